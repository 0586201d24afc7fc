package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.Journal;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, section 4 (P249): right after a resume, or in a new Standard game, every pass icon of every player's board
 * shows (Red's block+2 and discard+1 on the second row too), without waiting for a later relayout.
 */
class BoardIconsShowingTest extends AppGuiTest {
    private static final List<String> SEATS = List.of("red", "blue", "green", "yellow");

    /** The icon labels of a player's board, each with the part of it on screen (empty: cut off). */
    private List<String> hiddenIcons(String colour) {
        return GuiActionRunner.execute(() -> {
            List<String> hidden = new ArrayList<>();
            int shown = 0;
            for (Component c : WindowScreens.all(frame.getRootPane())) {
                if (c.getName() != null && c.getName().startsWith("icon-" + colour + "-")) {
                    shown++;
                    Rectangle r = ((javax.swing.JComponent) c).getVisibleRect();
                    if (!c.isShowing() || r.width < c.getWidth() || r.height < c.getHeight()) {
                        hidden.add(((javax.swing.JLabel) c).getText());
                    }
                }
            }
            assertThat(shown).as("icons of " + colour).isGreaterThanOrEqualTo(4);
            return hidden;
        });
    }

    private void assertEveryIconShows() {
        robot.waitForIdle();
        for (String c : SEATS) {
            assertThat(hiddenIcons(c)).as("%s's icons cut off", c).isEmpty();
        }
    }

    @Test
    void P249_aNewStandardGameShowsEveryBoardIconAtOnce() {
        openWindow();
        newGame("standard", SEATS, "red");
        assertEveryIconShows();
    }

    @Test
    void P249_aResumedStandardGameShowsEveryBoardIconAtOnce() throws Exception {
        try (Journal j = Journal.start(AppPaths.autosave(), Games.record(List.of(), "standard",
                SEATS.toArray(String[]::new)))) {
            j.move("red: play R5");
        }
        openWindow();
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));
        waitFor("the game resumed", () -> frame.table().session() != null);
        assertEveryIconShows();
    }
}
