package org.eternalsevens.app.actions;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Stage;
import org.eternalsevens.sim.GamerRuns;
import org.eternalsevens.testkit.StateTable;
import org.eternalsevens.words.InstructionWords;
import org.eternalsevens.words.InstructionWords.Verb;
import org.eternalsevens.words.Words;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 25 §4, P350: the line above the buttons names what they may do now, from the legal list. It said "pass on an
 * icon, or end the turn" at the start of a turn, after a pass and during a Dragon offer; now, over every turn and
 * Dragon offer of seeded Expert and Pro games, it names a button's verb exactly when that verb is legal.
 */
class ActionBarLineTest {
    private static final Set<Verb> BUTTONS = EnumSet.of(Verb.PASS, Verb.ACQUIRE, Verb.ELIMINATE, Verb.HARD_PASS,
            Verb.END_TURN);


    @ParameterizedTest(name = "{0}, 3 players, seed 25")
    @ValueSource(strings = {"expert", "pro"})
    void P350_theBarsLineNamesOnlyWhatItsButtonsMayDoNow(String level) throws Exception {
        System.out.println("ActionBarLineTest " + level + ", 3 players, seed 25");
        List<GameState> states = GamerRuns.play(level, 3, 25).states();
        SwingUtilities.invokeAndWait(() -> {
            StateTable table = new StateTable();
            ActionBar bar = new ActionBar(table, new FieldView(table));
            int looked = 0;
            for (GameState s : states) {
                if (s.finished() || !InstructionWords.speaksFor(Stage.of(s))) {
                    continue;
                }
                table.show(s);
                bar.showTable(null);
                String line = ((JLabel) named(bar, "actions-who")).getText();
                Words words = Words.of(s.setup());
                Set<Verb> legal = InstructionWords.verbs(s, LegalMoves.of(s));
                for (Verb v : BUTTONS) {
                    String phrase = words.sentence(v.key());
                    if (legal.contains(v)) {
                        assertThat(line).as(Stage.of(s) + ": " + line).contains(phrase);
                    } else {
                        assertThat(line).as(Stage.of(s) + ": " + line).doesNotContain(phrase);
                    }
                }
                looked++;
            }
            assertThat(looked).isGreaterThan(50);
        });
    }

    private static Component named(Container box, String name) {
        for (Component c : box.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container k && named(k, name) != null) {
                return named(k, name);
            }
        }
        return null;
    }
}
