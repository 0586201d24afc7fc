package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import javax.swing.JDialog;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.eternalsevens.app.look.Paragraph;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.Space;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** Whole games played by clicks: a short Beginner game to its results, and a two-player Standard game (R30). */
class WholeGameTest extends AppGuiTest {
    @Test
    void ruling_R14_shortBeginnerGameByClicksEndsWithItsResults() throws Exception {
        Path record = writeRecord("near-the-end.json", "beginner", List.of("red", "blue"),
                "red: play R5", "blue: play B5", "table: fix hand red 2", "table: fix hand blue 2");
        openWindow();
        openRecord(record);
        assertThat(moveCount()).isEqualTo(4);

        click("R6");
        window.label("hand-red").requireText("1 card in hand");
        press(window.button("pass-eternal"));
        window.label("question").requireText("Blue passed on an eternal icon: which continuous eternal did the "
                + "table turn up?");
        press(window.button("reveal-kraken"));
        assertThat(GuiActionRunner.execute(() -> ((Paragraph) named("active-eternal")).text()))
                .isEqualTo("Active: Kraken");
        click("R4"); // R14: Red's hand is empty, Red goes out first; Blue is the last player in the game

        closeResults("Red", "Blue");

        assertThat(state().finished()).isTrue();
        assertThat(state().player(Colour.RED).status()).isEqualTo(PlayerStatus.OUT);
        assertThat(state().player(Colour.RED).place()).isEqualTo(1);
        assertThat(state().player(Colour.BLUE).place()).isEqualTo(2);
        window.label("question").requireText("The game is over.");
        window.label("status-red").requireText("Out: place 1");
        assertThat(moves()).endsWith("red: play R6", "blue: pass eternal", "blue: reveal kraken", "red: play R4");
    }

    @Test
    void ruling_R30_twoPlayerStandardGameByClicks_blockMustPlayAndAcquire() throws Exception {
        Path record = writeRecord("standard-two.json", "standard", List.of("red", "blue"),
                "red: play R5", "blue: play R4", "red: play R3", "blue: play R2", "blue: reveal mummy",
                "red: play R1", "blue: play R0");
        openWindow();
        openRecord(record);
        assertThat(state().field().blockSpace(Colour.RED)).isEqualTo(Space.parse("R6"));

        // Red passes on block+2 and chooses the red star block: it moves to the other end of its gap (R7)
        press(window.button("pass-block+2"));
        window.menuItem("block-red").click();
        assertThat(state().field().blockSpace(Colour.RED)).isEqualTo(Space.parse("R11"));
        window.label("tokens-red").requireText("2 Additional Play Tokens");
        window.label("token-cap-red").requireText("(at most 2)");

        // Blue passes on mustplay+1, then clicks the space for the Must Play token (R10)
        press(window.button("pass-mustplay+1"));
        click("R5"); // not empty: refused with the engine's reason, still placing
        assertThat(message()).contains("R5 is not empty");
        click("B8");
        assertThat(state().field().hasMustPlay(Space.parse("B8"))).isTrue();
        window.label("tokens-blue").requireText("1 Additional Play Token");

        // Red acquires a face-up card, naming it; Blue takes the other (R30)
        int redHand = state().player(Colour.RED).hand();
        int blueHand = state().player(Colour.BLUE).hand();
        press(window.button("acquire"));
        // the face-up card taken is a button, not free text (issue 8, item 13)
        org.assertj.swing.fixture.DialogFixture acquire = window.dialog("acquire-dialog");
        press(acquire.button("acquire-G3"));
        waitFor("the acquire", () -> frame.table().session().moveCount() == 10);
        assertThat(state().player(Colour.RED).hand()).isEqualTo(redHand + 1);
        assertThat(state().player(Colour.BLUE).hand()).isEqualTo(blueHand + 1);
        assertThat(moves()).endsWith("red: pass block R", "blue: pass mustplay B8", "red: acquire G3");

        // Blue plays B7 and holds a token (R15): the turn stays open until End turn
        click("B7");
        assertThat(state().toMove()).isEqualTo(Colour.BLUE);
        press(window.button("end-turn"));
        assertThat(state().toMove()).isEqualTo(Colour.RED);

        // The table shortens the game with corrections typed in the command box; then Red plays its last card
        // by a click, goes out first, and Blue, the last player in the game, is second (R14)
        window.textBox("command").enterText("table: fix hand red 1\n");
        click("B6");
        closeResults("Red", "Blue");
        assertThat(state().finished()).isTrue();
        assertThat(state().ranking()).containsExactly(Colour.RED, Colour.BLUE);
    }

    @Test
    void ruling_R14_fourPlayerStandardGameFromTheNewGameDialogToTheResults() throws Exception {
        openWindow();
        window.menuItem("menu-new").click();
        DialogFixture setup = findDialog("New game");
        press(setup.toggleButton("players4"));
        press(setup.toggleButton("level.standard"));
        press(setup.button("start"));
        waitFor("the new game on the table", () -> frame.table().session() != null);
        assertThat(state().setup().level().id()).isEqualTo("standard");
        assertThat(state().players()).hasSize(4);
        assertThat(state().player(Colour.RED).discs()).isEqualTo(4); // R29: four discs at Standard

        click("R5");
        assertThat(state().toMove()).isEqualTo(Colour.BLUE);
        // the table shortens the game with typed corrections; each player then goes out with a click (R14)
        window.textBox("command").enterText("table: fix hand blue 1\n");
        click("R6");
        window.textBox("command").enterText("table: fix hand green 1\n");
        click("R4");
        window.textBox("command").enterText("table: fix hand yellow 1\n");
        click("R7");

        DialogFixture results = findDialog("Results");
        results.label("name1").requireText("Blue");
        results.label("name4").requireText("Red");
        assertThat(results.label("reason4").text()).contains("last in the game");
        press(results.button("close"));
        assertThat(state().ranking()).containsExactly(Colour.BLUE, Colour.GREEN, Colour.YELLOW, Colour.RED);
    }

    /** The results show who went out first and who came second, then close. */
    private void closeResults(String first, String second) {
        DialogFixture results = findDialog("Results");
        results.label("name1").requireText(first);
        assertThat(results.label("reason1").text()).contains("went out");
        results.label("name2").requireText(second);
        press(results.button("close"));
    }

    private DialogFixture findDialog(String title) {
        DialogFixture d = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return title.equals(d.getTitle()) && d.isShowing();
            }
        }).using(robot);
        return d;
    }
}
