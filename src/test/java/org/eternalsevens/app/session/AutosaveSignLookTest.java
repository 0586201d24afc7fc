package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.nio.file.Path;
import java.util.List;

import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import org.eternalsevens.app.DisplayRequired;
import org.eternalsevens.app.Shots;
import org.eternalsevens.app.WindowScreens;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** P266: the autosave sign's warning is in the theme's refusal colour, light or dark (it was a fixed pink). */
class AutosaveSignLookTest {
    @TempDir
    static Path dir;
    private JFrame frame;

    @BeforeAll
    static void display() {
        DisplayRequired.check("the autosave sign's look");
    }

    @AfterEach
    void close() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            frame.dispose();
            Theme.switchTo(false);
        });
    }

    /** The sign of a game that is not autosaved, in a window of the given theme: its label. */
    private JLabel signIn(boolean dark) throws Exception {
        JLabel[] out = new JLabel[1];
        SwingUtilities.invokeAndWait(() -> {
            Theme.setup(Settings.defaults(dir.resolve("prefs.json")));
            Theme.switchTo(dark);
            frame = new JFrame();
            JMenuBar bar = new JMenuBar();
            bar.add(new JMenu("Game"));
            frame.setJMenuBar(bar);
            frame.setSize(700, 120);
            AutosaveSign sign = new AutosaveSign(frame);
            sign.show(new GameSession(Games.beginner4(), Games.record(List.of(), "beginner", "red", "blue", "green",
                    "yellow"), List.of(), null), "the folder cannot be written.");
            frame.setVisible(true);
            for (Component c : bar.getComponents()) {
                if ("autosave-sign".equals(c.getName())) {
                    out[0] = (JLabel) c;
                }
            }
        });
        return out[0];
    }

    @Test
    void P266_theWarningIsInTheRefusalColourOfTheLightTheme() throws Exception {
        JLabel sign = signIn(false);
        assertThat(sign.getText()).startsWith("Not autosaving");
        assertThat(sign.getForeground()).isEqualTo(UIManager.getColor("EternalSevens.refusal"));
        shoot("light");
    }

    @Test
    void P266_theWarningIsInTheRefusalColourOfTheDarkTheme() throws Exception {
        JLabel sign = signIn(true);
        Color refusal = UIManager.getColor("EternalSevens.refusal");
        assertThat(sign.getForeground()).isEqualTo(refusal);
        assertThat(WindowScreens.ratio(refusal, UIManager.getColor("MenuBar.background")))
                .as("readable on the dark menu bar").isGreaterThanOrEqualTo(4.5);
        shoot("dark");
    }

    /** With -Des.shots=true, the window as drawn, to look at (Shots). */
    private void shoot(String name) throws Exception {
        Shots.draw("autosave-sign-" + name, frame.getRootPane());
    }
}
