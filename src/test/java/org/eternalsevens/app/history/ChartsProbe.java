package org.eternalsevens.app.history;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.history.GameStory;
import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;

/**
 * The packaged app's trimmed JFreeChart (P550): {@code .ci/package-check} runs this with the image's own runtime and
 * jar, under Xvfb. Simulated games go into a history; the statistics' tabs and a Pro game's story are laid out and
 * painted, light and dark. A chart class the package left out ends it with a {@code NoClassDefFoundError} and exit
 * code 1. Not a unit test.
 */
public final class ChartsProbe {
    private ChartsProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path home = Files.createTempDirectory("es-charts-probe");
        Path folder = Files.createDirectories(home.resolve("in"));
        Instant day = Instant.parse("2026-11-01T10:00:00Z");
        for (long seed = 1; seed <= 12; seed++) {
            SimRecords.write(folder, "g" + seed + ".json", SimRecords.game(seed), day.plusSeconds(3_600 * seed));
        }
        SimRecords.write(folder, "pro.json", SimRecords.gamer("pro", 4, 19), day.plusSeconds(86_400));
        StatisticsPanel.Data data;
        try (History h = History.open(home.resolve("home")).history()) {
            h.importFolder(folder);
            data = StatisticsPanel.Data.read(h, null);
        }
        GameStory story = GameStory.of(SimRecords.gamer("pro", 4, 19));
        Settings prefs = Settings.defaults(home.resolve("settings.properties"));
        int[] painted = {0};
        Throwable[] failed = {null};
        SwingUtilities.invokeAndWait(() -> {
            try {
                Theme.setup(prefs);
                for (boolean dark : new boolean[] {false, true}) {
                    Theme.switchTo(dark);
                    StatisticsPanel panel = new StatisticsPanel(data);
                    JTabbedPane tabs = (JTabbedPane) named(panel, "stats-tabs");
                    for (int i = 0; i < tabs.getTabCount(); i++) {
                        tabs.setSelectedIndex(i);
                        paint(panel);
                        painted[0]++;
                    }
                    paint(GameStoryChart.view(story));
                    painted[0]++;
                }
            } catch (Throwable e) { // a missing class is an Error: report it, and fail
                failed[0] = e;
            }
        });
        if (failed[0] != null) {
            System.out.println("charts-probe: failed: " + failed[0]);
            System.exit(1);
        }
        System.out.println("charts-probe: painted " + painted[0] + " screens of " + data.stats().games()
                + " games");
        System.exit(0);
    }

    private static void paint(JComponent c) {
        JFrame f = new JFrame();
        try {
            f.setContentPane(c);
            f.addNotify();
            f.setSize(1366, 728);
            f.validate();
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            c.printAll(g);
            g.dispose();
        } finally {
            f.dispose();
        }
    }

    private static Component named(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = named(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
