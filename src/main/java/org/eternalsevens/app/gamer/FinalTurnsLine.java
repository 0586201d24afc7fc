package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.swing.JLabel;
import javax.swing.JPanel;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.look.WrapLabel;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.FinalTurns;
import org.eternalsevens.words.FinalTurnsWords;

/**
 * From the first Go Out or Hard Pass on (R43): who has how many final turns left, and who is eliminated if they
 * cannot Go Out or Hard Pass in time, in the engine's words ({@link FinalTurns#sentence},
 * {@link FinalTurns#warning}). The player to move comes first in the warnings. Hidden before final turns start.
 * The sentence and each warning wrap at the column's width, never cut (P480): {@link #heightFor} is the height at a
 * width, so the Gamer part lays them out whole in one pass.
 */
public final class FinalTurnsLine extends JPanel {
    private final WrapLabel sentence = new WrapLabel("", 400);
    // one plain line per player with final turns, the first named "finalTurnsWarning": an HTML label of all of them
    // was laid out again on each move of the final turns (issue 8, item 5)
    private final List<WrapLabel> warnings = new ArrayList<>();
    // the warnings as one sentence, where a warning each would wrap (P484): shown instead of them at that width
    private final WrapLabel together = new WrapLabel("", 400);

    public FinalTurnsLine() {
        super(null);
        setLayout(new Lines());
        setName("finalTurns");
        sentence.setName("finalTurnsSentence");
        sentence.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE, "font: bold +2");
        add(sentence);
        for (int i = 0; i < Colour.values().length; i++) {
            WrapLabel w = new WrapLabel("", 400);
            w.setName(i == 0 ? "finalTurnsWarning" : "finalTurnsWarning" + (i + 1));
            w.setVisible(false);
            warnings.add(w);
            add(w);
        }
        together.setName("finalTurnsTogether");
        together.setVisible(false);
        add(together);
        setVisible(false);
    }

    /** Shows the final turns now; {@code toMove} (may be null) is warned first. */
    public void show(FinalTurns turns, Colour toMove, Function<Colour, String> names) {
        String s = FinalTurnsWords.sentence(turns, names);
        List<String> lines = new ArrayList<>();
        List<Colour> order = new ArrayList<>();
        if (toMove != null && turns.left(toMove) > 0) {
            order.add(toMove);
        }
        for (Colour c : Colour.values()) {
            if (c != toMove && turns.left(c) > 0) {
                order.add(c);
            }
        }
        for (Colour c : order) {
            lines.add(FinalTurnsWords.warning(turns, c, names));
        }
        String all = order.isEmpty() ? "" : FinalTurnsWords.together(order, names);
        boolean changed = !s.equals(sentence.getText()) || isVisible() == s.isEmpty() || !all.equals(together.getText())
                || !Theme.problem().equals(together.getForeground());
        for (int i = 0; i < warnings.size(); i++) {
            JLabel w = warnings.get(i);
            String text = i < lines.size() ? lines.get(i) : "";
            changed |= !text.equals(w.getText()) || w.isVisible() != !text.isEmpty()
                    || !Theme.problem().equals(w.getForeground());
        }
        if (!changed) {
            return; // the same words: no layout, no repaint (issue 8 item 5)
        }
        setVisible(!s.isEmpty());
        sentence.setText(s);
        for (int i = 0; i < warnings.size(); i++) {
            JLabel w = warnings.get(i);
            String text = i < lines.size() ? lines.get(i) : "";
            w.setText(text);
            w.setForeground(Theme.problem());
            w.setVisible(!text.isEmpty() && !joins(getWidth()));
        }
        together.setText(all);
        together.setForeground(Theme.problem());
        together.setVisible(joins(getWidth()));
    }

    /** The width the widest line needs unwrapped: a window packed around the line shows a warning a line. */
    private int natural() {
        int w = sentence.getPreferredSize().width;
        for (WrapLabel l : worded()) {
            java.awt.Insets in = l.getInsets();
            w = l.getFont() == null ? w
                    : Math.max(w, l.getFontMetrics(l.getFont()).stringWidth(l.getText()) + in.left + in.right + 1);
        }
        return w;
    }

    /** The warnings with words, whatever the form shown. */
    private List<WrapLabel> worded() {
        return warnings.stream().filter(w -> !w.getText().isEmpty()).toList();
    }

    /**
     * Whether the warnings are said as one sentence at {@code width} (P484): two or more of them, and one would wrap
     * there. Decided by the width alone, so a layout at a width gives the same answer every time.
     */
    private boolean joins(int width) {
        List<WrapLabel> each = worded();
        if (each.size() < 2 || width <= 0) {
            return false;
        }
        for (WrapLabel w : each) {
            java.awt.Insets in = w.getInsets();
            if (w.getFont() != null && w.heightAt(width)
                    > w.getFontMetrics(w.getFont()).getHeight() + in.top + in.bottom) {
                return true;
            }
        }
        return false;
    }

    /** The height the sentence and the warnings take wrapped {@code width} pixels wide (P480). */
    public int heightFor(int width) {
        int h = sentence.getText().isEmpty() ? 0 : sentence.heightAt(width);
        List<WrapLabel> below = joins(width) ? List.of(together) : worded();
        for (WrapLabel w : below) {
            h += (h == 0 ? 0 : gap()) + w.heightAt(width);
        }
        return h;
    }

    private static int gap() {
        return UIScale.scale(2);
    }

    /** One label under the other, each the full width and as high as its lines there. */
    private final class Lines extends PlainLayout {
        @Override
        public void layoutContainer(java.awt.Container parent) {
            boolean join = joins(getWidth());
            for (WrapLabel w : worded()) {
                if (w.isVisible() == join) {
                    w.setVisible(!join);
                }
            }
            if (together.isVisible() != join && !together.getText().isEmpty()) {
                together.setVisible(join);
            }
            int y = 0;
            for (java.awt.Component c : getComponents()) {
                if (c.isVisible()) {
                    int h = ((WrapLabel) c).heightAt(getWidth());
                    c.setBounds(0, y, getWidth(), h);
                    y += h + gap();
                }
            }
        }

        @Override
        public java.awt.Dimension preferredLayoutSize(java.awt.Container parent) {
            int w = getWidth() > 0 ? getWidth() : natural();
            return new java.awt.Dimension(w, heightFor(w));
        }
    }

    /** The warnings, one a player, the player to move's first, whichever form shows (tests, screenshot checks). */
    public List<String> warnings() {
        return worded().stream().map(JLabel::getText).toList();
    }

    /** The one-sentence form when it shows (P484), else empty. */
    public String together() {
        return together.isVisible() ? together.getText() : "";
    }
}
