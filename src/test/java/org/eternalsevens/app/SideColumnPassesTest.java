package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;
import javax.swing.RepaintManager;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * P561: the side column shows the log or its drawer inside its own layout (the log unfolds in the move that ends Pro
 * round 1, as the boards leave the players' panels) without asking for another layout pass of the window.
 */
class SideColumnPassesTest extends AppGuiTest {
    @Test
    void P561_theLogFoldingAndUnfoldingInTheColumnsLayout_asksForNoOtherPass() {
        openWindow();
        newGame("expert", List.of("red", "blue", "green", "yellow"), "red");
        robot.waitForIdle();
        List<String> asked = GuiActionRunner.execute(() -> {
            SideColumn side = (SideColumn) named("side");
            java.awt.Rectangle was = side.getBounds();
            RepaintManager before = RepaintManager.currentManager(side);
            List<String> queued = new ArrayList<>();
            RepaintManager.setCurrentManager(new RepaintManager() {
                @Override
                public void addInvalidComponent(JComponent c) {
                    String n = c.getName() + " (" + c.getClass().getSimpleName() + ")";
                    if (n.startsWith("log-") || n.contains("LogBox")) { // the players' own changes are theirs
                        queued.add(n);
                    }
                    super.addInvalidComponent(c);
                }
            });
            try {
                boolean open = !side.logFolded();
                side.setSize(was.width, open ? 160 : 1000); // the log folds (or unfolds)
                side.validate();
                assertThat(side.logFolded()).as("the log folded or unfolded").isEqualTo(open);
                side.setBounds(was); // and back
                side.validate();
                assertThat(side.logFolded()).as("the log back as it was").isEqualTo(!open);
                return queued;
            } finally {
                RepaintManager.setCurrentManager(before);
            }
        });
        assertThat(asked).as("validate roots asked for by the column's own layout").isEmpty();
    }
}
