package org.eternalsevens.app.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.FinishedGames;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.GameState;

class ResultsDialogTest extends GuiTestBase {
    private DialogFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void ruling_R14_each_place_has_its_reason_from_the_final_state() {
        GameState end = FinishedGames.fourPlayers();
        assertThat(end.finished()).isTrue();
        List<ResultsDialog.Line> lines = ResultsDialog.lines(end);
        assertThat(lines).extracting(ResultsDialog.Line::name).containsExactly("Ben", "Cleo", "Dev", "Ann");
        assertThat(lines).extracting(ResultsDialog.Line::reason)
                .containsExactly("two stars, out 1st (R14)", "went out 2nd (R14)",
                        "last in the game (R14)",
                        "eliminated 1st (R14)");
    }

    @Test
    void results_dialog_shows_each_place_and_runs_its_buttons() {
        GameState end = FinishedGames.fourPlayers();
        AtomicInteger again = new AtomicInteger();
        AtomicInteger saved = new AtomicInteger();
        ResultsDialog d = GuiActionRunner.execute(() -> new ResultsDialog(null, end, again::incrementAndGet,
                saved::incrementAndGet));
        window = new DialogFixture(robot, d);
        window.show();
        window.focus(); // a first click on a window that has not yet taken the focus can be lost under Xvfb
        window.label("name1").requireText("Ben");
        window.label("reason1").requireText("two stars, out 1st (R14)");
        window.label("reason2").requireText("went out 2nd (R14)");
        window.label("reason3").requireText("last in the game (R14)");
        window.label("name4").requireText("Ann");
        window.label("reason4").requireText("eliminated 1st (R14)");
        press(window.button("save"));
        assertThat(saved).hasValue(1);
        press(window.button("newGameSamePlayers"));
        assertThat(again).hasValue(1);
        window.requireNotVisible();
    }
}
