package org.eternalsevens.app;

import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.swing.SwingUtilities;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.AbstractComponentFixture;
import org.assertj.swing.image.ScreenshotTaker;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;

/**
 * Base of the AssertJ Swing tests. Without a display they fail in CI (the {@code CI} variable or
 * {@code -Des.requireGui=true}); on a developer's headless machine they are skipped with a message pointing to
 * issue #3 and to {@code xvfb-run -a}. A failing test leaves a screenshot in target/gui-failures/.
 */
@ExtendWith(GuiTestBase.ScreenshotOnFailure.class)
public abstract class GuiTestBase {
    protected Robot robot;

    @BeforeAll
    static void needDisplay() {
        DisplayRequired.check("the GUI tests");
        FailOnThreadViolationRepaintManager.install();
    }

    /** Every GUI test starts in the app's own look, light at 100%, whatever an earlier test changed. */
    @BeforeEach
    void makeRobot(@TempDir Path settings) {
        GuiActionRunner.execute(() -> Theme.setup(Settings.defaults(settings.resolve("settings.properties"))));
        robot = BasicRobot.robotWithNewAwtHierarchy();
    }

    @AfterEach
    void releaseRobot() {
        if (robot != null) {
            robot.cleanUp();
        }
    }

    /**
     * Presses a button or toggle with the keyboard (P580). Under Xvfb, a mouse click on a dialog that a click has just
     * opened is now and then lost; keys go to the focused button whatever the pointer did. Xvfb has no window manager
     * to give a closed dialog's owner the focus back, and AssertJ Swing's focus asks only within the focused window:
     * the button asks for the focus across windows itself, and the press waits until it has it.
     */
    protected static void press(AbstractComponentFixture<?, ?, ?> button) {
        button.requireEnabled();
        Component c = button.target();
        Pause.pause(new Condition("the focus on " + c.getName()) {
            @Override
            public boolean test() { // asked again at each look: a dialog just shown may take its own focus after
                return GuiActionRunner.execute(() -> {
                    if (c.isFocusOwner()) {
                        return true;
                    }
                    Window w = SwingUtilities.getWindowAncestor(c);
                    if (w != null && !w.isFocused()) {
                        w.toFront();
                    }
                    c.requestFocus();
                    return false;
                });
            }
        });
        button.pressAndReleaseKeys(KeyEvent.VK_SPACE);
    }

    /** Saves a screenshot of the desktop when a GUI test fails. */
    public static final class ScreenshotOnFailure implements AfterTestExecutionCallback {
        @Override
        public void afterTestExecution(ExtensionContext context) throws Exception {
            if (context.getExecutionException().isPresent() && !GraphicsEnvironment.isHeadless()) {
                Path dir = Path.of("target/gui-failures");
                Files.createDirectories(dir);
                Path png = dir.resolve(context.getDisplayName().replaceAll("[^A-Za-z0-9_-]", "_") + ".png");
                Files.deleteIfExists(png);
                new ScreenshotTaker().saveDesktopAsPng(png.toString());
            }
        }
    }
}
