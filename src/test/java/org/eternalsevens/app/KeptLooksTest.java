package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;

import javax.swing.JButton;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * P200: the action bar's buttons and the answers keep their looks, drawn once and copied. What the screen shows is
 * what drawing the buttons shows; a look seen before is a copy; anything that changes a look draws it anew.
 */
class KeptLooksTest extends AppGuiTest {
    private void pointerAway() {
        robot.moveMouse(GuiActionRunner.execute(() -> {
            Point p = frame.getRootPane().getLocationOnScreen();
            return new Point(p.x + 5, p.y + 5);
        }));
        robot.waitForIdle();
    }

    @Test
    void ruling_P200_the_action_bar_on_screen_is_what_drawing_its_buttons_shows() {
        openWindow();
        newGame("standard", List.of("red", "blue", "green", "yellow"), "red");
        send("red: play R5");
        pointerAway();
        Component bar = named("actions");
        assertThat(named("end-turn")).isInstanceOf(KeptButton.class);
        assertThat(allDrawn()).as("the buttons' looks were drawn").isPositive();
        assertSameOnScreen(bar);

        // back a move: other words on the pass buttons, other buttons enabled; the screen follows
        int before = moveCount();
        GuiActionRunner.execute(() -> frame.table().undo());
        waitFor("the undo", () -> moveCount() == before - 1);
        pointerAway();
        assertSameOnScreen(bar);
    }

    @Test
    void ruling_P200_a_look_seen_before_is_copied_and_a_changed_look_is_drawn_anew() {
        openWindow();
        newGame("standard", List.of("red", "blue", "green", "yellow"), "red");
        pointerAway();
        JButton end = (JButton) named("end-turn");
        boolean enabled = GuiActionRunner.execute(end::isEnabled);
        flip(end, !enabled);
        int drawn = allDrawn();
        flip(end, enabled);
        flip(end, !enabled);
        flip(end, enabled);
        assertThat(allDrawn()).as("both looks seen before: copies")
                .isEqualTo(drawn);

        GuiActionRunner.execute(() -> end.setText("End this turn"));
        robot.waitForIdle();
        assertThat(allDrawn()).as("new words: a new look").isGreaterThan(drawn);
        assertSameOnScreen(end);
    }

    @Test
    void ruling_P200_the_answers_of_a_reveal_come_back_as_copies_at_the_next_reveal() {
        openWindow();
        newGame("standard", List.of("red", "blue", "green", "yellow"), "red");
        send("red: pass eternal");
        pointerAway();
        Component answers = named("answers");
        assertThat(named("reveal-kraken")).isInstanceOf(AnswerButton.class);
        assertSameOnScreen(answers);
        send("red: reveal pegasus");
        int drawn = answersDrawn();
        // the next reveal offers the same eternals but Pegasus, in other places: their looks are copies
        send("blue: pass eternal");
        pointerAway();
        assertThat(GuiActionRunner.execute(answers::isShowing)).isTrue();
        assertThat(answersDrawn()).as("the same answers again: copies").isEqualTo(drawn);
        assertSameOnScreen(answers);
    }

    private int allDrawn() {
        Integer n = GuiActionRunner.execute(() -> KeptLooks.drawings());
        return n;
    }

    private int answersDrawn() {
        Integer n = GuiActionRunner.execute(() -> KeptLooks.drawings(AnswerButton.class));
        return n;
    }

    private void flip(JButton b, boolean on) {
        GuiActionRunner.execute(() -> b.setEnabled(on));
        robot.waitForIdle();
    }

    /** The component's pixels on screen against the same component painted directly into a picture. */
    private void assertSameOnScreen(Component c) {
        BufferedImage screen = GuiActionRunner.execute(() -> {
            Point at = c.getLocationOnScreen();
            return new java.awt.Robot().createScreenCapture(new Rectangle(at.x, at.y, c.getWidth(), c.getHeight()));
        });
        BufferedImage drawn = GuiActionRunner.execute(() -> {
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            Component under = c;
            while (under.getParent() != null && !under.isOpaque()) {
                under = under.getParent();
            }
            g.setColor(under.getBackground());
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            c.paint(g); // to a picture: drawn directly, never from a kept look
            g.dispose();
            return img;
        });
        int differ = 0;
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                if (far(screen.getRGB(x, y), drawn.getRGB(x, y))) {
                    differ++;
                }
            }
        }
        assertThat(differ).as("pixels of %s that differ, of %d", c.getName(), drawn.getWidth() * drawn.getHeight())
                .isLessThan(drawn.getWidth() * drawn.getHeight() / 200);
    }

    private static boolean far(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF)) > 24) {
                return true;
            }
        }
        return false;
    }
}
