package org.eternalsevens.app.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.DisplayRequired;
import org.eternalsevens.app.WindowScreens;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.history.GameStory;
import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 27 §3 (P410–P414): the statistics' tabs and one game's story chart on a window the size of the screen, at
 * 1366×768 100%, 1920×1080 100% and 200%, light and dark, written to target/screens/stats-*.png to be looked at. No
 * table's header or figure is cut, every player's row is in sight without scrolling, and each chart keeps a
 * readable part of the window, its bars never crowded (the chart scrolls instead). 30 simulated games (seeds 1..30) among six names, and a four-player Pro game (seed 19).
 */
class StatsScreensTest {
    private static final Path OUT = Path.of("target/screens");
    private static final List<String> NAMES = List.of("Alexandra-Marguerite", "Bartholomew", "Cleo", "Dev",
            "Eun-ji", "Farouk");
    @TempDir
    static Path home;
    @TempDir
    static Path folder;
    private static StatisticsPanel.Data data;
    private static GameStory story;

    @BeforeAll
    static void history() throws Exception {
        DisplayRequired.check("the statistics screenshots");
        Files.createDirectories(OUT);
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-stats-screens").resolve("s.properties"));
        SwingUtilities.invokeAndWait(() -> Theme.setup(prefs));
        System.out.println("StatsScreensTest: seeds 1..30, story: Pro 4 players seed 19");
        for (long seed = 1; seed <= 30; seed++) {
            SimRecords.write(folder, "g" + seed + ".json", named(SimRecords.game(seed), (int) seed),
                    Instant.parse("2026-11-01T10:00:00Z").plusSeconds(3_600 * seed));
        }
        try (History h = History.open(home).history()) {
            h.importFolder(folder);
            data = StatisticsPanel.Data.read(h, null);
        }
        story = GameStory.of(named(SimRecords.gamer("pro", 4, 19), 0));
    }

    /** The record with the six names given round the seats, from {@code first} on. */
    static GameRecord named(GameRecord r, int first) {
        RecordSetup s = r.setup();
        Map<String, String> names = new HashMap<>();
        for (int i = 0; i < s.seats().size(); i++) {
            names.put(s.seats().get(i), NAMES.get((first + i) % NAMES.size()));
        }
        return new GameRecord(new RecordSetup(s.level(), s.seats(), s.start(), names, s.instant(), s.continuous(),
                s.boards(), s.eternalBoards(), s.round2Sides()), r.moves(), r.extra());
    }

    @AfterEach
    void back() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Theme.switchTo(false);
            Theme.scaleTo(100);
        });
    }

    @ParameterizedTest(name = "{0}x{1} at {2}%, dark {3}")
    @CsvSource({"1366, 768, 100, false", "1366, 768, 100, true", "1920, 1080, 100, false", "1920, 1080, 100, true",
            "1920, 1080, 200, false", "1920, 1080, 200, true"})
    void P410_theStatisticsAndTheStoryReadOnEachScreen(int w, int h, int scale, boolean dark) throws Exception {
        String tag = w + "x" + h + "-" + scale + (dark ? "-dark" : "-light");
        List<String> problems = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            Theme.switchTo(dark);
            Theme.scaleTo(scale);
            StatisticsPanel panel = new StatisticsPanel(data);
            JTabbedPane tabs = (JTabbedPane) named(panel, "stats-tabs");
            String[] parts = {"players", "boards", "levels"};
            for (int i = 0; i < parts.length; i++) {
                tabs.setSelectedIndex(i);
                shoot(panel, w, h, "stats-" + parts[i] + "-" + tag, problems);
                JTable t = (JTable) named(tabs.getSelectedComponent(), "stats-" + parts[i]);
                readable(t, parts[i], i < 2 ? StatisticsPanel.BESIDE_CHART : t.getRowCount(), problems);
                if (i < 2) {
                    ChartView chart = (ChartView) named(tabs.getSelectedComponent(), "stats-"
                            + parts[i].replace("players", "places") + "-chart");
                    if (chart.getParent().getHeight() < tabs.getHeight() / 3) {
                        problems.add(parts[i] + "' chart has only " + chart.getParent().getHeight() + " px of "
                                + tabs.getHeight());
                    }
                    if (chart.getHeight() < chart.leastHeight()) {
                        problems.add(parts[i] + "' chart is drawn " + chart.getHeight() + " px high: its bars need "
                                + chart.leastHeight());
                    }
                }
            }
            JComponent chart = GameStoryChart.view(story);
            shoot(chart, w, h, "stats-story-" + tag, problems);
        });
        assertThat(problems).isEmpty();
    }

    /** Every header and figure of the table whole in its column, its rows in sight up to {@code rowsInView}. */
    private static void readable(JTable t, String what, int rowsInView, List<String> problems) {
        FontMetrics header = t.getTableHeader().getFontMetrics(t.getTableHeader().getFont());
        FontMetrics cells = t.getFontMetrics(t.getFont());
        for (int c = 0; c < t.getColumnCount(); c++) {
            int width = t.getColumnModel().getColumn(c).getWidth();
            String head = t.getColumnName(c);
            if (header.stringWidth(head) + 8 > width) {
                problems.add(what + ": the header \"" + head + "\" is cut (" + width + " px)");
            }
            for (int r = 0; r < t.getRowCount(); r++) {
                String text = ((javax.swing.JLabel) t.prepareRenderer(t.getCellRenderer(r, c), r, c)).getText();
                if (cells.stringWidth(text) + 4 > width) {
                    problems.add(what + ": \"" + text + "\" is cut (" + width + " px)");
                }
            }
        }
        if (t.getParent().getHeight() < Math.min(t.getRowCount(), rowsInView) * t.getRowHeight()) {
            problems.add(what + ": " + t.getRowCount() + " rows in " + t.getParent().getHeight() + " px");
        }
    }

    /** The component as a window's content the size of the screen less a task bar, written as a PNG. */
    private static void shoot(JComponent c, int w, int h, String name, List<String> problems) {
        JFrame f = new JFrame();
        try {
            f.setContentPane(c);
            f.addNotify();
            f.setSize(w, h - 40);
            f.validate();
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            c.printAll(g);
            g.dispose();
            ImageIO.write(img, "png", OUT.resolve(name + ".png").toFile());
        } catch (IOException e) {
            problems.add(name + ": " + e.getMessage());
        } finally {
            f.dispose();
        }
    }

    private static Component named(Component root, String name) {
        return WindowScreens.all((java.awt.Container) root).stream().filter(x -> name.equals(x.getName()))
                .findFirst().orElseThrow(() -> new AssertionError("no " + name));
    }
}
