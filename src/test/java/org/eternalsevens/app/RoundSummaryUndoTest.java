package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.List;

import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.sim.ExpertGames;
import org.eternalsevens.sim.PlayedGame;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 §3 (P341): the round summary does not trap the table. Round 1 is played to its end with a final Hard
 * Pass entered by clicks; Undo in the summary (its button, or Ctrl+Z) closes it and takes the Hard Pass back: the
 * round is still 1 and the same player is to move. Redo ends the round again and shows the summary again.
 */
class RoundSummaryUndoTest extends AppGuiTest {
    /** A seeded Expert game whose round 1 ends with a Hard Pass, and the number of the move that ends it. */
    private record Ending(PlayedGame game, int end) {
        String last() {
            return game.moves().get(end - 1);
        }
    }

    private static Ending hardPassEnding() {
        for (long seed = 1; seed < 400; seed++) {
            PlayedGame g = ExpertGames.play(2, seed);
            for (int i = 1; i < g.states().size(); i++) {
                if (g.states().get(i).round() == 2 && g.states().get(i - 1).round() == 1) {
                    if (g.moves().get(i - 1).contains("hardpass")) {
                        System.out.println("RoundSummaryUndoTest: ExpertGames 2 players, seed " + seed);
                        return new Ending(g, i);
                    }
                    break;
                }
            }
        }
        throw new AssertionError("no seed below 400 ends round 1 with a Hard Pass");
    }

    /** The window resumed one move before the end of round 1; the final Hard Pass entered by clicks. */
    private Colour playToTheFinalHardPass(Ending e) throws Exception {
        return playToTheFinalHardPass(e, () -> { });
    }

    /** As above; {@code beforeLast} runs on the event thread once the window shows the position before it. */
    private Colour playToTheFinalHardPass(Ending e, Runnable beforeLast) throws Exception {
        GameRecord start = new GameRecord(RecordSetup.of(e.game().setup()), List.of(), null);
        try (Journal j = Journal.start(AppPaths.autosave(), start)) {
            for (String m : e.game().moves().subList(0, e.end() - 1)) {
                j.move(m);
            }
        }
        openWindow();
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));
        assertThat(moveCount()).isEqualTo(e.end() - 1);
        GameState s = state();
        Colour passer = s.toMove();
        assertThat(e.last()).startsWith(passer.id() + ":");
        PlayerState p = s.player(passer);
        GuiActionRunner.execute(beforeLast::run);
        press(window.button("hard-pass"));
        DialogFixture d = window.dialog("hardPassDialog");
        for (int i = 1; i <= p.hand() - p.rares(); i++) {
            d.comboBox("kind" + i).selectItem("Purple card (P)");
        }
        press(d.button("confirm"));
        waitFor("the final Hard Pass", () -> frame.table().session().moveCount() == e.end());
        assertThat(state().round()).as("the Hard Pass ended round 1").isEqualTo(2);
        return passer;
    }

    private void requireTakenBack(Ending e, Colour passer) {
        waitFor("the summary to close", () -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .noneMatch(w -> w.isShowing() && "roundSummary".equals(w.getName())));
        waitFor("the undo", () -> frame.table().session().moveCount() == e.end() - 1);
        assertThat(moves()).as("the Hard Pass is gone").isEqualTo(e.game().moves().subList(0, e.end() - 1));
        assertThat(state().round()).as("round 1 again").isEqualTo(1);
        assertThat(state().toMove()).as("the player who Hard Passed is to move again").isEqualTo(passer);
        window.button("hard-pass").requireEnabled();
    }

    @Test
    void P341_undoInTheRoundSummaryTakesBackTheFinalHardPassBeforeRound2() throws Exception {
        Ending e = hardPassEnding();
        Colour passer = playToTheFinalHardPass(e);
        DialogFixture summary = window.dialog("roundSummary");
        summary.button("undo").requireVisible().requireEnabled();
        assertThat(summary.button("undo").target().getToolTipText()).startsWith("Undo: ");
        press(summary.button("undo"));
        requireTakenBack(e, passer);
        // Redo puts the Hard Pass back: round 1 ends again, and its summary shows again
        GuiActionRunner.execute(() -> frame.table().redo());
        DialogFixture again = window.dialog("roundSummary");
        assertThat(moveCount()).isEqualTo(e.end());
        press(again.button("startRound2"));
        assertThat(state().round()).isEqualTo(2);
    }

    @Test
    void P341_ctrlZInTheRoundSummaryTakesBackTheFinalHardPass() throws Exception {
        Ending e = hardPassEnding();
        Colour passer = playToTheFinalHardPass(e);
        DialogFixture summary = window.dialog("roundSummary");
        summary.focus();
        summary.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Z)
                .modifiers(java.awt.event.InputEvent.CTRL_MASK)); // AssertJ Swing reads the old masks
        requireTakenBack(e, passer);
    }

    @Test
    void P590_theRoundSummaryIsSeenBeforeTheWindowShowsRound2BehindIt() throws Exception {
        Ending e = hardPassEnding();
        List<String> seen = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.awt.event.AWTEventListener painted = ev -> {
            if (ev instanceof java.awt.event.PaintEvent && ev.getSource() instanceof java.awt.Component c
                    && "roundSummary".equals(c.getName())) {
                seen.add("summary seen");
            }
        };
        try {
            playToTheFinalHardPass(e, () -> {
                java.awt.Toolkit.getDefaultToolkit().addAWTEventListener(painted, java.awt.AWTEvent.PAINT_EVENT_MASK);
                frame.table().addView(t -> seen.add("round " + t.shown().round()));
            });
            DialogFixture summary = window.dialog("roundSummary");
            waitFor("the window behind the summary to show round 2", () -> seen.contains("round 2"));
            summary.requireVisible();
            assertThat(seen).as("the summary is seen before the window shows round 2").contains("summary seen");
            assertThat(seen.indexOf("summary seen")).isLessThan(seen.indexOf("round 2"));
            press(summary.button("startRound2"));
            assertThat(state().round()).isEqualTo(2);
        } finally {
            java.awt.Toolkit.getDefaultToolkit().removeAWTEventListener(painted);
        }
    }
}
