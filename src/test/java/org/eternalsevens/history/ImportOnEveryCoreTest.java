package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The import read on every core and entered by one writer (P420), on statements prepared once (P421): the same games,
 * each whole, as one thread entering them one by one. Seeds 21..28 (printed).
 */
class ImportOnEveryCoreTest {
    @TempDir
    Path home;
    @TempDir
    Path folder;

    static final Instant T = Instant.parse("2026-09-01T12:00:00Z");

    @Test
    void P420_aFolderReadOnEveryCoreEntersEachGameOnceAndListsTheSkippedInTheFilesOrder() throws Exception {
        System.out.println("ImportOnEveryCoreTest seeds 21..28");
        List<GameFacts> facts = new ArrayList<>();
        List<String> hashes = new ArrayList<>();
        for (int seed = 21; seed <= 28; seed++) {
            GameRecord r = SimRecords.game(seed);
            hashes.add(Facts.hash(r).substring(0, 12));
            Instant when = T.plusSeconds(3_600L * seed);
            SimRecords.write(folder, "g" + seed + ".json", r, when);
            facts.add(((Facts.Read) Facts.of(r, when, null)).facts());
            if (seed % 3 == 0) { // the same game again, written differently, under a name read later
                Files.writeString(folder.resolve("h" + seed + "-again.json"),
                        RecordJson.write(r).replace("\n", "\r\n"));
            }
        }
        Files.writeString(folder.resolve("g25-broken.json"), "{ not a record");
        GameRecord whole = SimRecords.game(29);
        SimRecords.write(folder, "g26-half.json", whole.withMoves(whole.moves().subList(0, 7)), T);
        try (History h = History.open(home).history()) {
            ImportReport r = h.importFolder(folder);
            assertThat(r.entered()).isEqualTo(8);
            assertThat(r.already()).isEqualTo(3); // h21-again, h24-again, h27-again
            assertThat(r.skipped()).extracting(ImportReport.Skip::file).containsExactly("g25-broken.json",
                    "g26-half.json");
            assertThat(r.notEntered()).isNull();
            List<GameRow> rows = h.games(GameRow.Filter.ALL);
            assertThat(rows).hasSize(8);
            for (GameFacts g : facts) { // each game whole: every seat with its place, hearts and stars
                GameRow row = rows.stream().filter(x -> x.played().equals(g.played())).findFirst().orElseThrow();
                assertThat(row.seats()).containsExactlyElementsOf(g.seats());
            }
        }
        try (var kept = Files.list(History.records(home))) { // named by the same hash as Facts.hash gives (P371)
            assertThat(kept.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("game-"))
                    .map(n -> n.substring(n.length() - 17, n.length() - 5)))
                    .containsExactlyInAnyOrderElementsOf(hashes);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + History.file(home))) {
            assertThat(count(c, "round")).isEqualTo(facts.stream().mapToInt(g -> g.rounds().size()).sum());
            assertThat(count(c, "source")).isEqualTo(8);
        }
    }

    @Test
    void P421_oneEnteringEntersGameAfterGameEachWholeAndAFailedGameLeavesNothing() throws Exception {
        List<GameFacts> games = new ArrayList<>();
        for (int seed = 31; seed <= 33; seed++) {
            Facts.Reading read = Facts.of(SimRecords.game(seed), T.plusSeconds(seed), "g" + seed + ".json");
            games.add(((Facts.Read) read).facts());
        }
        GameFacts first = games.get(0);
        List<GameFacts.Seat> twice = new ArrayList<>(first.seats());
        twice.add(first.seats().get(0)); // the same colour twice: the seat table refuses it half way through the game
        GameFacts broken = new GameFacts("0".repeat(64), first.played(), first.level(), first.moves(), twice,
                first.rounds(), "broken.json");
        History.open(home).history().close();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + History.file(home));
             Entering e = new Entering(c)) {
            assertThat(e.game(games.get(0), 1, 1)).isTrue();
            assertThatThrownBy(() -> e.game(broken, 1, 1)).isInstanceOf(SQLException.class);
            assertThat(e.game(games.get(1), 1, 1)).isTrue();
            assertThat(e.game(games.get(0), 1, 1)).isFalse(); // the same content once (P371)
            assertThat(e.game(games.get(2), 1, 1)).isTrue();
            assertThat(e.has(broken.hash())).isFalse();
            assertThat(count(c, "game")).isEqualTo(3);
            assertThat(count(c, "seat")).isEqualTo(games.stream().mapToInt(g -> g.seats().size()).sum());
            assertThat(count(c, "round")).isEqualTo(games.stream().mapToInt(g -> g.rounds().size()).sum());
            assertThat(count(c, "source WHERE file = 'broken.json'")).isZero();
            assertThat(c.getAutoCommit()).isTrue(); // between games nothing holds the write lock
        }
    }

    static int count(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT count(*) FROM " + table)) {
            r.next();
            return r.getInt(1);
        }
    }
}
