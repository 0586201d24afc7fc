package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.util.List;

import javax.swing.JButton;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.paint.KeptButton;
import org.eternalsevens.app.paint.KeptLooks;
import org.eternalsevens.app.panels.PlayerPanel;
import org.eternalsevens.app.prompt.AnswerButton;

/**
 * P200: the action bar's buttons and the answers keep their looks, drawn once and copied. What the screen shows is
 * what drawing the buttons shows; a look seen before is a copy; anything that changes a look draws it anew.
 */
class KeptLooksTest extends AppGuiTest {
    private void standardGame() {
        openWindow();
        newGame("standard", List.of("red", "blue", "green", "yellow"), "red");
    }

    private void pointerAway() {
        robot.moveMouse(GuiActionRunner.execute(() -> {
            Point p = frame.getRootPane().getLocationOnScreen();
            return new Point(p.x + 5, p.y + 5);
        }));
        robot.waitForIdle();
    }

    @Test
    void ruling_P200_the_action_bar_on_screen_is_what_drawing_its_buttons_shows() {
        standardGame();
        send("red: play R5");
        pointerAway();
        Component bar = named("actions");
        assertThat(named("end-turn")).isInstanceOf(KeptButton.class);
        assertThat(allDrawn()).as("the buttons' looks were drawn").isPositive();
        ScreenVsDrawing.assertSame(bar);

        // back a move: other words on the pass buttons, other buttons enabled; the screen follows
        int before = moveCount();
        GuiActionRunner.execute(() -> frame.table().undo());
        waitFor("the undo", () -> moveCount() == before - 1);
        pointerAway();
        ScreenVsDrawing.assertSame(bar);
    }

    @Test
    void ruling_P200_a_look_seen_before_is_copied_and_a_changed_look_is_drawn_anew() {
        standardGame();
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
        ScreenVsDrawing.assertSame(end);
    }

    @Test
    void ruling_P200_the_answers_of_a_reveal_come_back_as_copies_at_the_next_reveal() {
        standardGame();
        send("red: pass eternal");
        pointerAway();
        Component answers = named("answers");
        assertThat(named("reveal-kraken")).isInstanceOf(AnswerButton.class);
        ScreenVsDrawing.assertSame(answers);
        send("red: reveal pegasus");
        int drawn = answersDrawn();
        // the next reveal offers the same eternals but Pegasus, in other places: their looks are copies
        send("blue: pass eternal");
        pointerAway();
        assertThat(GuiActionRunner.execute(answers::isShowing)).isTrue();
        assertThat(answersDrawn()).as("the same answers again: copies").isEqualTo(drawn);
        ScreenVsDrawing.assertSame(answers);
    }

    @Test
    void ruling_P200_the_log_on_screen_is_what_drawing_its_entries_shows() {
        standardGame();
        send("red: play R5");
        send("blue: pass eternal");
        send("blue: reveal pegasus");
        pointerAway();
        Component drawer = named("log-drawer");
        if (GuiActionRunner.execute(drawer::isShowing)) { // the log folded into its drawer (issue 25): open it
            GuiActionRunner.execute(() -> ((javax.swing.AbstractButton) drawer).doClick());
            waitFor("the log's drawer", () -> GuiActionRunner.execute(() -> named("log").isShowing()));
            pointerAway();
        }
        Component log = named("log").getParent(); // the log's viewport: what of it is on screen
        ScreenVsDrawing.assertSame(log);
        int before = moveCount();
        GuiActionRunner.execute(() -> frame.table().undo()); // an entry goes, the one before it is chosen again
        waitFor("the undo", () -> moveCount() == before - 1);
        pointerAway();
        ScreenVsDrawing.assertSame(log);
    }

    @Test
    void ruling_P200_a_dragon_offers_spaces_on_screen_are_what_drawing_them_shows() throws Exception {
        java.nio.file.Path record = writeRecord("expert-nine.json", "expert", List.of("red", "blue", "green", "yellow"),
                "red: play R5", "blue: play R6", "green: play R7", "yellow: play R8");
        openWindow();
        openRecord(record);
        click("R9"); // R40: a 9 offers a Dragon action; the legal spaces are buttons
        waitFor("the Dragon offer", () -> state().pending() == org.eternalsevens.rules.basics.Pending.DRAGON);
        pointerAway();
        assertThat(window.button("playable-1").target()).isInstanceOf(KeptButton.class);
        javax.swing.JComponent cards = (javax.swing.JComponent) named("dragonCards"); // in view, never scrolled (P330)
        robot.waitForIdle();
        ScreenVsDrawing.assertSame(cards);
    }

