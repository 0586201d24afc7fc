package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.session.Settings;

/** The window as App.launch builds it: the field first, everything else right after the first paint. */
class DeferredWindowTest extends AppGuiTest {
    @Test
    void withoutAGameTheRestOfTheWindowStillFollowsTheFirstPaint() {
        frame = GuiActionRunner.execute(() -> new MainFrame(content(), Settings.load(), true));
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1400, 900));

        window.menuItem("menu-new").requireEnabled();
        window.textBox("command").requireVisible();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        window.button("pass-rare").requireEnabled();
        click("R6");
        assertThat(moves()).containsExactly("red: play R6");
        window.label("hand-red").requireText("11 cards in hand");
    }
}
