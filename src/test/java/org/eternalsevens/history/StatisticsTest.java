package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eternalsevens.record.GameRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statistics and the list (issue 27, P376, P377): the SQL's figures against the same figures counted in Java from
 * the games' facts. Seeds 1..12 (printed).
 */
class StatisticsTest {
    @TempDir
    Path home;
    @TempDir
    Path folder;
    final List<GameFacts> facts = new ArrayList<>();
    static final Instant T = Instant.parse("2026-10-01T12:00:00Z");

    @BeforeEach
    void twelveGames() throws Exception {
        System.out.println("StatisticsTest seeds 1..12");
        for (long seed = 1; seed <= 12; seed++) {
            GameRecord r = SimRecords.game(seed);
            Instant when = T.plusSeconds(86_400 * seed);
            SimRecords.write(folder, "g" + seed + ".json", r, when);
            facts.add(((Facts.Read) Facts.of(r, when, null)).facts());
        }
        try (History h = History.open(home).history()) {
            assertThat(h.importFolder(folder).entered()).isEqualTo(12);
        }
    }

    @Test
    void P376_perPlayerFiguresAreTheGamesOwn() throws Exception {
        Stats s;
        try (History h = History.open(home).history()) {
            s = h.stats(null);
        }
        assertThat(s.games()).isEqualTo(12);
        Map<String, double[]> expected = new TreeMap<>(); // games, wins, place sum, rounds, hearts, out, hard, elim
        for (GameFacts g : facts) {
            for (GameFacts.Seat seat : g.seats()) {
                double[] e = expected.computeIfAbsent(seat.name(), k -> new double[8]);
                e[0]++;
                e[1] += seat.won() ? 1 : 0;
                e[2] += seat.place();
                for (GameFacts.RoundLine l : g.rounds()) {
                    if (l.colour().equals(seat.colour())) {
                        e[3]++;
                        e[4] += l.heartsGained();
                        e[5] += l.left() == GameFacts.Left.OUT ? 1 : 0;
                        e[6] += l.left() == GameFacts.Left.HARD_PASS ? 1 : 0;
                        e[7] += l.left() == GameFacts.Left.ELIMINATED ? 1 : 0;
                    }
                }
            }
        }
        assertThat(s.players()).extracting(Stats.PlayerLine::name).containsExactlyInAnyOrderElementsOf(expected.keySet());
        for (Stats.PlayerLine p : s.players()) {
            double[] e = expected.get(p.name());
            assertThat(p.games()).isEqualTo((int) e[0]);
            assertThat(p.wins()).isEqualTo((int) e[1]);
            assertThat(p.averagePlace()).isCloseTo(e[2] / e[0], within(1e-9));
            assertThat(p.rounds()).isEqualTo((int) e[3]);
            assertThat(p.heartsPerRound()).isCloseTo(e[4] / e[3], within(1e-9));
            assertThat(new int[] {p.wentOut(), p.hardPassed(), p.eliminated()})
                    .containsExactly((int) e[5], (int) e[6], (int) e[7]);
        }
        assertThat(s.players().stream().mapToInt(Stats.PlayerLine::wins).sum()).isGreaterThanOrEqualTo(12);
    }

