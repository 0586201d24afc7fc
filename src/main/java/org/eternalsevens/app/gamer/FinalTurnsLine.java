package org.eternalsevens.app.gamer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.Theme;
import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.FinalTurns;

/**
 * From the first Go Out or Hard Pass on (R43): who has how many final turns left, and who is eliminated if they
 * cannot Go Out or Hard Pass in time, in the engine's words ({@link FinalTurns#sentence},
 * {@link FinalTurns#warning}). The player to move comes first in the warnings. Hidden before final turns start.
 */
public final class FinalTurnsLine extends JPanel {
    private final JLabel sentence = new JLabel();
    private final JLabel warning = new JLabel();

    public FinalTurnsLine() {
        super(new MigLayout("insets 0, wrap 1, gapy 2lp, hidemode 3", "[]"));
        setName("finalTurns");
        sentence.setName("finalTurnsSentence");
        sentence.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE, "font: bold +2");
        warning.setName("finalTurnsWarning");
        add(sentence);
        add(warning);
        setVisible(false);
    }

    /** Shows the final turns now; {@code toMove} (may be null) is warned first. */
    public void show(FinalTurns turns, Colour toMove, Function<Colour, String> names) {
        String s = turns.sentence(names);
        List<String> warnings = new ArrayList<>();
        if (toMove != null && turns.left(toMove) > 0) {
            warnings.add(turns.warning(toMove, names.apply(toMove)));
        }
        for (Colour c : Colour.values()) {
            if (c != toMove && turns.left(c) > 0) {
                warnings.add(turns.warning(c, names.apply(c)));
            }
        }
        String html = warnings.isEmpty() ? "" : "<html>" + String.join("<br>", warnings.stream()
                .map(w -> w.replace("&", "&amp;").replace("<", "&lt;")).toList()) + "</html>";
        if (s.equals(sentence.getText()) && html.equals(warning.getText())
                && Theme.problem().equals(warning.getForeground())) {
            return; // the same words: no layout, no repaint (issue 8 item 5)
        }
        setVisible(!s.isEmpty());
        sentence.setText(s);
        warning.setText(html);
        warning.setForeground(Theme.problem());
        warning.setVisible(!warnings.isEmpty());
        revalidate();
        repaint();
    }
}
