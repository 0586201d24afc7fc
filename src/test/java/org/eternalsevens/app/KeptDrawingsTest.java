package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.prompt.AnswersPanel;

/**
 * P197: the field's and the answers card's drawings are kept on the screen's side. A repaint that only passes over
 * the field (the answers card closing, a parent's repaint) copies the field instead of drawing its cards again, and
 * shows on screen what drawing it would; a reveal's card shown again (an undo of its answer) is a copy too.
 */
class KeptDrawingsTest extends AppGuiTest {
    private FieldView field() {
        return (FieldView) named("field");
    }

    @Test
    void ruling_P197_a_repaint_that_passes_over_the_field_copies_it_and_shows_what_drawing_shows() {
        openWindow();
        newGame("standard", List.of("red", "blue", "green", "yellow"), "red");
        send("red: play R5");
        FieldView field = field();
        // the pointer off the field: no hover and no tooltip over what is compared below
        robot.moveMouse(GuiActionRunner.execute(() -> {
            Point p = frame.getRootPane().getLocationOnScreen();
            return new Point(p.x + 5, p.y + 5);
        }));
        robot.waitForIdle();
        int before = GuiActionRunner.execute(field::drawings);
        assertThat(before).as("the field is drawn into its kept image").isPositive();
        GuiActionRunner.execute(() -> field.getParent().repaint()); // the field area, not the field itself
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(field::drawings)).as("nothing drawn again: copied").isEqualTo(before);

        // what the screen shows is what drawing the field shows (within antialiasing's rounding), row labels too:
        // the window opened with no game, so they came with the game
        ScreenVsDrawing.assertSame(field);
    }

    @Test
    void ruling_P197_a_reveals_card_shown_again_after_an_undo_is_copied_not_drawn_again() {
        openWindow();
        newGame("standard", List.of("red", "blue", "green", "yellow"), "red");
        send("red: pass eternal");
        AnswersPanel card = (AnswersPanel) named("answers");
        assertThat(GuiActionRunner.execute(card::isShowing)).isTrue();
        int shown = GuiActionRunner.execute(card::drawings);
        assertThat(shown).as("the card was drawn once").isPositive();
        send("red: reveal pegasus");
        assertThat(GuiActionRunner.execute(card::isShowing)).isFalse();
        int before = moveCount();
        GuiActionRunner.execute(() -> frame.table().undo());
        waitFor("the undo", () -> moveCount() == before - 1);
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(card::isShowing)).isTrue();
        assertThat(GuiActionRunner.execute(card::drawings)).as("shown again: copied").isEqualTo(shown);
    }
}
