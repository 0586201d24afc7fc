package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.nio.file.Path;

import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.setup.GameContent;

/**
 * P575, the fold review's leftover (docs/screens-reviewed.md): on a 1920×1080 screen at 100% a Casual field keeps its
 * place and size, to the pixel, while a prompt's answers appear over it and go again. The answers lie over the
 * field's top (issue 8, defect 3); nothing they ask for may come out of the field's column, and the players' panels,
 * which change with the same moves, find their room in the side column without narrowing the field. One game in
 * one window, moved on as a player does: play, the reveal's answers, play again.
 */
class CasualFieldSteadyTest extends GuiTestBase {
    private static final GameContent CONTENT = ContentLoader.defaults();
    @TempDir
    Path home;
    private MainFrame frame;

    @AfterEach
    void close() {
        WindowScreens.closeAll();
    }

    @ParameterizedTest(name = "dark {0}")
    @ValueSource(booleans = {false, true})
    void P575_theCasualFieldKeepsItsSizeWhileAPromptsAnswersShowAndGo(boolean dark) {
        frame = WindowScreens.open(CONTENT, WindowScreens.screen(home, 1920, 1080, 100, dark), 1920, 1080);
        GuiActionRunner.execute(() -> frame.play(WindowScreens.session(CONTENT, "standard")));
        Rectangle play = field("play", false);
        send("red: pass discard+1");
        send("blue: pass rare+1");
        assertThat(field("play, the third player to move", false)).isEqualTo(play);
        send("green: pass eternal+1");
        assertThat(field("the reveal's answers", true)).as("the field with the answers shown").isEqualTo(play);
        send("green: reveal kraken");
        assertThat(field("play after the reveal", false)).as("the field once the answers went").isEqualTo(play);
    }

    private void send(String move) {
        GuiActionRunner.execute(() -> frame.table().sendTyped(move));
    }

    /** The field's bounds in the window once laid out as a player sees it (after FlowWrap's second pass, P552). */
    private Rectangle field(String what, boolean answers) {
        robot.waitForIdle();
        GuiActionRunner.execute(() -> frame.validate());
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            frame.validate();
            assertThat(shows("answers")).as(what + ": the answers card shows").isEqualTo(answers);
            Component area = named("field-area");
            Rectangle r = SwingUtilities.convertRectangle(area.getParent(), area.getBounds(), frame.getRootPane());
            System.out.println("P575 " + what + ": field " + r.width + "x" + r.height + " at " + r.x + "," + r.y);
            return r;
        });
    }

    private Component named(String name) {
        return WindowScreens.all(frame.getRootPane()).stream().filter(c -> name.equals(c.getName())).findFirst()
                .orElseThrow();
    }

    private boolean shows(String name) {
        return WindowScreens.all(frame.getRootPane()).stream()
                .anyMatch(c -> name.equals(c.getName()) && c.isShowing() && c.getHeight() > 0);
    }
}
