package org.eternalsevens.app.gamer;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.Rectangle;
import java.util.List;

import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.ui.FlatButtonUI;
import com.formdev.flatlaf.ui.FlatUIUtils;
import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.app.paint.KeptButton;
import org.eternalsevens.words.Ui;

/**
 * One space of a Dragon card, made once: a label, and a button shown instead while its action is legal. Its text
 * ("<b>2</b> words", then the cube's state in italics) is plain text wrapped and drawn by {@link SpaceText}, not
 * HTML, so a new offer or a moved cube costs no parse (docs/performance.md, the Expert click budget). A new text
 * asks for a layout only when the space's size changes.
 */
final class DragonSpace {
    private final SpaceText text = new SpaceText();
    private final Label label = new Label();
    private final Button button = new Button();
    private Runnable click;

    DragonSpace(String name) {
        label.setName(name);
        button.setName(name);
        label.setBorder(BorderFactory.createEmptyBorder(UIScale.scale(4), UIScale.scale(8), UIScale.scale(4),
                UIScale.scale(8)));
        button.setHorizontalAlignment(JButton.LEADING);
        button.putClientProperty(FlatClientProperties.STYLE, "borderWidth: 2; borderColor: $Component.focusColor");
        button.addActionListener(e -> {
            if (click != null) {
                click.run();
            }
        });
    }

    /** Adds the label and the button to a card (the card hides whichever is not visible). */
    void addTo(JComponent card) {
        card.add(label);
        card.add(button);
    }

    /** The button, where the cube menu opens. */
    JButton button() {
        return button;
    }

    /** Hides both (a Choice space not on this side of the card). */
    void hide() {
        label.setVisible(false);
        button.setVisible(false);
    }

    /**
     * Shows space {@code n}: a button taking {@code click} if it is not null, otherwise a label whose tooltip is
     * {@code why} (the engine's reason) or, with no offer, the words and the state.
     */
    void show(int n, String words, String state, Runnable click, String why) {
        this.click = click;
        text.set(n, words, state);
        String plain = text.plain();
        JComponent shown = click != null ? button : label;
        if (click != null) {
            button.setText(plain);
            button.setToolTipText(Ui.text("gamer.dragon.take", words));
        } else {
            label.setText(plain);
            label.setToolTipText(why != null ? why : words + (state.isEmpty() ? "" : " \u2014 " + state));
        }
        shown.getAccessibleContext().setAccessibleName(n + " " + words);
        label.setVisible(click == null);
        button.setVisible(click != null);
        shown.repaint();
    }

    /** The space's size for its text at the card's fixed words width. */
    private Dimension spaceSize(JComponent c) {
        Insets in = c.getInsets();
        Dimension d = text.size(c);
        return new Dimension(d.width + in.left + in.right, d.height + in.top + in.bottom);
    }

    /** Lays out again only for a new size (see SteadyLabel in app). */
    private static boolean sameSize(JComponent c, Dimension[] laidOut, Dimension now) {
        if (c.getParent() == null || !now.equals(laidOut[0])) {
            laidOut[0] = c.getParent() == null ? null : now;
            return false;
        }
        return true;
    }

    /** An illegal space: the text drawn wrapped in the label's colour. */
    private final class Label extends JLabel {
        private final Dimension[] laidOut = new Dimension[1];

        @Override
        public Dimension getPreferredSize() {
            return text == null ? super.getPreferredSize() : spaceSize(this);
        }

        @Override
        public Dimension getMinimumSize() {
            return getPreferredSize();
        }

        @Override
        public void revalidate() {
            if (text == null || laidOut == null || !sameSize(this, laidOut, getPreferredSize())) {
                super.revalidate();
            }
        }

        @Override
        protected void paintComponent(Graphics g) {
            Insets in = getInsets();
            text.paint((Graphics2D) g, this, getForeground(), in.left, in.top);
        }
    }

    /** A legal space: the look's button, its text drawn wrapped in the colour the look gives the button now. */
    private final class Button extends org.eternalsevens.app.paint.KeptButton { // its looks kept (P200)
        private final Dimension[] laidOut = new Dimension[1];

        @Override
        public void updateUI() {
            setUI(new WrappingUI());
        }

        @Override
        public Dimension getPreferredSize() {
            return text == null ? super.getPreferredSize() : spaceSize(this);
        }

        @Override
        public Dimension getMinimumSize() {
            return getPreferredSize();
        }

        @Override
        public void revalidate() {
            if (text == null || laidOut == null || !sameSize(this, laidOut, getPreferredSize())) {
                super.revalidate();
            }
        }
    }

    /** FlatLaf's button, whose one-line text is replaced by the wrapped one. */
    private final class WrappingUI extends FlatButtonUI {
        WrappingUI() {
            super(false);
        }

        @Override
        protected void paintText(Graphics g, AbstractButton b, Rectangle textRect, String s) {
            Insets in = b.getInsets();
            text.paint((Graphics2D) g, b, getForeground(b), in.left, in.top);
        }
    }

    /** The words of a space as drawn: a bold number, the words, the state in italics on a line of its own. */
    static final class SpaceText {
        /** The words' width in unscaled pixels (as the cards' former HTML). */
        static final int WIDTH = 150;
        private int n;
        private String words = "";
        private String state = "";
        private Font linesFont;
        private int linesWidth = -1;
        private List<TextWrap.Line> lines = List.of();

        void set(int n, String words, String state) {
            if (n != this.n || !words.equals(this.words) || !state.equals(this.state)) {
                this.n = n;
                this.words = words;
                this.state = state;
                linesWidth = -1;
            }
        }

        /** The text for tests, the tooltip's fallback and the contrast check: "2  words" and the state. */
        String plain() {
            return n + "  " + words + (state.isEmpty() ? "" : "\n" + state);
        }

        /** Wrapped at the fixed words width, scaled: the same lines at every width the card gets. */
        Dimension size(JComponent c) {
            FontMetrics fm = c.getFontMetrics(c.getFont());
            return new Dimension(UIScale.scale(WIDTH), Math.max(1, lines(c).size()) * fm.getHeight());
        }

        void paint(Graphics2D g0, JComponent c, Color colour, int x, int top) {
            Graphics2D g = (Graphics2D) g0.create();
            FlatUIUtils.setRenderingHints(g);
            g.setColor(colour);
            FontMetrics fm = c.getFontMetrics(c.getFont());
            int y = top + fm.getAscent();
            for (TextWrap.Line line : lines(c)) {
                line.draw(g, x, y);
                y += fm.getHeight();
            }
            g.dispose();
        }

        private List<TextWrap.Line> lines(JComponent c) {
            int width = UIScale.scale(WIDTH);
            Font f = c.getFont();
            if (width != linesWidth || !f.equals(linesFont)) {
                lines = SpaceLines.wrap(c, n, words, state, width);
                linesWidth = width;
                linesFont = f;
            }
            return lines;
        }
    }
}
