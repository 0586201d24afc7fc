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
import org.eternalsevens.rules.basics.Space;
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

        final List<Rectangle> area = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void addDirtyRegion(JComponent c, int x, int y, int w, int h) {
            if ("field".equals(c.getName())) {
                field.add(new Rectangle(x, y, w, h));
            }
            if ("field-area".equals(c.getName()) && w > 0 && h > 0) {
                area.add(new Rectangle(x, y, w, h));
            }
            super.addDirtyRegion(c, x, y, w, h);
        }
    }

    /** Runs the test with the recorder as the repaint manager, and puts the one before back. */
    private void recording(java.util.function.Consumer<Recorder> test) {
        Recorder recorder = new Recorder();
        RepaintManager before = GuiActionRunner.execute(() -> {
            RepaintManager old = RepaintManager.currentManager(frame);
            RepaintManager.setCurrentManager(recorder);
            return old;
        });
        try {
            test.accept(recorder);
        } finally {
            GuiActionRunner.execute(() -> RepaintManager.setCurrentManager(before));
        }
    }

    @Test
    void aMoveRepaintsTheSpacesThatChangedAndNotTheWholeField() {
        openWindow();
        newGame("beginner", List.of("red", "blue"), "red");
        click("R5");
        robot.waitForIdle();
        recording(recorder -> {
            Rectangle b6 = GuiActionRunner.execute(() -> area(Space.parse("B6")));
            Rectangle whole = GuiActionRunner.execute(() -> new Rectangle(frame.field().getSize()));
            GuiActionRunner.execute(() -> frame.field().paintedApart()); // forget the earlier moves
            click("B6");
            robot.waitForIdle();

            List<Rectangle> asked = new ArrayList<>(recorder.field); // from Swing, and painted apart (P79)
            asked.addAll(GuiActionRunner.execute(() -> frame.field().paintedApart()));
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
            GuiActionRunner.execute(() -> frame.field().paintedApart());
            robot.moveMouse(frame.field(), g0);
            robot.waitForIdle();
            List<Rectangle> hover = new ArrayList<>(recorder.field);
            hover.addAll(GuiActionRunner.execute(() -> frame.field().paintedApart())); // far apart: each by itself
            assertThat(hover).as("hover: the space left and the space entered")
                    .containsExactlyInAnyOrder(GuiActionRunner.execute(() -> area(Space.parse("R0"))),
                            GuiActionRunner.execute(() -> area(Space.parse("G0"))));
        });
    }

    @Test
    void ruling_P79_theAnswersCardRepaintsWhereItWasAndIsNotTheWholeField() {
        openWindow();
        newGame("standard", List.of("red", "blue", "yellow", "green"), "red");
        recording(recorder -> {
            GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass eternal")); // the reveal's answers open
            robot.waitForIdle();
            Rectangle card = GuiActionRunner.execute(() -> named("answers").getBounds());
            Rectangle whole = GuiActionRunner.execute(() -> new Rectangle(named("field-area").getSize()));
            assertThat(card.isEmpty()).isFalse();
            assertThat(recorder.area).as("the card's own area").contains(card)
                    .allSatisfy(r -> assertThat(card.contains(r)).as(r + " inside the card " + card).isTrue())
                    .doesNotContain(whole);

            recorder.area.clear();
            GuiActionRunner.execute(() -> frame.table().sendTyped("red: reveal kraken")); // answered: the card goes
            robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> named("answers").isVisible())).isFalse();
            assertThat(recorder.area).as("where the card was").isNotEmpty()
                    .allSatisfy(r -> assertThat(card.contains(r)).as(r + " inside the card " + card).isTrue());
        });
    }

    /** A space's area with its highlight ring, as the field repaints it. */
    private Rectangle area(Space sp) {
        return frame.field().paintedArea(sp);
    }
}