    @Test
    void ruling_P203_player_panels_keep_their_drawings_and_show_on_screen_what_drawing_shows() {
        standardGame();
        PlayerPanel red = (PlayerPanel) named("player-red");
        // a round of turns: each panel has been drawn as the player to move and as not
        send("red: play R5");
        send("blue: play R6");
        send("green: play R4");
        send("yellow: play R7");
        pointerAway();
        Integer before = GuiActionRunner.execute(red::drawings);
        send("red: play R3"); // Red's panel: no longer to move, one card fewer; nothing else changed in it
        pointerAway();
        Integer after = GuiActionRunner.execute(red::drawings);
        assertThat(after - before).as("Red's panel: its kept drawing, the changed labels drawn again alone")
                .isBetween(1, 3);
        for (String c : List.of("red", "blue", "green", "yellow")) {
            ScreenVsDrawing.assertSame(named("player-" + c));
        }
        int moves = moveCount();
        GuiActionRunner.execute(() -> frame.table().undo());
        waitFor("the undo", () -> moveCount() == moves - 1);
        pointerAway();
        for (String c : List.of("red", "blue", "green", "yellow")) {
            ScreenVsDrawing.assertSame(named("player-" + c));
        }
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

    private static javax.swing.JLabel sized(String words, int w, int h) {
        javax.swing.JLabel l = new javax.swing.JLabel(words);
        l.setSize(w, h);
        return l;
    }

    /** Paints {@code n} log entries on g, entry i under its own key and drawn by {@code draw.apply(i)}. */
    private static void paintEntries(java.awt.Graphics2D g, javax.swing.JLabel entry, String tag, int n,
            java.util.function.IntFunction<java.util.function.Consumer<java.awt.Graphics2D>> draw) {
        for (int i = 0; i < n; i++) {
            KeptLooks.paintEntry(entry, g, List.of(tag, i), draw.apply(i));
        }
    }

    @Test
    void ruling_P213_a_long_games_log_entries_do_not_push_out_the_answers_looks() {
        GuiActionRunner.execute(() -> {
            java.awt.image.VolatileImage screen = ScreenVsDrawing.screenImage(400, 120);
            javax.swing.JLabel answer = sized("an answer", 196, 91);
            javax.swing.JLabel entry = sized("an entry", 359, 19);
            java.util.function.Consumer<java.awt.Graphics2D> fill = g -> g.fillRect(0, 0, 10, 10);
            java.awt.Graphics2D g = screen.createGraphics();
            assertThat(KeptLooks.paint(answer, g, List.of("P213-answer"), fill)).isTrue();
            int drawn = KeptLooks.drawings();
            paintEntries(g, entry, "P213-entry", 300, i -> fill); // about two million pixels: more than a shelf holds
            assertThat(KeptLooks.drawings() - drawn).as("each entry drawn once").isEqualTo(300);
            drawn = KeptLooks.drawings();
            KeptLooks.paint(answer, g, List.of("P213-answer"), fill);
            assertThat(KeptLooks.drawings()).as("the answer's look, kept: copied").isEqualTo(drawn);
            KeptLooks.paintEntry(entry, g, List.of("P213-entry", 0), fill);
            assertThat(KeptLooks.drawings()).as("the first entry, given up for the later ones: drawn again")
                    .isEqualTo(drawn + 1);
            g.dispose();
            screen.flush();
            return null;
        });
    }

    @Test
    void ruling_P214_beyond_half_its_room_a_shelf_draws_new_looks_into_the_images_of_its_oldest() {
        GuiActionRunner.execute(() -> {
            java.awt.image.VolatileImage screen = ScreenVsDrawing.screenImage(400, 40);
            javax.swing.JLabel entry = sized("an entry", 359, 19);
            java.awt.Graphics2D g = screen.createGraphics();
            int made = KeptLooks.images();
            paintEntries(g, entry, "P214-entry", 300, i -> ig -> { // each entry in a colour of its own
                ig.setColor(new java.awt.Color(i % 256, 255 - i / 2, 40));
                ig.fillRect(0, 0, 359, 19);
            });
            int images = KeptLooks.images() - made;
            // a shelf holds 1.5 million pixels; an entry 359 × 19 = 6,821 at 100 %: about 110 fill half of it
            assertThat(images).as("images made for 300 entries of one size").isLessThan(150);
            int drawn = KeptLooks.drawings();
            KeptLooks.paintEntry(entry, g, List.of("P214-entry", 299), ig -> { });
            assertThat(KeptLooks.drawings()).as("the last entry: kept, copied").isEqualTo(drawn);
            java.awt.image.BufferedImage shown = screen.getSnapshot();
            assertThat(new java.awt.Color(shown.getRGB(10, 10))).as("the copy shows the last entry's own look")
                    .isEqualTo(new java.awt.Color(299 % 256, 255 - 299 / 2, 40));
            g.dispose();
            screen.flush();
            return null;
        });
    }

}
