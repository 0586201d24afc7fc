package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JRootPane;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.sim.ExpertGames;
import org.eternalsevens.sim.PlayedGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 §3 (P342): "Show the results" stands at the end of the prompt's line once the game is over: drawn in the
 * theme and scale in force, even when they changed while it was hidden, and over no row of the field and no line of
 * the prompt.
 */
class ShowResultsButtonTest extends AppGuiTest {
    private static final long SEED = 7;

    @AfterEach
    void lightAgain() {
        GuiActionRunner.execute(() -> {
            Theme.switchTo(false);
            Theme.scaleTo(100);
        });
    }

    private void openFinishedGame() throws Exception {
        System.out.println("ShowResultsButtonTest: ExpertGames 2 players, seed " + SEED);
        PlayedGame g = ExpertGames.play(2, SEED);
        Path file = home.resolve("finished.json");
        RecordFiles.save(file, new GameRecord(RecordSetup.of(g.setup()), g.moves(), null));
        openRecord(file);
        robot.waitForIdle();
        GuiActionRunner.execute(() -> { // the results open by themselves at the end of a game: closed here
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w.isShowing() && "gamerResultsDialog".equals(w.getName())) {
                    w.dispose();
                }
            }
        });
        assertThat(state().finished()).isTrue();
    }

    private JButton button() {
        return (JButton) named("show-results");
    }

    /** The button's bounds and every other thing's it must not cover, in the root pane's coordinates. */
    private void requireCoversNothing() {
        GuiActionRunner.execute(() -> {
            JButton b = button();
            JRootPane root = frame.getRootPane();
            Rectangle r = SwingUtilities.convertRectangle(b.getParent(), b.getBounds(), root);
            assertThat(b.isShowing()).isTrue();
            assertThat(new Rectangle(0, 0, root.getWidth(), root.getHeight()).contains(r)).as(r.toString()).isTrue();
            Component prompt = named("prompt");
            assertThat(SwingUtilities.convertRectangle(prompt.getParent(), prompt.getBounds(), root).contains(r))
                    .as("inside the prompt").isTrue();
            for (String other : List.of("field", "question", "turn-order", "reason")) {
                Component c = named(other);
                Rectangle o = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), root);
                assertThat(o.intersects(r)).as("Show the results " + r + " over " + other + " " + o).isFalse();
            }
            return null;
        });
    }

    @Test
    void P342_showTheResultsCoversNoRowOfTheFieldNorALineOfThePrompt() throws Exception {
        openWindow();
        openFinishedGame();
        requireCoversNothing();
    }

    @Test
    void P342_showTheResultsFollowsTheThemeAndScaleChangedWhileItWasHidden() throws Exception {
        openWindow();
        newGame("expert", List.of("red", "blue"), "red");
        assertThat(GuiActionRunner.execute(() -> WindowScreens.all(frame.getRootPane()).stream()
                .anyMatch(c -> "show-results".equals(c.getName()) && c.isShowing()))).as("hidden while the game goes on")
                .isFalse();
        GuiActionRunner.execute(() -> {
            Theme.switchTo(true);
            Theme.scaleTo(150);
        });
        openFinishedGame();
        GuiActionRunner.execute(() -> {
            JButton b = button();
            assertThat(b.getFont().getSize()).as("the scale's font")
                    .isEqualTo(UIManager.getFont("Button.font").getSize());
            assertThat(b.getBackground()).as("the dark theme's button").isEqualTo(UIManager.getColor("Button.background"));
            assertThat(b.getForeground()).isEqualTo(UIManager.getColor("Button.foreground"));
            return null;
        });
        requireCoversNothing();
    }
}
