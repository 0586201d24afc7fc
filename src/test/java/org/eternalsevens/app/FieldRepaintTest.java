package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import javax.swing.JComponent;
import javax.swing.RepaintManager;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.rules.Space;
import org.junit.jupiter.api.Test;

/**
 * The field repaints only the spaces that change (issue 8, "a click answers within one frame"): a move asks for
 * the spaces whose card, tokens or highlight changed, never the whole field; moving the pointer asks for the space
 * left and the space entered.
 */
class FieldRepaintTest extends AppGuiTest {
    /** The repaint areas asked for the field, with the thread check of the GUI tests kept. */
    private static final class Recorder extends FailOnThreadViolationRepaintManager {
        final List<Rectangle> field = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void addDirtyRegion(JComponent c, int x, int y, int w, int h) {
            if ("field".equals(c.getName())) {
                field.add(new Rectangle(x, y, w, h));
            }
            super.addDirtyRegion(c, x, y, w, h);
        }
    }

    @Test
    void aMoveRepaintsTheSpacesThatChangedAndNotTheWholeField() {
        openWindow();
        newGame("beginner", List.of("red", "blue"), "red");
        click("R5");
        robot.waitForIdle();
        Recorder recorder = new Recorder();
        RepaintManager before = GuiActionRunner.execute(() -> {
            RepaintManager old = RepaintManager.currentManager(frame);
            RepaintManager.setCurrentManager(recorder);
            return old;
        });
        try {
            Rectangle b6 = GuiActionRunner.execute(() -> area(Space.parse("B6")));
            Rectangle whole = GuiActionRunner.execute(() -> new Rectangle(frame.field().getSize()));
            click("B6");
            robot.waitForIdle();

            List<Rectangle> asked = new ArrayList<>(recorder.field);
            assertThat(asked).as("the played space is repainted").contains(b6);
            assertThat(asked).as("never the whole field").doesNotContain(whole).allSatisfy(r ->
                    assertThat(r.width).isLessThan(whole.width / 4));
            assertThat(asked.size()).as("a few spaces, not all 48").isBetween(1, 24);

            recorder.field.clear();
            Point r0 = GuiActionRunner.execute(() -> frame.field().centreOf(Space.parse("R0")));
            Point g0 = GuiActionRunner.execute(() -> frame.field().centreOf(Space.parse("G0")));
            robot.moveMouse(frame.field(), r0);
            robot.waitForIdle();
            recorder.field.clear();
            robot.moveMouse(frame.field(), g0);
            robot.waitForIdle();
            assertThat(recorder.field).as("hover: the space left and the space entered")
                    .containsExactlyInAnyOrder(GuiActionRunner.execute(() -> area(Space.parse("R0"))),
                            GuiActionRunner.execute(() -> area(Space.parse("G0"))));
        } finally {
            GuiActionRunner.execute(() -> RepaintManager.setCurrentManager(before));
        }
    }

    /** A space's area with its highlight ring, as the field repaints it. */
    private Rectangle area(Space sp) {
        return frame.field().paintedArea(sp);
    }
}
