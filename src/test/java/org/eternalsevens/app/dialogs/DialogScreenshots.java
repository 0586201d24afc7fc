package org.eternalsevens.app.dialogs;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

import javax.imageio.ImageIO;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;

import org.eternalsevens.app.FinishedGames;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.setup.GameContent;

/**
 * A tool, not a test: renders every dialog to target/screenshots at 100% and 200%, light and dark, so each
 * screen can be looked at. Its name keeps it out of the normal test run; run it with
 * {@code xvfb-run -a mvn -o test -Dtest=DialogScreenshots}.
 */
class DialogScreenshots {
    private final GameContent content = ContentLoader.defaults();

    @Test
    void render_every_dialog() throws Exception {
        Path out = Path.of("target/screenshots");
        Files.createDirectories(out);
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-shots").resolve("s.properties"));
        SwingUtilities.invokeAndWait(() -> Theme.setup(prefs));
        for (int scale : new int[] {100, 200}) {
            for (boolean dark : new boolean[] {false, true}) {
                String tag = scale + (dark ? "-dark" : "-light");
                prefs.dark(dark);
                prefs.scalePercent(scale);
                SwingUtilities.invokeAndWait(() -> {
                    Theme.switchTo(dark);
                    Theme.scaleTo(scale);
                });
                shoot(out.resolve("new-game-" + tag + ".png"),
                        () -> new NewGameDialog(null, content, prefs, null));
                shoot(out.resolve("new-game-standard-" + tag + ".png"), () -> {
                    NewGameDialog d = new NewGameDialog(null, content, prefs, null);
                    click(d, "players3");
                    click(d, "level.standard");
                    click(d, "rollDie");
                    return d;
                });
                shoot(out.resolve("decks-" + tag + ".png"), () -> {
                    NewGameDialog d = new NewGameDialog(null, content, prefs, null);
                    click(d, "level.standard");
                    find(d, "tabs", JTabbedPane.class).setSelectedIndex(1);
                    click(d, "decks.defaults");
                    click(d, "instant.ghost");
                    click(d, "continuous.fairy");
                    return d;
                });
                shoot(out.resolve("results-" + tag + ".png"),
                        () -> new ResultsDialog(null, FinishedGames.fourPlayers(), () -> { }, () -> { }));
                shoot(out.resolve("preferences-" + tag + ".png"), () -> new PreferencesDialog(null, prefs));
                shoot(out.resolve("ranking-" + tag + ".png"), () -> {
                    RankingDialog d = new RankingDialog(null, content.gamer());
                    String[] facts = {"hearts-green", "20", "hearts-blue", "9", "hearts-yellow", "9", "hearts-red", "2",
                        "stars-yellow", "2", "stars-blue", "1", "stars-red", "4"};
                    for (int i = 0; i < facts.length; i += 2) {
                        find(d, facts[i], javax.swing.JSpinner.class).setValue(Integer.parseInt(facts[i + 1]));
                    }
                    return d;
                });
            }
        }
    }

    private static void shoot(Path file, Supplier<Window> make) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Window w = make.get();
            w.pack();
            w.validate();
            javax.swing.JRootPane root = ((javax.swing.RootPaneContainer) w).getRootPane();
            root.setSize(root.getPreferredSize());
            root.validate();
            BufferedImage img = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            root.printAll(g);
            g.dispose();
            try {
                ImageIO.write(img, "png", file.toFile());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            w.dispose();
        });
    }

    private static void click(Container root, String name) {
        find(root, name, javax.swing.AbstractButton.class).doClick();
    }

    private static <T> T find(Container root, String name, Class<T> type) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName()) && type.isInstance(c)) {
                return type.cast(c);
            }
            if (c instanceof Container) {
                T t = find((Container) c, name, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
