package org.eternalsevens.app.actions;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.event.ComponentEvent;
import java.awt.event.ComponentListener;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.sim.GamerRuns;
import org.eternalsevens.testkit.StateTable;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 §4, P556: the bar's resize asked for a layout of its buttons' flow (and so of the whole window) after every
 * resize, a second layout pass in the move that ends Pro round 1. Now only where the flow's wrapped lines need another
 * height at the new width.
 */
class ActionBarResizeTest {
    @Test
    void P556_aResizeThatKeepsTheButtonsLinesAsksForNoLayoutAndOneThatWrapsThemAnewDoes() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            StateTable table = new StateTable();
            table.show(GamerRuns.play("pro", 3, 25).states().get(0));
            ActionBar bar = new ActionBar(table, new FieldView(table));
            bar.showTable(null);
            JPanel parent = new JPanel(null);
            parent.add(bar);
            JComponent passes = (JComponent) bar.getComponent(1);
            List<Component> asked = new ArrayList<>();
            RepaintManager old = RepaintManager.currentManager(bar);
            RepaintManager.setCurrentManager(new RepaintManager() {
                @Override
                public void addInvalidComponent(JComponent c) {
                    asked.add(c);
                }
            });
            try {
                layOut(bar, 1400);
                int oneLine = passes.getHeight();
                asked.clear();
                layOut(bar, 1300); // wide enough for every button on one line either way
                resized(bar);
                assertThat(passes.getHeight()).isEqualTo(oneLine);
                assertThat(asked).as("the same lines: nothing to lay out again").doesNotContain(passes);
                layOut(bar, 120); // a column this narrow wraps the buttons onto more lines
                resized(bar);
                assertThat(asked).as("more lines: the flow asks for its new height").contains(passes);
            } finally {
                RepaintManager.setCurrentManager(old);
            }
        });
    }

    /** Lays the bar out at {@code w} as its parent's layout would, the flow at the height the bar gives it. */
    private static void layOut(Container bar, int w) {
        bar.setSize(w, bar.getPreferredSize().height);
        bar.doLayout();
        for (Component c : bar.getComponents()) {
            ((Container) c).doLayout();
        }
    }

    private static void resized(Component bar) {
        for (ComponentListener l : bar.getComponentListeners()) {
            l.componentResized(new ComponentEvent(bar, ComponentEvent.COMPONENT_RESIZED));
        }
    }
}
