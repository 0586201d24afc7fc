package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dimension;

import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;

import org.eternalsevens.app.GuiTestBase;

/**
 * The eternals box's scroll pane takes the box's height: when the box shrinks, the pane shrinks with it. As a
 * validate root it did not, and a gap stayed under the box for the rest of the game (seen at the start now and then).
 */
class CappedColumnTest extends GuiTestBase {
    @Test
    void aCappedColumnFollowsWhatItHoldsWhenThatShrinks() throws Exception {
        JPanel[] inner = new JPanel[1];
        JScrollPane[] pane = new JScrollPane[1];
        JFrame[] frame = new JFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            inner[0] = new JPanel();
            inner[0].setPreferredSize(new Dimension(200, 213));
            pane[0] = ScrollColumn.capped(inner[0], "capped", 1f);
            JPanel column = new JPanel(new BorderLayout());
            column.add(pane[0], BorderLayout.NORTH);
            column.add(new JPanel(), BorderLayout.CENTER);
            frame[0] = new JFrame();
            frame[0].setContentPane(column);
            frame[0].setSize(400, 600);
            frame[0].setVisible(true);
        });
        try {
            SwingUtilities.invokeAndWait(() -> { });
            SwingUtilities.invokeAndWait(() -> assertThat(pane[0].getHeight()).isEqualTo(213));
            SwingUtilities.invokeAndWait(() -> {
                inner[0].setPreferredSize(new Dimension(200, 179));
                inner[0].revalidate(); // as the box asks once its texts wrap to fewer lines
            });
            SwingUtilities.invokeAndWait(() -> { }); // the repaint manager's layout
            SwingUtilities.invokeAndWait(() -> assertThat(pane[0].getHeight()).as("the pane shrinks with the box")
                    .isEqualTo(179));
        } finally {
            SwingUtilities.invokeAndWait(() -> frame[0].dispose());
        }
    }
}
