package org.eternalsevens.app.prompt;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.function.Predicate;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Stage;
import org.eternalsevens.sim.GamerRuns;
import org.eternalsevens.testkit.StateTable;
import org.eternalsevens.words.InstructionWords;
import org.eternalsevens.words.Words;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 §4 in the prompt: the top line is the instruction line named from the legal list (P350), so at the start
 * of a turn it offers no "end the turn"; and the player to move bound by a Must Play token reads the reminder in the
 * message line (P351), which a refusal replaces for a while and which comes back when the refusal is cleared.
 */
class PromptInstructionTest {

    /** The first state of the seeded Expert games (3 players, seeds printed) that passes the test. */
    private static GameState find(Predicate<GameState> wanted) {
        for (long seed = 25; seed < 60; seed++) {
            for (GameState s : GamerRuns.play("expert", 3, seed).states()) {
                if (!s.finished() && wanted.test(s)) {
                    System.out.println("PromptInstructionTest: expert, 3 players, seed " + seed);
                    return s;
                }
            }
        }
        throw new AssertionError("no such state in the seeded games");
    }

    private static boolean bound(GameState s) {
        return !InstructionWords.mustPlaySpaces(s, LegalMoves.of(s)).isEmpty();
    }

    private static String text(PromptPanel p, String name) {
        for (Component c : p.getComponents()) {
            if (name.equals(c.getName())) {
                return ((JLabel) c).getText().trim();
            }
        }
        throw new AssertionError("no " + name);
    }

    @Test
    void P350_P351_theTurnsStartIsNamedFromTheLegalListAndTheMustPlayTokenIsRemindedOf() throws Exception {
        GameState start = find(s -> Stage.of(s) == Stage.PLAY && bound(s));
        GameState free = find(s -> Stage.of(s) == Stage.PLAY && !bound(s));
        SwingUtilities.invokeAndWait(() -> {
            StateTable table = new StateTable();
            table.show(start);
            PromptPanel prompt = new PromptPanel(table, new FieldView(table));
            prompt.showTable(null);
            Words words = Words.of(start.setup());
            String question = text(prompt, "question");
            assertThat(question).isEqualTo(InstructionWords.of(words)
                    .line(start, InstructionWords.verbs(start, LegalMoves.of(start))));
            assertThat(question).as("no card played yet: ending the turn is not offered")
                    .doesNotContain(words.sentence("instruction.verb.end_turn"));

            String reminder = InstructionWords.of(words).mustPlay(start, LegalMoves.of(start));
            assertThat(reminder).isNotBlank();
            assertThat(text(prompt, "reason")).isEqualTo(reminder);
            assertThat(prompt.message()).as("the reminder is no refusal or note").isEmpty();
            assertThat(prompt.refusal()).isFalse();

            prompt.tell("Refused.");
            assertThat(text(prompt, "reason")).isEqualTo("Refused.");
            assertThat(prompt.refusal()).isTrue();
            prompt.tell("");
            assertThat(text(prompt, "reason")).as("the reminder again").isEqualTo(reminder);

            table.show(free);
            prompt.showTable(null);
            assertThat(prompt.reminder()).isEmpty();
            assertThat(text(prompt, "reason")).isEmpty();
        });
    }
}
