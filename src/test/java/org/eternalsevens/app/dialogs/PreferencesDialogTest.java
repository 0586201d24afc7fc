package org.eternalsevens.app.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.nio.file.Path;

import javax.swing.JButton;
import javax.swing.LookAndFeel;
import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;

class PreferencesDialogTest extends GuiTestBase {
    @TempDir
    Path home;
    private DialogFixture window;
    private LookAndFeel before;
    private Settings prefs;

    @BeforeEach
    void lookAndFeel() {
        before = UIManager.getLookAndFeel();
        prefs = Settings.load(home.resolve("settings.properties"));
        GuiActionRunner.execute(() -> Theme.setup(prefs));
    }

    @AfterEach
    void restore() throws Exception {
        if (window != null) {
            window.cleanUp();
        }
        GuiActionRunner.execute(() -> {
            UIScale.setZoomFactor(1f);
            UIManager.setLookAndFeel(before);
            return null;
        });
    }

    private void open() {
        PreferencesDialog d = GuiActionRunner.execute(() -> new PreferencesDialog(null, prefs));
        window = new DialogFixture(robot, d);
        window.show();
        window.focus(); // a first click on a window that has not yet taken the focus can be lost under Xvfb
    }

    @Test
    void dark_theme_applies_live_and_is_kept_for_the_next_run() {
        open();
        assertThat(GuiActionRunner.execute(Theme::isDark)).isFalse();
        press(window.toggleButton("dark"));
        assertThat(GuiActionRunner.execute(Theme::isDark)).isTrue();
        assertThat(Settings.load(prefs.file()).dark()).isTrue();
        press(window.toggleButton("light"));
        assertThat(GuiActionRunner.execute(Theme::isDark)).isFalse();
        assertThat(Settings.load(prefs.file()).dark()).isFalse();
    }

    @Test
    void the_scale_makes_text_and_controls_bigger_at_once_and_is_kept() {
        open();
        int fontBefore = GuiActionRunner.execute(() -> new JButton("Pass").getFont().getSize());
        int heightBefore = GuiActionRunner.execute(() -> new JButton("Pass").getPreferredSize().height);
        window.slider("scale").slideTo(200);
        assertThat(window.label("scaleValue").text()).isEqualTo("200%");
        assertThat(GuiActionRunner.execute(Theme::scalePercent)).isEqualTo(200);
        Font after = GuiActionRunner.execute(() -> new JButton("Pass").getFont());
        int heightAfter = GuiActionRunner.execute(() -> new JButton("Pass").getPreferredSize().height);
        assertThat(after.getSize()).isGreaterThanOrEqualTo(fontBefore * 2 - 1);
        assertThat(heightAfter).isGreaterThan(heightBefore * 3 / 2);
        assertThat(Settings.load(prefs.file()).scalePercent()).isEqualTo(200);
    }
}
