package org.eternalsevens.app.paint;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.eternalsevens.app.ScreenVsDrawing;
import org.eternalsevens.app.look.Icons;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.prompt.AnswerButton;

/**
 * P209: a kept button's new look is its frame (background and border), copied from the frame kept for its size and
 * state, with its words and icon drawn over it. On the X server's side, as the looks are kept, that is pixel for
 * pixel what drawing the whole button gives, for every kind of kept button and state, in both themes; and buttons
 * of one size and state with other words share one frame.
 */
class KeptButtonFrameTest {
    @ParameterizedTest(name = "dark: {0}")
    @ValueSource(booleans = {false, true})
    void ruling_P209_a_look_of_a_kept_frame_and_drawn_words_is_the_whole_button(boolean dark) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Theme.switchTo(dark);
            try {
                JPanel bar = new JPanel(); // the opaque panel the buttons stand on, as the action bar's
                List<KeptButton> buttons = buttons();
                for (KeptButton b : buttons) {
                    bar.add(b);
                    Dimension d = b.getPreferredSize();
                    b.setSize(Math.max(d.width, 120), d.height);
                }
                for (KeptButton b : buttons) {
                    BufferedImage whole = onScreen(b, b::paintWhole);
                    BufferedImage kept = onScreen(b, b::paint);
                    ScreenVsDrawing.assertSamePixels(whole, kept, ScreenImage.backdropOf(b).getRGB(), b.getName());
                }
            } finally {
                Theme.switchTo(false);
            }
        });
    }

    @org.junit.jupiter.api.Test
    void ruling_P209_buttons_of_one_size_and_state_share_their_frame() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            JPanel bar = new JPanel();
            KeptButton first = new KeptButton("First words P209");
            KeptButton second = new KeptButton("Other words P209");
            for (KeptButton b : List.of(first, second)) {
                bar.add(b);
                b.setSize(173, 29); // a size no other test gives a button: its frame is new
            }
            int looks = KeptLooks.drawings();
            int frames = KeptLooks.frameDrawings();
            onScreen(first, first::paint);
            assertThat(KeptLooks.drawings()).as("the first button's look").isEqualTo(looks + 1);
            assertThat(KeptLooks.frameDrawings()).as("and its frame").isEqualTo(frames + 1);
            onScreen(second, second::paint);
            assertThat(KeptLooks.drawings()).as("the second button's new look").isEqualTo(looks + 2);
            assertThat(KeptLooks.frameDrawings()).as("and no new frame").isEqualTo(frames + 1);
        });
    }

    /** Kept buttons as the app has them: words, an icon with words, an answer, and their states. */
    private static List<KeptButton> buttons() {
        List<KeptButton> out = new ArrayList<>();
        out.add(named(new KeptButton("End turn"), "words"));
        out.add(named(new KeptButton(Icons.get("pass-disc", 14)), "icon"));
        out.get(1).setText("mustplay+1");
        out.add(named(new AnswerButton("Pegasus", "When revealed, the player who played the card may play again."),
                "answer"));
        KeptButton off = named(new KeptButton("Declare elimination"), "disabled");
        off.setEnabled(false);
        out.add(off);
        KeptButton offIcon = named(new KeptButton(Icons.get("pass-disc", 14)), "disabled icon");
        offIcon.setText("rare");
        offIcon.setEnabled(false);
        out.add(offIcon);
        out.add(named(new KeptButton("<html>Words in <b>HTML</b></html>"), "html"));
        KeptButton hover = named(new KeptButton("Acquire"), "rollover");
        hover.getModel().setRollover(true);
        out.add(hover);
        KeptButton pressed = named(new KeptButton("shared icon (2 left)"), "pressed");
        pressed.getModel().setArmed(true);
        pressed.getModel().setPressed(true);
        out.add(pressed);
        return out;
    }

    private static KeptButton named(KeptButton b, String name) {
        b.setName(name);
        return b;
    }

    /** The button painted by {@code paint} into an image of the screen's kind, on what it stands on. */
    private static BufferedImage onScreen(JButton b, Consumer<Graphics2D> paint) {
        return ScreenVsDrawing.screenSide(b.getWidth(), b.getHeight(), ScreenImage.backdropOf(b), paint);
    }
}
