package org.eternalsevens.app.paint;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import javax.swing.JComponent;
import javax.swing.JFrame;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.GuiTestBase;

/**
 * P79: far-apart repaints of one component are painted each by itself, not as the one rectangle around them all
 * (which is what Swing's repaint manager would paint: the whole field for a space at each end); near ones are joined.
 */
class ApartRepaintsTest extends GuiTestBase {
    /** A component that notes the area of each of its paints and keeps its repaints apart. */
    private static final class Noting extends JComponent {
        final List<Rectangle> clips = Collections.synchronizedList(new ArrayList<>());
        final ApartRepaints apart = new ApartRepaints(this);

        Noting() {
            setOpaque(true);
            setPreferredSize(new Dimension(800, 400));
        }

        @Override
        public void repaint(long tm, int x, int y, int w, int h) {
            if (!apart.repaint(x, y, w, h)) {
                super.repaint(tm, x, y, w, h);
            }
        }

        @Override
        protected void paintComponent(Graphics g) {
            clips.add(g.getClipBounds());
            g.fillRect(0, 0, getWidth(), getHeight());
        }
    }

    private JFrame frame;
    private Noting noting;

    private void show() {
        GuiActionRunner.execute(() -> {
            noting = new Noting();
            frame = new JFrame("apart");
            frame.add(noting);
            frame.pack();
            frame.setVisible(true);
        });
        robot.waitForIdle();
        noting.clips.clear();
    }

    @AfterEach
    void close() {
        if (frame != null) {
            GuiActionRunner.execute(frame::dispose);
        }
    }

    @Test
    void p79FarApartRepaintsArePaintedEachByItself() {
        show();
        Rectangle left = new Rectangle(10, 10, 60, 80);
        Rectangle right = new Rectangle(700, 300, 60, 80);
        GuiActionRunner.execute(() -> {
            noting.repaint(left);
            noting.repaint(right);
        });
        robot.waitForIdle();
        assertThat(noting.clips).as("each area by itself, never the rectangle around both")
                .containsExactlyInAnyOrder(left, right);
    }

    @Test
    void p79NearRepaintsAreJoinedAndAWholeRepaintPaintsOnce() {
        show();
        Rectangle a = new Rectangle(10, 10, 60, 80);
        Rectangle b = new Rectangle(74, 10, 60, 80); // the next space along: one paint costs no more
        GuiActionRunner.execute(() -> {
            noting.repaint(a);
            noting.repaint(b);
        });
        robot.waitForIdle();
        assertThat(noting.clips).containsExactly(a.union(b));

        noting.clips.clear();
        GuiActionRunner.execute(() -> {
            noting.repaint(new Rectangle(10, 10, 60, 80));
            noting.repaint(new Rectangle(700, 300, 60, 80));
            noting.repaint(); // the whole component: the far area is not painted a second time
        });
        robot.waitForIdle();
        assertThat(noting.clips).containsExactly(new Rectangle(noting.getSize()));
    }

    @Test
    void p79NearIsWhenOneRectangleCostsAtMostAQuarterMore() {
        assertThat(ApartRepaints.near(new Rectangle(0, 0, 10, 10), new Rectangle(10, 0, 10, 10))).isTrue();
        assertThat(ApartRepaints.near(new Rectangle(0, 0, 10, 10), new Rectangle(0, 30, 10, 10))).isFalse();
    }
}
