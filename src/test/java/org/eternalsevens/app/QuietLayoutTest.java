package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import javax.swing.JLabel;
import javax.swing.JRootPane;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * P205: the window's root and the log lay out without the cursor update Swing makes after each layout of a validate
 * root (it flushed the X connection in the middle of a move). What must stay: every layout still happens.
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
}
