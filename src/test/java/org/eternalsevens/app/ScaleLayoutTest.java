package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JSlider;
import javax.swing.JTextField;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.eternalsevens.app.dialogs.NewGameDialog;
import org.eternalsevens.app.dialogs.PreferencesDialog;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Space;

/** Issue 8, defects 2, 4, 7 and 10: the scale and the window's and dialogs' sizes. */
class ScaleLayoutTest extends GuiTestBase {
    @TempDir
    Path home;

    @AfterEach
    void back() {
        GuiActionRunner.execute(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                w.dispose();
            }
            com.formdev.flatlaf.util.UIScale.setZoomFactor(1f);
        });
        System.clearProperty("es.screen");
    }

    private Settings prefs(int scale) {
        Settings p = Settings.defaults(home.resolve("settings.properties"));
        p.scalePercent(scale);
        return p;
    }

    /** A card space's width in a window of this size at this scale, with a reveal prompt open. */
    private int cardWidth(int width, int height, int scale) {
        System.setProperty("es.home", home.toString());
        int w = GuiActionRunner.execute(() -> {
            Settings p = prefs(scale);
            Theme.setup(p);
            MainFrame f = new MainFrame(ContentLoader.defaults(), p);
            f.setBounds(0, 0, width, height);
            f.setVisible(true);
            f.play(WindowScreens.session(ContentLoader.defaults(), "standard", "red: pass discard+1",
                    "blue: pass rare+1", "green: pass eternal+1"));
            f.validate();
            return 0;
        });
        robot.waitForIdle();
        w = GuiActionRunner.execute(() -> {
            for (java.awt.Window win : java.awt.Window.getWindows()) {
                if (win instanceof MainFrame f && f.isShowing()) {
                    f.validate();
                    int got = f.field().boundsOf(Space.parse("R5")).width;
                    f.dispose();
                    return got;
                }
            }
            throw new AssertionError("no window");
        });
        System.clearProperty("es.home");
        return w;
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"1500, 950", "1920, 1080"})
    void defect_2_more_scale_takes_little_from_the_cards(int width, int height) {
        List<Integer> widths = new ArrayList<>();
        for (int scale : new int[] {100, 150, 200, 250}) {
            widths.add(cardWidth(width, height, scale));
        }
        System.out.println("card widths at 100/150/200/250% in " + width + "x" + height + ": " + widths);
        assertThat(widths.get(0)).as("a card at 100%").isGreaterThanOrEqualTo(width / 20);
        // P330 (issue 25) over P66: nothing below the field scrolls now, so a larger scale's taller prompt and
        // buttons take their height from the field, and the side column widens for the players' panels; the cards
        // keep two thirds of their width at least
        for (int i = 1; i < widths.size(); i++) {
            assertThat(widths.get(i)).as("card width at step " + i + " of " + widths)
                    .isGreaterThanOrEqualTo(widths.get(0) * 2 / 3);
        }
    }

    @Test
    void defect_4_releasing_the_dragged_scale_slider_raises_nothing_and_applies_the_scale() {
        Settings p = prefs(100);
        GuiActionRunner.execute(() -> Theme.setup(p));
        PreferencesDialog d = GuiActionRunner.execute(() -> {
            PreferencesDialog dialog = new PreferencesDialog(null, p);
            dialog.setModal(false);
            dialog.setVisible(true);
            return dialog;
        });
        robot.waitForIdle();
        // a drag ends in the slider's own mouse release, with the value adjusting until then: the release must not
        // rebuild the slider's look under its feet (a NullPointerException in BasicSliderUI before the fix)
        GuiActionRunner.execute(() -> {
            JSlider s = find(d, "scale", JSlider.class);
            s.setValueIsAdjusting(true);
            s.setValue(200);
            Point at = new Point(s.getWidth() / 2, s.getHeight() / 4);
            s.dispatchEvent(new MouseEvent(s, MouseEvent.MOUSE_RELEASED, System.currentTimeMillis(), 0, at.x, at.y,
                    1, false, MouseEvent.BUTTON1));
            return null;
        });
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(Theme::scalePercent)).isEqualTo(200);
        assertThat(Settings.load(p.file()).scalePercent()).isEqualTo(200);
    }

    @Test
    void defect_10_preferences_grows_from_its_centre_and_stays_on_screen() {
        System.setProperty("es.screen", "1366x768");
        Settings p = prefs(100);
        GuiActionRunner.execute(() -> Theme.setup(p));
        PreferencesDialog d = GuiActionRunner.execute(() -> {
            PreferencesDialog dialog = new PreferencesDialog(null, p);
            dialog.setModal(false);
            dialog.setVisible(true);
            return dialog;
        });
        robot.waitForIdle();
        // centred on the 1366x768 screen, set again: under Xvfb a new window may report 0,0 at first
        GuiActionRunner.execute(() -> d.setLocation(683 - d.getWidth() / 2, 384 - d.getHeight() / 2));
        robot.waitForIdle();
        // the bounds just before the change, read in the same event as the change
        Rectangle before = GuiActionRunner.execute(() -> {
            Rectangle b = d.getBounds();
            find(d, "scale", JSlider.class).setValue(250);
            return b;
        });
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the dialog to grow") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> d.getWidth() > before.width * 3 / 2);
            }
        });
        robot.waitForIdle();
        Rectangle after = GuiActionRunner.execute(() -> d.getBounds());
        assertThat(after.width).isGreaterThan(before.width);
        assertThat(Math.abs(after.getCenterX() - before.getCenterX())).isLessThanOrEqualTo(2);
        assertThat(new Rectangle(0, 0, 1366, 768).contains(after)).as(after.toString()).isTrue();
        JButton close = GuiActionRunner.execute(() -> find(d, "close", JButton.class));
        List<String> problems = new ArrayList<>();
        GuiActionRunner.execute(() -> WindowScreens.whole(close, new Rectangle(0, 0, close.getWidth(),
                close.getHeight()), "Close", problems));
        assertThat(problems).isEmpty();
    }

    @Test
    void defect_7_the_new_game_dialog_grows_with_long_names_so_start_game_stays_in_sight() {
        System.setProperty("es.screen", "1366x768");
        Settings p = prefs(150);
        GuiActionRunner.execute(() -> Theme.setup(p));
        NewGameDialog d = GuiActionRunner.execute(() -> {
            NewGameDialog dialog = new NewGameDialog(null, ContentLoader.defaults(), p, null);
            dialog.setModal(false);
            dialog.setVisible(true);
            return dialog;
        });
        robot.waitForIdle();
        int before = GuiActionRunner.execute(() -> d.getWidth());
        GuiActionRunner.execute(() -> {
            find(d, "seat1.name", JTextField.class).setText("Alexandra-Marguerite von Hohenzollern");
            find(d, "rollDie", JButton.class).doClick();
            return null;
        });
        robot.waitForIdle();
        List<String> problems = new ArrayList<>();
        GuiActionRunner.execute(() -> {
            JButton start = find(d, "start", JButton.class);
            WindowScreens.whole(start, new Rectangle(0, 0, start.getWidth(), start.getHeight()), "Start game",
                    problems);
            WindowScreens.onScreen(d, new Rectangle(0, 0, 1366, 768), "New game", problems);
            return null;
        });
        assertThat(problems).isEmpty();
        assertThat(GuiActionRunner.execute(() -> d.getWidth())).isGreaterThanOrEqualTo(before);
    }

    private static <T> T find(java.awt.Container root, String name, Class<T> type) {
        for (java.awt.Component c : WindowScreens.all(root)) {
            if (name.equals(c.getName()) && type.isInstance(c)) {
                return type.cast(c);
            }
        }
        throw new AssertionError("no " + name);
    }
}
