package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;

import javax.swing.JComponent;
import javax.swing.JPanel;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * P553: the height a {@link FlowWrap} asks for is the height its lines really take as FlowLayout lays them out. A
 * line whose parts fit the room only without the gap before the last stays one line in FlowLayout; counted as two,
 * a player's panel kept an empty line under its facts (seen at 1366×768 in Pro).
 */
class FlowWrapTest {
    private static JComponent box(int w, int h) {
        JComponent c = new JComponent() {
        };
        c.setPreferredSize(new Dimension(w, h));
        return c;
    }

    /** Widths around the edge: two parts of 100 in a room (the width less twice the gap of 8) of 196 to 224. */
    @ParameterizedTest(name = "width {0}")
    @ValueSource(ints = {212, 215, 216, 219, 220, 223, 224, 232, 240})
    void P553_theHeightAskedIsTheHeightTheLinesTake(int width) {
        org.assertj.swing.edt.GuiActionRunner.execute(() -> check(width)); // Swing on its own thread
    }

    private static void check(int width) {
        JPanel flow = new JPanel(new FlowWrap(8, 1));
        flow.add(box(100, 18));
        flow.add(box(100, 18));
        flow.setSize(width, 500);
        flow.doLayout();
        int bottom = 0;
        for (Component c : flow.getComponents()) {
            bottom = Math.max(bottom, c.getY() + c.getHeight());
        }
        int laidOut = bottom + 1; // the flow's last gap below its last line
        FlowWrap layout = (FlowWrap) flow.getLayout();
        assertThat(layout.heightAt(flow, width)).as("heightAt %d", width).isEqualTo(laidOut);
        assertThat(flow.getPreferredSize().height).as("preferred at %d", width).isEqualTo(laidOut);
    }

    /**
     * P585: a flow its parent squeezes to a height it does not want (a fixed height) asks to be laid out again once,
     * not after every layout: it asked for good, and the event thread never rested (seen in a test's frame, P580).
     * When its parts change, it asks once more.
     */
    @org.junit.jupiter.api.Test
    void P585_aSqueezedFlowAsksOnceNotForever() {
        org.eternalsevens.app.DisplayRequired.check("FlowWrapTest");
        int[] asked = {0};
        JPanel flow = org.assertj.swing.edt.GuiActionRunner.execute(() -> new JPanel(new FlowWrap(8, 1)) {
            @Override
            public void revalidate() {
                asked[0]++;
                super.revalidate();
            }
        });
        javax.swing.JFrame frame = org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            javax.swing.JFrame f = new javax.swing.JFrame("squeezed");
            f.getContentPane().setLayout(null); // the flow keeps the bounds it is given
            for (int i = 0; i < 4; i++) {
                flow.add(box(100, 18));
            }
            flow.setBounds(0, 0, 150, 30); // four lines wanted, one given
            f.getContentPane().add(flow);
            f.setSize(300, 200);
            f.setVisible(true);
            asked[0] = 0;
            flow.revalidate(); // laid out in the squeezed height
            return f;
        });
        try {
            settle();
            int once = asked[0];
            assertThat(once).as("laid out, then asked again once").isLessThanOrEqualTo(2);
            settle();
            assertThat(asked[0]).as("and no more").isEqualTo(once);
            org.assertj.swing.edt.GuiActionRunner.execute(() -> {
                flow.add(box(100, 18)); // another part: another height wanted
                flow.revalidate();
            });
            settle();
            assertThat(asked[0]).as("a change of parts asks once more").isBetween(once + 1, once + 2);
        } finally {
            org.assertj.swing.edt.GuiActionRunner.execute(frame::dispose);
        }
    }

    private static void settle() {
        for (int i = 0; i < 20; i++) { // each round trip lets queued layouts and their asks run
            org.assertj.swing.edt.GuiActionRunner.execute(() -> null);
        }
    }
}
