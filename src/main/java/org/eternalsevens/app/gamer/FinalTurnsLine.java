package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

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
 * width, so the Gamer part lays them out whole in one pass. Where whole names would take the sentence or the joined
 * warnings past two lines, the names are said short, each label's tooltip holding its whole words (P570).
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

    /** The words of the line in one form: the players' names whole, or said short (P570). */
    private record Form(String sentence, List<String> warnings, String together) {
        static final Form NONE = new Form("", List.of(), "");

        static Form of(FinalTurns turns, List<Colour> order, Function<Colour, String> names) {
            List<String> lines = new ArrayList<>();
            for (Colour c : order) {
                lines.add(FinalTurnsWords.warning(turns, c, names));
            }
            return new Form(FinalTurnsWords.sentence(turns, names), List.copyOf(lines),
                    order.isEmpty() ? "" : FinalTurnsWords.together(order, names));
        }
    }

    private Form whole = Form.NONE;
    private Form brief = Form.NONE;

    /** Shows the final turns now; {@code toMove} (may be null) is warned first. */
    public void show(FinalTurns turns, Colour toMove, Function<Colour, String> names) {
        List<Colour> order = new ArrayList<>();
        if (toMove != null && turns.left(toMove) > 0) {
            order.add(toMove);
        }
        for (Colour c : Colour.values()) {
            if (c != toMove && turns.left(c) > 0) {
                order.add(c);
            }
        }
        Form now = Form.of(turns, order, names);
        boolean changed = !now.equals(whole) || isVisible() == now.sentence().isEmpty()
                || !Theme.problem().equals(together.getForeground());
        if (!changed) {
            return; // the same words: no layout, no repaint (issue 8 item 5)
        }
        whole = now;
        brief = Form.of(turns, order, ShortNames.of(turns.left().keySet(), names));
        setVisible(!now.sentence().isEmpty());
        for (WrapLabel w : warnings) {
            w.setForeground(Theme.problem());
        }
        together.setForeground(Theme.problem());
        apply(getWidth());
    }

    /** Puts the form shown at {@code width} into the labels, each with the whole words as its tooltip if short. */
    private void apply(int width) {
        Form f = formAt(width);
        boolean join = joins(f, width);
        put(sentence, f.sentence(), whole.sentence(), true);
        for (int i = 0; i < warnings.size(); i++) {
            boolean has = i < f.warnings().size();
            put(warnings.get(i), has ? f.warnings().get(i) : "", has ? whole.warnings().get(i) : "", !join);
        }
        put(together, f.together(), whole.together(), join);
    }

    private static void put(WrapLabel l, String text, String all, boolean shown) {
        if (!text.equals(l.getText())) {
            l.setText(text);
        }
        String tip = text.equals(all) ? null : all;
        if (!java.util.Objects.equals(tip, l.getToolTipText())) {
            l.setToolTipText(tip);
        }
        if (l.isVisible() != (shown && !text.isEmpty())) {
            l.setVisible(shown && !text.isEmpty());
        }
    }

    /**
     * The form shown at {@code width} (P570): the names said short where, said whole, the sentence or the warnings as
     * one sentence would take more than two lines there. Decided by the width alone, as {@link #joins} is.
     */
    private Form formAt(int width) {
        if (brief.equals(whole) || width <= 0) {
            return whole;
        }
        boolean tall = lines(sentence, whole.sentence(), width) > 2
                || joins(whole, width) && lines(together, whole.together(), width) > 2;
        return tall ? brief : whole;
    }

    /** How many lines {@code text} takes in {@code l}'s font laid out {@code width} pixels wide. */
    private static int lines(WrapLabel l, String text, int width) {
        java.awt.Insets in = l.getInsets();
        return l.getFont() == null || text.isEmpty() ? 0 : org.eternalsevens.app.look.TextWrap.lines(text,
                l.getFontMetrics(l.getFont()), Math.max(1, width - in.left - in.right)).size();
    }

    /** The height of {@code text} in {@code l} at {@code width}: at least one line, as {@link WrapLabel#heightAt}. */
    private static int height(WrapLabel l, String text, int width) {
        if (l.getFont() == null) {
            return l.getPreferredSize().height;
        }
        java.awt.Insets in = l.getInsets();
        return Math.max(1, lines(l, text, width)) * l.getFontMetrics(l.getFont()).getHeight() + in.top + in.bottom;
    }

    /** The width the widest line needs unwrapped: a window packed around the line shows a warning a line. */
    private int natural() {
        int w = sentence.getPreferredSize().width;
        for (String text : whole.warnings()) {
            java.awt.Insets in = together.getInsets();
            w = together.getFont() == null ? w : Math.max(w,
                    together.getFontMetrics(together.getFont()).stringWidth(text) + in.left + in.right + 1);
        }
        return w;
    }

    /**
     * Whether the warnings of {@code f} are said as one sentence at {@code width} (P484): two or more of them, and
     * one would wrap there. Decided by the width alone, so a layout at a width gives the same answer every time.
     */
    private boolean joins(Form f, int width) {
        if (f.warnings().size() < 2 || width <= 0) {
            return false;
        }
        for (String w : f.warnings()) {
            if (lines(together, w, width) > 1) {
                return true;
            }
        }
        return false;
    }

    /** The height the sentence and the warnings take wrapped {@code width} pixels wide (P480), in its form (P570). */
    public int heightFor(int width) {
        Form f = formAt(width);
        int h = f.sentence().isEmpty() ? 0 : height(sentence, f.sentence(), width);
        List<String> below = joins(f, width) ? List.of(f.together()) : f.warnings();
        for (String w : below) {
            h += (h == 0 ? 0 : gap()) + height(together, w, width);
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
            apply(getWidth());
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

    /** The warnings, one a player, the player to move's first, names whole, whichever form shows (tests). */
    public List<String> warnings() {
        return whole.warnings();
    }

    /** The one-sentence form when it shows (P484), else empty. */
    public String together() {
        return together.isVisible() ? together.getText() : "";
    }
}
