package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.swing.JLabel;
import javax.swing.JPanel;

import com.formdev.flatlaf.util.UIScale;

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
        setVisible(false);
    }

    /** Shows the final turns now; {@code toMove} (may be null) is warned first. */
    public void show(FinalTurns turns, Colour toMove, Function<Colour, String> names) {
        String s = FinalTurnsWords.sentence(turns, names);
        List<String> lines = new ArrayList<>();
        if (toMove != null && turns.left(toMove) > 0) {
            lines.add(FinalTurnsWords.warning(turns, toMove, names));
        }
        for (Colour c : Colour.values()) {
            if (c != toMove && turns.left(c) > 0) {
                lines.add(FinalTurnsWords.warning(turns, c, names));
            }
        }
        boolean changed = !s.equals(sentence.getText()) || isVisible() == s.isEmpty();
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
            w.setVisible(!text.isEmpty());
        }
    }

    /** The height the sentence and the warnings take wrapped {@code width} pixels wide (P480). */
    public int heightFor(int width) {
        int h = 0;
        for (java.awt.Component c : getComponents()) {
            if (c.isVisible()) {
                h += (h == 0 ? 0 : gap()) + ((WrapLabel) c).heightAt(width);
            }
        }
        return h;
    }

    private static int gap() {
        return UIScale.scale(2);
    }

    /** One label under the other, each the full width and as high as its lines there. */
    private final class Lines implements java.awt.LayoutManager {
        @Override
        public void layoutContainer(java.awt.Container parent) {
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
            int w = getWidth() > 0 ? getWidth() : sentence.getPreferredSize().width;
            return new java.awt.Dimension(w, heightFor(w));
        }

        @Override
        public java.awt.Dimension minimumLayoutSize(java.awt.Container parent) {
            return new java.awt.Dimension(0, 0);
        }

        @Override
        public void addLayoutComponent(String name, java.awt.Component comp) {
        }

        @Override
        public void removeLayoutComponent(java.awt.Component comp) {
        }
    }

    /** The warnings shown, one a line, the player to move's first (for tests and the screenshot checks). */
    public List<String> warnings() {
        return warnings.stream().filter(JLabel::isVisible).map(JLabel::getText).toList();
    }
}
