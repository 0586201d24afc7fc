package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.FinalTurns;
import org.eternalsevens.words.FinalTurnsWords;

/**
 * From the first Go Out or Hard Pass on (R43): who has how many final turns left, and who is eliminated if they
 * cannot Go Out or Hard Pass in time, in the engine's words ({@link FinalTurns#sentence},
 * {@link FinalTurns#warning}). The player to move comes first in the warnings. Hidden before final turns start.
 */
public final class FinalTurnsLine extends JPanel {
    private final JLabel sentence = new JLabel();
    // one plain line per player with final turns, the first named "finalTurnsWarning": an HTML label of all of them
    // was laid out again on each move of the final turns (issue 8, item 5)
    private final List<JLabel> warnings = new ArrayList<>();

    public FinalTurnsLine() {
        // wmin 0: in a narrow column a warning ends in "…" with all of it in its tooltip, never past the edge
        super(new MigLayout("insets 0, wrap 1, gapy 2lp, hidemode 3", "[0:pref:100%]"));
        setName("finalTurns");
        sentence.setName("finalTurnsSentence");
        sentence.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE, "font: bold +2");
        add(sentence);
        for (int i = 0; i < Colour.values().length; i++) {
            JLabel w = new JLabel();
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
            w.setToolTipText(text.isEmpty() ? null : text);
            w.setForeground(Theme.problem());
            w.setVisible(!text.isEmpty());
        }
    }

    /** The warnings shown, one a line, the player to move's first (for tests and the screenshot checks). */
    public List<String> warnings() {
        return warnings.stream().filter(JLabel::isVisible).map(JLabel::getText).toList();
    }
}
