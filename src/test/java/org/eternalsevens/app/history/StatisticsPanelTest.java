package org.eternalsevens.app.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.history.Facts;
import org.eternalsevens.history.GameFacts;
import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;
import org.eternalsevens.history.Stats;
import org.eternalsevens.record.GameRecord;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statistics panel (P410, P411) over a real SQLite history of simulated games (seeds 1..12, Pro, Expert and
 * Standard, 2–4 players): what its tables show and what its charts plot are the games' own figures, counted here in
 * Java from the games' facts, and the same as {@link Stats}.
 */
class StatisticsPanelTest {
    @TempDir
    static Path home;
    @TempDir
    static Path folder;
    static final List<GameFacts> FACTS = new ArrayList<>();
    static StatisticsPanel.Data data;

    @BeforeAll
    static void history() throws Exception {
        System.out.println("StatisticsPanelTest seeds 1..12");
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-stats").resolve("s.properties"));
        SwingUtilities.invokeAndWait(() -> Theme.setup(prefs));
        for (long seed = 1; seed <= 12; seed++) {
            GameRecord r = SimRecords.game(seed);
            Instant when = Instant.parse("2026-11-01T10:00:00Z").plusSeconds(3_600 * seed);
            SimRecords.write(folder, "g" + seed + ".json", r, when);
            FACTS.add(((Facts.Read) Facts.of(r, when, null)).facts());
        }
        try (History h = History.open(home).history()) {
            h.importFolder(folder);
            data = StatisticsPanel.Data.read(h, null);
        }
    }

    private static StatisticsPanel panel() throws Exception {
        StatisticsPanel[] p = new StatisticsPanel[1];
        SwingUtilities.invokeAndWait(() -> p[0] = new StatisticsPanel(data));
        return p[0];
    }

    private static String fixed(double d) {
        return String.format(Locale.getDefault(Locale.Category.FORMAT), "%.2f", d);
    }

    @Test
    void P410_thePlayersTableShowsEachPlayersOwnFigures() throws Exception {
        StatsTable<Stats.PlayerLine> t = panel().players();
        // games, wins, place sum, rounds, hearts, stars, out, hard pass, eliminated: counted from the facts
        Map<String, int[]> e = new TreeMap<>();
        for (GameFacts g : FACTS) {
            for (GameFacts.Seat s : g.seats()) {
                int[] n = e.computeIfAbsent(s.name(), k -> new int[9]);
                n[0]++;
                n[1] += s.won() ? 1 : 0;
                n[2] += s.place();
                for (GameFacts.RoundLine l : g.rounds()) {
                    if (l.colour().equals(s.colour())) {
                        n[3]++;
                        n[4] += l.heartsGained();
                        n[5] += l.starsGained();
                        n[6] += l.left() == GameFacts.Left.OUT ? 1 : 0;
                        n[7] += l.left() == GameFacts.Left.HARD_PASS ? 1 : 0;
                        n[8] += l.left() == GameFacts.Left.ELIMINATED ? 1 : 0;
                    }
                }
            }
        }
        assertThat(t.getRowCount()).isEqualTo(e.size());
        for (int row = 0; row < t.getRowCount(); row++) {
            int[] n = e.get(t.text(row, 0));
            assertThat(n).as("a player of the games: " + t.text(row, 0)).isNotNull();
            List<String> shown = new ArrayList<>();
            for (int c = 0; c < t.getColumnCount(); c++) {
                shown.add(t.text(row, c));
            }
            assertThat(shown).containsExactly(t.text(row, 0), String.valueOf(n[0]), String.valueOf(n[1]),
                    fixed((double) n[2] / n[0]), fixed((double) n[4] / n[3]), fixed((double) n[5] / n[3]),
                    Math.round(100.0 * n[6] / n[3]) + "%", Math.round(100.0 * n[7] / n[3]) + "%",
                    Math.round(100.0 * n[8] / n[3]) + "%");
        }
        assertThat(e.values().stream().mapToInt(n -> n[6] + n[7] + n[8]).sum()).as("the rates are not all 0")
                .isPositive();
    }

