package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import javax.swing.JList;
import javax.swing.event.ListDataEvent;
import javax.swing.event.ListDataListener;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.panels.LogListUI;
import org.eternalsevens.app.session.Settings;

/**
 * The log (issue 8): a move adds one entry and an undo removes one, instead of building the log anew; the log
 * opens on the latest move of a long game that is resumed or opened, and stays on it as the game goes on.
 */
class LogPanelTest extends AppGuiTest {
    @Test
    void aMoveAddsOneEntryAnUndoRemovesItAndARedoAddsItBack() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        List<String> changes = Collections.synchronizedList(new ArrayList<>());
        GuiActionRunner.execute(() -> log().getModel().addListDataListener(new ListDataListener() {
            @Override
            public void intervalAdded(ListDataEvent e) {
                changes.add("added " + e.getIndex0() + "-" + e.getIndex1());
            }

            @Override
            public void intervalRemoved(ListDataEvent e) {
                changes.add("removed " + e.getIndex0() + "-" + e.getIndex1());
            }

            @Override
            public void contentsChanged(ListDataEvent e) {
                changes.add("changed " + e.getIndex0() + "-" + e.getIndex1());
            }
        }));

        click("B6");
        waitFor("the move", () -> frame.table().session().moveCount() == 2);
        GuiActionRunner.execute(() -> frame.table().undo());
        GuiActionRunner.execute(() -> frame.table().redo());

        assertThat(changes).containsExactly("added 2-2", "removed 2-2", "added 2-2");
        assertThat(GuiActionRunner.execute(() -> log().getModel().getElementAt(2)))
                .isEqualTo("2. " + String.join(" ", GuiActionRunner.execute(() -> frame.table().session().eventsOf(1))));
        assertThat(GuiActionRunner.execute(() -> log().getSelectedIndex())).isEqualTo(2);
    }

    @Test
    void issue8_14_afterResumingALongGameTheLogOpensOnTheLatestMove() throws Exception {
        Path record = writeRecord("long.json", "beginner", List.of("red", "blue", "green", "yellow"),
                corrections(140));
        openWindow();
        openRecord(record); // starts an autosave journal of the record's 140 moves
        assertThat(latestMoveInSight()).as("the log of an opened record").isTrue();
        window.cleanUp();
        GuiActionRunner.execute(() -> {
            frame.table().session().journal().close();
            return null;
        });

        // the next start: the window as App.launch builds it, and the autosave resumed without asking
        frame = GuiActionRunner.execute(() -> new MainFrame(content(), Settings.load(), true));
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1400, 900));
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));
        waitFor("the resumed game", () -> frame.table().session() != null
                && frame.table().session().moveCount() == 140);
        robot.waitForIdle();

        assertThat(latestMoveInSight()).as("the log of a resumed game").isTrue();
        click("R5");
        robot.waitForIdle();
        assertThat(latestMoveInSight()).as("after the next move").isTrue();
        assertThat(GuiActionRunner.execute(() -> log().getModel().getSize())).isEqualTo(142);
    }

    /** Whether the log's last entry lies whole in the part of the log on screen. */
    private boolean latestMoveInSight() {
        robot.waitForIdle();
        javax.swing.AbstractButton drawer = (javax.swing.AbstractButton) window.robot().finder()
                .findByName(window.target(), "log-drawer", false);
        JList<?> list = log();
        GuiActionRunner.execute(() -> { // a log folded into its drawer (issue 25) is read by opening the drawer
            if (drawer.isShowing() && !list.isShowing()) {
                drawer.doClick();
            }
            return null;
        });
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            JList<?> log = log();
            int last = log.getModel().getSize() - 1;
            Rectangle cell = log.getCellBounds(last, last);
            Rectangle seen = log.getVisibleRect();
            return last > 0 && seen.height > 0 && seen.contains(cell);
        });
    }

    private JList<?> log() {
        return (JList<?>) window.robot().finder().findByName(window.target(), "log", false);
    }

    /** Table corrections that confirm the hand sizes: moves with a log entry each, that change nothing. */
    private static String[] corrections(int n) {
        String[] seats = {"red", "blue", "green", "yellow"};
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = "table: fix hand " + seats[i % 4] + " 12";
        }
        return out;
    }

    @Test
    void entriesMeasuredAtANarrowerWidthAreMeasuredAgainWhenTheLogWidensEvenIfPaintedWideFirst() {
        openWindow();
        newGame("standard", List.of("red", "blue", "green", "yellow"), "red");
        send("red: play R5");
        @SuppressWarnings("unchecked")
        javax.swing.JList<String> list = (javax.swing.JList<String>) named("log");
        int oneLine = GuiActionRunner.execute(() -> list.getCellBounds(1, 1).height);
        GuiActionRunner.execute(() -> {
            int wide = list.getWidth();
            list.setSize(110, list.getHeight()); // as at the window's first layout: every entry wraps
            list.setFixedCellHeight(10);
            list.setFixedCellHeight(-1);
            list.getPreferredSize(); // measured narrow
            list.setSize(wide, list.getHeight());
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(wide, 200,
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            list.paint(g); // painted wide before the resize is heard of
            g.dispose();
        });
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> list.getCellBounds(1, 1).height))
                .as("the entry's height at the wide log: one line again").isEqualTo(oneLine);
    }
    @Test
    void ruling_P212_aMoveMeasuresOnlyItsOwnEntryAndEveryEntryKeepsItsTrueHeight() throws Exception {
        openWindow();
        openRecord(writeRecord("forty.json", "beginner", List.of("red", "blue", "green", "yellow"), corrections(40)));
        robot.waitForIdle();
        LogListUI ui = GuiActionRunner.execute(() -> (LogListUI) log().getUI());
        int before = GuiActionRunner.execute(ui::measured);

        send("table: fix hand red 12");
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(ui::measured) - before).as("entries measured for one move").isEqualTo(1);
        GuiActionRunner.execute(() -> frame.table().undo());
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(ui::measured) - before).as("after its undo").isEqualTo(1);
        GuiActionRunner.execute(() -> frame.table().redo());
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(ui::measured) - before).as("after its redo: a new entry").isEqualTo(2);

        assertThat(GuiActionRunner.execute(() -> log().getModel().getSize())).isEqualTo(42);
        GuiActionRunner.execute(() -> { // each entry as tall as the renderer measures it now, the new one included
            @SuppressWarnings("unchecked")
            JList<Object> log = (JList<Object>) log();
            for (int i = 0; i < log.getModel().getSize(); i++) {
                int measured = log.getCellRenderer().getListCellRendererComponent(log, log.getModel().getElementAt(i),
                        i, false, false).getPreferredSize().height;
                assertThat(log.getCellBounds(i, i).height).as("entry " + i).isEqualTo(measured);
            }
        });
    }
}
