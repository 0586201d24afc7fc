package org.eternalsevens.app.prompt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.sim.GamerRuns;
import org.eternalsevens.testkit.StateTable;
import org.eternalsevens.words.Ui;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * P438: while the Eternal boards are chosen (R52, R53) the prompt gives the round once: the order line begins with it
 * (P396), so the choosing's own line no longer repeats it. Both rounds' choosing, from a seeded Pro game (3 players).
 */
class PromptRoundOnceTest {
    private static final long SEED = 31;

    private static GameState choosing(int round) {
        System.out.println("PromptRoundOnceTest: pro, 3 players, seed " + SEED);
        for (GameState s : GamerRuns.play("pro", 3, SEED).states()) {
            if (s.pending() == Pending.CHOOSE && s.round() == round) {
                return s;
            }
        }
        throw new AssertionError("no choosing in round " + round);
    }

    private static String text(PromptPanel p, String name) {
        for (java.awt.Component c : p.getComponents()) {
            if (name.equals(c.getName())) {
                return ((JLabel) c).getText();
            }
        }
        throw new AssertionError("no " + name);
    }

    @ParameterizedTest(name = "round {0}")
    @ValueSource(ints = {1, 2})
    void P438_theRoundIsSaidOnceWhileTheBoardsAreChosen(int round) throws Exception {
        GameState s = choosing(round);
        String[] lines = new String[2];
        SwingUtilities.invokeAndWait(() -> {
            StateTable table = new StateTable();
            table.show(s);
            PromptPanel prompt = new PromptPanel(table, new FieldView(table));
            prompt.showTable(null);
            lines[0] = text(prompt, "question");
            lines[1] = text(prompt, "turn-order");
        });
        String said = Ui.text("prompt.round", round).trim(); // "Round 2." as the order line gives it
        String number = said.replaceAll("\\W+$", ""); // "Round 2", however it is followed
        assertThat(lines[1]).as("the order line gives the round (P396)").startsWith(said);
        assertThat(lines[0]).as("who chooses").contains(s.setup().nameOf(s.toMove()));
        Matcher m = Pattern.compile(Pattern.quote(number) + "\\b").matcher(lines[0] + "\n" + lines[1]);
        int times = 0;
        while (m.find()) {
            times++;
        }
        assertThat(times).as("\"" + number + "\" in the prompt: " + lines[0] + " / " + lines[1]).isEqualTo(1);
    }
}
