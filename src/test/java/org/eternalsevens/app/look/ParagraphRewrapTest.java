package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JFrame;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 8, defect 1 (clipping): a wrapped text given a narrower width in a layout takes the lines that width needs.
 * At 200 % the eternals box kept the instant deck's line at three lines where four were needed, and "Dragon" was
 * cut off: the paragraph asked for a new layout while its container was being laid out, and Swing dropped it.
 */
class ParagraphRewrapTest {
    private JFrame frame;

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> {
            if (frame != null) {
                frame.dispose();
            }
        });
    }

    @Test
    void issue8_a_paragraph_narrowed_by_its_layout_takes_the_lines_its_new_width_needs() {
        Paragraph p = GuiActionRunner.execute(() -> {
            frame = new JFrame();
            JPanel box = new JPanel(new MigLayout("insets 0, wrap 1", "[0:0:,grow,fill]"));
            Paragraph q = new Paragraph(0);
            q.setText("Instant deck (8):", "Phoenix, Mummy, Skeleton, Kyubi, Barong, Minotaur, Ghost, Dragon");
            box.add(q);
            frame.setContentPane(box);
            frame.setSize(900, 300);
            frame.setVisible(true);
            return q;
        });
        BasicRobot.robotWithCurrentAwtHierarchyWithoutScreenLock().waitForIdle();
        int line = GuiActionRunner.execute(() -> p.getFontMetrics(p.getFont()).getHeight());
        for (int width : new int[] {420, 300, 200, 160}) {
            GuiActionRunner.execute(() -> {
                frame.setSize(width, 300);
                frame.validate();
            });
            BasicRobot.robotWithCurrentAwtHierarchyWithoutScreenLock().waitForIdle();
            int[] got = GuiActionRunner.execute(() -> new int[] {p.getHeight(), p.getPreferredSize().height});
            assertThat(got[0]).as("the paragraph's height at a window %d wide (%d lines needed)", width, got[1] / line)
                    .isEqualTo(got[1]);
        }
    }
}
