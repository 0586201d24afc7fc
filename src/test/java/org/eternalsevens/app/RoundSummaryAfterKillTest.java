package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.sim.ExpertGames;
import org.eternalsevens.sim.PlayedGame;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, section 4 (P250): the app killed while round 1's summary is on screen (its autosave ends with the move
 * that ended round 1) shows the summary again on resume, and the log says what round 1 gave; a game resumed later in
 * round 2 does not.
 */
class RoundSummaryAfterKillTest extends AppGuiTest {
    private int roundEnd(PlayedGame g) {
        for (int i = 1; i < g.states().size(); i++) {
            if (g.states().get(i).round() == 2) {
                return i;
            }
        }
        throw new AssertionError("no round 2");
    }

    private void autosave(PlayedGame g, int moves) throws Exception {
        GameRecord start = new GameRecord(RecordSetup.of(g.setup()), List.of(), null);
        try (Journal j = Journal.start(AppPaths.autosave(), start)) {
            for (String m : g.moves().subList(0, moves)) {
                j.move(m);
            }
        }
    }

    private String log() {
        return message(); // the message line under the field, where the table's notes go
    }

    @Test
    void P250_killedWhileRound1sSummaryShowed_theResumeShowsItAgainAndLogsTheTrack() throws Exception {
        PlayedGame g = ExpertGames.play(3, 28L);
        int end = roundEnd(g);
        autosave(g, end);
        openWindow();
        SwingUtilities.invokeLater(() -> App.firstGame(frame, content(), Settings.load(), true));
        DialogFixture summary = window.dialog("roundSummary");
        Shots.take("round-summary-again");
        assertThat(moveCount()).isEqualTo(end);
        assertThat(log()).contains("Round 1 ended with the last move before the app stopped")
                .contains(GuiActionRunner.execute(() -> frame.table().session().setup().nameOf(
                        g.setup().seats().get(0))) + " ").contains("heart");
        press(summary.button("startRound2"));
    }

    @Test
    void P250_aGameResumedLaterInRound2ShowsNoSummary() throws Exception {
        PlayedGame g = ExpertGames.play(3, 28L);
        int end = roundEnd(g);
        autosave(g, end + 1);
        openWindow();
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));
        robot.waitForIdle();
        assertThat(moveCount()).isEqualTo(end + 1);
        assertThat(GuiActionRunner.execute(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .anyMatch(w -> w.isShowing() && "roundSummary".equals(w.getName())))).isFalse();
        assertThat(log()).doesNotContain("Round 1 ended");
    }
}