    @Test
    void P410_theBoardsAndLevelsTablesMatchTheStatistics() throws Exception {
        StatisticsPanel p = panel();
        Stats s = data.stats();
        assertThat(s.boards()).as("the seeds hold Pro games").isNotEmpty();
        StatsTable<Stats.BoardLine> b = p.boards();
        assertThat(b.getRowCount()).isEqualTo(s.boards().size());
        List<Integer> numbers = new ArrayList<>();
        for (int row = 0; row < b.getRowCount(); row++) {
            String side = b.text(row, 0);
            numbers.add(Integer.valueOf(side.replaceAll("\\D", "")));
            Stats.BoardLine l = s.boards().stream().filter(x -> x.board().equals(side)).findFirst().orElseThrow();
            assertThat(List.of(b.text(row, 0), b.text(row, 1), b.text(row, 2), b.text(row, 3), b.text(row, 4),
                    b.text(row, 5))).containsExactly(l.board(), l.name(), String.valueOf(l.chosen()),
                    String.valueOf(l.wins()), Math.round(100.0 * l.wins() / l.chosen()) + "%",
                    fixed(l.averageHearts()));
        }
        assertThat(numbers).as("the sides in the boards' order, 1A before 10A").isSorted();
        Map<String, Integer> levels = new TreeMap<>();
        FACTS.forEach(g -> levels.merge(g.level() + "/" + g.seats().size(), 1, Integer::sum));
        StatsTable<Stats.LevelLine> l = p.levels();
        Map<String, Integer> shown = new TreeMap<>();
        for (int row = 0; row < l.getRowCount(); row++) {
            shown.put(l.text(row, 0).toLowerCase(Locale.ROOT) + "/" + l.text(row, 1), Integer.valueOf(l.text(row, 2)));
        }
        assertThat(shown).isEqualTo(levels);
    }

    @Test
    void P411_thePlacesChartPlotsTheShareOfEachPlayersGamesInEachPlace() throws Exception {
        CategoryDataset d = PlacesChart.data(data.places());
        Map<String, int[]> e = new TreeMap<>();
        for (GameFacts g : FACTS) {
            for (GameFacts.Seat s : g.seats()) {
                e.computeIfAbsent(s.name(), k -> new int[5])[s.place()]++;
            }
        }
        assertThat(d.getColumnKeys()).hasSameSizeAs(e.keySet());
        for (Object name : d.getColumnKeys()) {
            int[] n = e.get((String) name);
            int games = n[1] + n[2] + n[3] + n[4];
            double sum = 0;
            for (int place = 1; place <= 4; place++) {
                double share = d.getValue(place - 1, d.getColumnIndex((String) name)).doubleValue();
                assertThat(share).as(name + " place " + place).isCloseTo(100.0 * n[place] / games,
                        org.assertj.core.api.Assertions.within(1e-9));
                sum += share;
            }
            assertThat(sum).isCloseTo(100, org.assertj.core.api.Assertions.within(1e-9));
        }
    }

    @Test
    void P411_theBoardsChartPlotsEachSidesWinRate() {
        CategoryDataset d = BoardsChart.data(data.stats().boards());
        assertThat(d.getColumnCount()).isEqualTo(data.stats().boards().size());
        for (int i = 0; i < d.getColumnCount(); i++) {
            Stats.BoardLine b = data.stats().boards().get(i);
            assertThat(d.getColumnKey(i).toString()).startsWith(b.board() + " ");
            assertThat(d.getValue(0, i).doubleValue()).isCloseTo(100.0 * b.wins() / b.chosen(),
                    org.assertj.core.api.Assertions.within(1e-9));
        }
    }

    @Test
    void P410_anEmptyHistorySaysSoInsteadOfEmptyTables(@TempDir Path empty) throws Exception {
        StatisticsPanel.Data none;
        try (History h = History.open(empty).history()) {
            none = StatisticsPanel.Data.read(h, null);
        }
        StatisticsPanel[] p = new StatisticsPanel[1];
        SwingUtilities.invokeAndWait(() -> p[0] = new StatisticsPanel(none));
        assertThat(org.eternalsevens.app.WindowScreens.all(p[0])).extracting(java.awt.Component::getName)
                .contains("stats-none").doesNotContain("stats-tabs", "stats-players");
    }
}
