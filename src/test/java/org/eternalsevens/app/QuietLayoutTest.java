package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import javax.swing.JLabel;
import javax.swing.JRootPane;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.look.QuietScrollPane;

/**
 * P205: the window's root and the log lay out without the cursor update Swing makes after each layout of a validate
 * root (it flushed the X connection in the middle of a move), and so do the window's scroll panes (P210). What must
 * stay: every layout still happens.
 */
class QuietLayoutTest extends AppGuiTest {
    @Test
    void ruling_P205_the_windows_root_still_lays_out_what_changed() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        JLabel words = GuiActionRunner.execute(() -> new JLabel("few"));
        int[] widths = GuiActionRunner.execute(() -> {
            JRootPane root = frame.getRootPane();
            javax.swing.JPanel probe = new javax.swing.JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEFT, 0, 0));
            probe.add(words);
            root.getLayeredPane().add(probe, javax.swing.JLayeredPane.PALETTE_LAYER);
            probe.setBounds(0, 0, 600, 40);
            root.validate();
            int before = words.getWidth();
            words.setText("a good many more words than before"); // invalidates up to the root
            assertThat(root.isValid()).as("invalid once a part is").isFalse();
            root.validate();
            return new int[] {before, words.getWidth(), words.getPreferredSize().width, root.isValid() ? 1 : 0};
        });
        assertThat(widths[3]).as("the root is valid after its layout").isEqualTo(1);
        assertThat(widths[1]).as("the longer words were laid out").isGreaterThan(widths[0]).isEqualTo(widths[2]);
    }

    @Test
    void ruling_P205_the_log_still_lays_out_each_new_entry() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        waitFor("the move", () -> frame.table().session().moveCount() == 1);
        robot.waitForIdle();
        javax.swing.JList<?> log = window.list("log").target();
        boolean laidOut = GuiActionRunner.execute(() -> {
            int last = log.getModel().getSize() - 1;
            java.awt.Rectangle cell = log.getCellBounds(last, last);
            return last > 0 && log.isValid() && cell.height > 0 && log.getHeight() >= cell.y + cell.height;
        });
        assertThat(laidOut).as("the new entry is laid out in the log").isTrue();
    }

    @Test
    void ruling_P210_the_scroll_panes_of_the_window_lay_out_without_the_cursor_update_and_still_lay_out() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        for (String pane : List.of("eternals-scroll")) { // P330: nothing below the field scrolls any more
            assertThat(named(pane)).as(pane).isInstanceOf(QuietScrollPane.class);
        }
        int[] widths = GuiActionRunner.execute(() -> {
            JLabel words = new JLabel("few");
            javax.swing.JPanel view = new javax.swing.JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEFT, 0, 0));
            view.add(words);
            QuietScrollPane pane = new QuietScrollPane(view, QuietScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                    QuietScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
            frame.getRootPane().getLayeredPane().add(pane, javax.swing.JLayeredPane.PALETTE_LAYER);
            pane.setBounds(0, 0, 600, 100);
            pane.validate();
            int before = words.getWidth();
            words.setText("a good many more words than before"); // invalidates up to the pane, a validate root
            pane.validate();
            return new int[] {before, words.getWidth(), words.getPreferredSize().width, pane.isValid() ? 1 : 0};
        });
        assertThat(widths[3]).as("the pane is valid after its layout").isEqualTo(1);
        assertThat(widths[1]).as("the longer words were laid out").isGreaterThan(widths[0]).isEqualTo(widths[2]);
    }
}