    @Test
    void P376_perBoardSideAndPerLevelFigures() throws Exception {
        Stats s;
        try (History h = History.open(home).history()) {
            s = h.stats(null);
        }
        Map<String, int[]> boards = new TreeMap<>(); // chosen, wins, hearts
        Map<String, Integer> levels = new TreeMap<>();
        for (GameFacts g : facts) {
            levels.merge(g.level() + "/" + g.seats().size(), 1, Integer::sum);
            for (GameFacts.RoundLine l : g.rounds()) {
                if (l.board() != null) {
                    int[] b = boards.computeIfAbsent(l.board(), k -> new int[3]);
                    b[0]++;
                    b[1] += g.seats().stream().anyMatch(x -> x.colour().equals(l.colour()) && x.won()) ? 1 : 0;
                    b[2] += l.heartsGained();
                }
            }
        }
        assertThat(boards).isNotEmpty(); // the seeds hold Pro games
        assertThat(s.boards()).extracting(Stats.BoardLine::board).containsExactlyElementsOf(boards.keySet());
        for (Stats.BoardLine b : s.boards()) {
            int[] e = boards.get(b.board());
            assertThat(b.chosen()).isEqualTo(e[0]);
            assertThat(b.wins()).isEqualTo(e[1]);
            assertThat(b.winRate()).isCloseTo((double) e[1] / e[0], within(1e-9));
            assertThat(b.averageHearts()).isCloseTo((double) e[2] / e[0], within(1e-9));
            assertThat(b.name()).isNotBlank();
        }
        Map<String, Integer> got = new TreeMap<>();
        s.levels().forEach(l -> got.put(l.level() + "/" + l.players(), l.games()));
        assertThat(got).isEqualTo(levels);
    }

    @Test
    void P377_theListIsNewestFirstAndFiltersByPlayerLevelAndDate() throws Exception {
        try (History h = History.open(home).history()) {
            List<GameRow> all = h.games(GameRow.Filter.ALL);
            assertThat(all).hasSize(12);
            assertThat(all).extracting(GameRow::played).isSortedAccordingTo((a, b) -> b.compareTo(a));
            String name = facts.get(0).seats().get(0).name();
            long withName = facts.stream().filter(g -> g.seats().stream().anyMatch(x -> x.name().equals(name))).count();
            assertThat(h.games(new GameRow.Filter(name, null, null, null))).hasSize((int) withName);
            assertThat(h.stats(name).games()).isEqualTo((int) withName);
            assertThat(h.stats(name).players()).extracting(Stats.PlayerLine::name).containsExactly(name);
            long pro = facts.stream().filter(g -> g.level().equals("pro")).count();
            assertThat(h.games(new GameRow.Filter(null, "pro", null, null))).hasSize((int) pro)
                    .allSatisfy(r -> assertThat(r.level()).isEqualTo("pro"));
            Instant from = T.plusSeconds(86_400 * 3);
            Instant before = T.plusSeconds(86_400 * 7);
            assertThat(h.games(new GameRow.Filter(null, null, from, before))).extracting(GameRow::played)
                    .allSatisfy(p -> assertThat(p).isBetween(from, before.minusMillis(1))).hasSize(4);
        }
    }

    @Test
    void P377_theCsvHasOneRowPerPlayerPerGame() throws Exception {
        StringWriter w = new StringWriter();
        int rows;
        try (History h = History.open(home).history()) {
            rows = h.csv(w);
        }
        int seats = facts.stream().mapToInt(g -> g.seats().size()).sum();
        assertThat(rows).isEqualTo(seats);
        String[] lines = w.toString().split("\r\n");
        assertThat(lines).hasSize(seats + 1);
        assertThat(lines[0]).startsWith("game,played,level,players,seat,colour,name,place,won");
        for (int i = 1; i < lines.length; i++) {
            assertThat(lines[i].split(",", -1)).hasSize(lines[0].split(",").length);
        }
    }

    @Test
    void P377_aCsvCellIsQuotedAndNeverAFormula() {
        assertThat(Listing.cell("Ann")).isEqualTo("Ann");
        assertThat(Listing.cell("Ann, Bob")).isEqualTo("\"Ann, Bob\"");
        assertThat(Listing.cell("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(Listing.cell("=SUM(A1)")).isEqualTo("'=SUM(A1)");
        assertThat(Listing.cell("-3")).isEqualTo("-3");
    }

    @Test
    void P401_thePlayersAreListedOnceEachAlphabetically() throws Exception {
        List<String> names = facts.stream().flatMap(g -> g.seats().stream()).map(GameFacts.Seat::name).distinct()
                .sorted(String.CASE_INSENSITIVE_ORDER.thenComparing(java.util.Comparator.naturalOrder())).toList();
        try (History h = History.open(home).history()) {
            assertThat(h.players()).containsExactlyElementsOf(names).doesNotHaveDuplicates();
        }
    }
}
