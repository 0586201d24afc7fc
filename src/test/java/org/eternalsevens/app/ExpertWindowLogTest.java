package org.eternalsevens.app;

import org.eternalsevens.testkit.Said;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.swing.JList;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Test;

/**
 * Issue 9 item 4 in the window: the log's Gamer sentences and the final-turns line (R40 R42 R43 R47), and the
 * Dragon's Medusa space placing a Must Play token by clicks on the field (R40, R10).
 */
class ExpertWindowLogTest extends AppGuiTest {
    @Test
    void R42_R43_R47_the_log_tells_every_gamer_event_and_the_final_turns_line_names_who_has_how_many()
            throws Exception {
        Path record = writeRecord("expert-near-out.json", "expert", List.of("red", "blue", "green", "yellow"),
                "table: fix hand red 1");
        openWindow();
        openRecord(record);
        assertThat(showing("finalTurns")).as("no final turns before the first Go Out").isFalse();

        click("R5"); // Red's last card: a Go Out with its reward, and one final turn for everyone else (R43)
        waitFor("Red's Go Out", () -> moveCount() == 2);
        EarnedReward red = state().gamer().rewardsOf(1).get(0);
        assertThat(lastLog()).contains("Red goes out.").contains(Said.of(red) + ".")
                .contains("Red goes out: First Bonus 1 heart; Passion ");
        window.label("finalTurnsSentence").requireText("Final turns left: Blue 1, Green 1, Yellow 1.");
        window.label("finalTurnsWarning").requireText("Blue has 1 final turn left: without a "
                + "Go Out or Hard Pass in it, Blue is eliminated.");
        assertThat(window.label("finalTurnsWarning2").text()).startsWith("Green has 1 final turn left");

        window.textBox("command").enterText("table: fix hand blue 2\n");
        waitFor("the correction", () -> moveCount() == 3);
        waitFor("the Hard Pass button", () -> window.button("hard-pass").target().isEnabled());
        press(window.button("hard-pass")); // R42: the entry, two purple cards, confirm
        DialogFixture hp = window.dialog("hardPassDialog");
        hp.comboBox("kind1").selectItem("Purple card (P)");
        hp.comboBox("kind2").selectItem("Purple card (P)");
        assertThat(hp.label("reward").text()).contains("Reward: ");
        press(hp.button("confirm"));
        waitFor("Blue's Hard Pass", () -> moveCount() == 4);
        assertThat(lastLog()).contains("Blue Hard Passes and reveals a purple card, a purple card.")
                .contains(Said.of(state().gamer().rewardsOf(1).get(1)) + ".");
        window.label("finalTurnsSentence").requireText("Final turns left: Green 1, Yellow 1.");
        assertThat(window.label("finalTurnsWarning").text()).startsWith("Green has 1 final turn left");

        correct("table: fix hand green 1"); // after a closed dialog Xvfb gives no window the focus to type into
        waitFor("the correction", () -> moveCount() == 5);
        click("R6");
        waitFor("Green's Go Out", () -> moveCount() == 6);
        assertThat(lastLog()).contains("Green goes out: ");
        window.label("finalTurnsSentence").requireText("Final turns left: Yellow 1.");

        click("R4"); // Yellow plays but does not go out: the last final turn ends, Yellow is eliminated (R43)
        waitFor("the end of round 1", () -> moveCount() == 7);
        assertThat(lastLog()).contains("Yellow played red 4 on R4.").contains("Yellow is eliminated: ")
                .contains("Round 1 is over. " + org.eternalsevens.app.look.Theme.symbol(org.eternalsevens.rules.basics.Colour.YELLOW)
                        + " Yellow starts round 2: fewest hearts (0).") // with the symbol (P357)
                .contains("Round 2 begins");
        DialogFixture summary = window.dialog("roundSummary");
        summary.label("status-yellow").requireText("\u2660 Y  Yellow was eliminated");
        assertThat(summary.label("reward-red-1").text()).contains(Said.of(red));
        summary.label("startPlayer").requireText("Yellow starts round 2: fewest hearts (0).");
        press(summary.button("startRound2"));
        waitFor("round 2 on the table", () -> !showing("finalTurns")); // R47: round 2 has no final turns yet
        assertThat(state().toMove()).isEqualTo(Colour.YELLOW);
    }

    @Test
    void R40_R10_the_playable_cards_medusa_space_places_a_must_play_token_by_clicks_on_the_field() throws Exception {
        Path record = writeRecord("expert-nine.json", "expert", List.of("red", "blue", "green", "yellow"),
                "red: play R5", "blue: play R6", "green: play R7", "yellow: play R8");
        openWindow();
        openRecord(record);
        click("R9"); // R40: a 9 offers a Dragon action
        waitFor("the Dragon offer", () -> state().pending() == Pending.DRAGON);
        press(window.button("playable-1")); // the cube moves onto the first Medusa space
        waitFor("Medusa's token to place", () -> state().pending() == Pending.MUSTPLAY);
        assertThat(lastLog())
                .contains("Red moves the Playable cube to \u201cplace one Must Play token (Medusa)\u201d.");
        Set<Space> legal = GuiActionRunner.execute(() -> frame.field().highlighted());
        assertThat(legal).isNotEmpty().doesNotContain(Space.parse("R5"));

        click("R5"); // R10: not an empty space, refused with the engine's reason; still placing
        assertThat(message()).contains("R5");
        assertThat(state().pending()).isEqualTo(Pending.MUSTPLAY);
        Space target = Space.parse("B5");
        assertThat(legal).contains(target);
        click(target);
        waitFor("the Must Play token", () -> state().field().hasMustPlay(target));
        assertThat(moves()).endsWith("red: play R9", "red: dragon playable", "red: mustplay B5");
        assertThat(lastLog()).contains("Red places a Must Play token on B5 (Medusa).");
        assertThat(state().toMove()).isEqualTo(Colour.BLUE);
    }

    /** A table correction through the command box's code path. */
    private void correct(String line) {
        assertThat(GuiActionRunner.execute(() -> frame.table().sendTyped(line))).as(line).isNull();
    }

    private boolean showing(String name) {
        return GuiActionRunner.execute(() -> robot.finder().findByName(frame, name, false).isShowing());
    }

    /** The log's last entry, as the window shows it. */
    private String lastLog() {
        return GuiActionRunner.execute(() -> {
            JList<?> log = window.list("log").target();
            List<String> all = new ArrayList<>();
            for (int i = 0; i < log.getModel().getSize(); i++) {
                all.add(String.valueOf(log.getModel().getElementAt(i)));
            }
            return all.get(all.size() - 1);
        });
    }
}
