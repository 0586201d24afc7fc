package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eternalsevens.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each player's places for the places chart (P411), from a real SQLite history, against the games' facts. */
class PlacesTest {
    @TempDir
    Path home;
    @TempDir
    Path folder;

    @Test
    void P411_eachPlayersPlacesAreCountedFromTheirGames() throws Exception {
        System.out.println("PlacesTest seeds 1..12");
        List<GameFacts> facts = new ArrayList<>();
        for (long seed = 1; seed <= 12; seed++) {
            GameRecord r = SimRecords.game(seed);
            Instant when = Instant.parse("2026-10-01T12:00:00Z").plusSeconds(3_600 * seed);
            SimRecords.write(folder, "g" + seed + ".json", r, when);
            facts.add(((Facts.Read) Facts.of(r, when, null)).facts());
        }
        Map<String, int[]> expected = new TreeMap<>();
        for (GameFacts g : facts) {
            for (GameFacts.Seat s : g.seats()) {
                expected.computeIfAbsent(s.name(), k -> new int[Places.MOST])[s.place() - 1]++;
            }
        }
        try (History h = History.open(home).history()) {
            h.importFolder(folder);
            List<Places.Line> all = h.places(null);
            assertThat(all).extracting(Places.Line::name)
                    .containsExactlyElementsOf(h.stats(null).players().stream().map(Stats.PlayerLine::name).toList());
            for (Places.Line l : all) {
                int[] e = expected.get(l.name());
                assertThat(l.counts()).as(l.name()).containsExactly(e[0], e[1], e[2], e[3]);
                Stats.PlayerLine p = h.stats(null).players().stream().filter(x -> x.name().equals(l.name()))
                        .findFirst().orElseThrow();
                assertThat(l.games()).isEqualTo(p.games());
                assertThat(l.count(1)).isEqualTo(p.wins());
            }
            String one = all.get(all.size() - 1).name();
            assertThat(h.places(one)).extracting(Places.Line::name).containsExactly(one);
        }
    }
}
