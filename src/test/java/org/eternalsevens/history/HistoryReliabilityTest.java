package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;

import org.eternalsevens.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game comes first (issue 27, P374, P375): every case on a real SQLite file in a temporary home, no mocks. A
 * history that cannot be written never throws at the game's end; what was not entered is entered later.
 */
class HistoryReliabilityTest {
    @TempDir
    Path home;

    static final Instant T = Instant.parse("2026-11-02T20:00:00Z");

    int games() throws Exception {
        try (History h = History.open(home).history()) {
            return h.games(GameRow.Filter.ALL).size();
        }
    }

    @Test
    void P375_aDamagedHistoryIsMovedAsideAndRebuiltFromTheRecordsTellingThePlayersOnce() throws Exception {
        assertThat(History.finished(home, SimRecords.game(1), T)).isNull();
        assertThat(History.finished(home, SimRecords.game(2), T.plusSeconds(1))).isNull();
        byte[] garbage = "this is no SQLite file, it was damaged".repeat(200).getBytes(StandardCharsets.UTF_8);
        Files.write(History.file(home), garbage);
        History.Opened o = History.open(home);
        try (History h = o.history()) {
            assertThat(o.notice()).contains("history.damaged-").contains("(2 games)");
            assertThat(h.games(GameRow.Filter.ALL)).hasSize(2);
        }
        try (var files = Files.list(home)) {
            Path aside = files.filter(p -> p.getFileName().toString().startsWith("history.damaged-")).findFirst()
                    .orElseThrow();
            assertThat(Files.readAllBytes(aside)).isEqualTo(garbage); // kept as it was
        }
        History.Opened again = History.open(home);
        again.history().close();
        assertThat(again.notice()).isNull(); // told once
    }

    @Test
    void P375_aDamagedFileIsNeverMovedOverAnother() throws Exception {
        Files.writeString(History.file(home), "first damaged");
        Path one = HistoryDb.moveAside(History.file(home));
        Files.writeString(History.file(home), "second damaged");
        Path two = HistoryDb.moveAside(History.file(home));
        assertThat(one).isNotEqualTo(two);
        assertThat(Files.readString(one)).isEqualTo("first damaged");
        assertThat(Files.readString(two)).isEqualTo("second damaged");
    }

    @Test
    void P374_aHistoryLockedByAnotherCopyNeverStopsTheGameAndTheGameIsEnteredLater() throws Exception {
        assertThat(games()).isZero();
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + History.file(home));
             Statement s = other.createStatement()) {
            s.execute("BEGIN IMMEDIATE"); // the other copy holds a write transaction
            s.executeUpdate("INSERT INTO source(file, size, modified) VALUES ('x', 0, 0)");
            String said = History.finished(home, SimRecords.game(3), T, 200);
            assertThat(said).contains("another copy of the app is writing it").contains("entered the next time");
            assertThat(History.records(home)).isNotEmptyDirectory(); // the record is kept all the same
            s.execute("ROLLBACK");
        }
        assertThat(games()).isEqualTo(1); // entered when the history was next used
    }

    @Test
    void P375_writesWaitTheirTurnWhileTwoCopiesRead() throws Exception {
        History.finished(home, SimRecords.game(4), T);
        History.Opened first = History.open(home);
        History.Opened second = History.open(home); // two copies on one home both read
        try (History a = first.history(); History b = second.history()) {
            assertThat(a.games(GameRow.Filter.ALL)).hasSize(1);
            assertThat(b.games(GameRow.Filter.ALL)).hasSize(1);
        }
        CountDownLatch held = new CountDownLatch(1);
        Thread holder = new Thread(() -> {
            try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + History.file(home));
                 Statement s = other.createStatement()) {
                s.execute("BEGIN IMMEDIATE");
                held.countDown();
                Thread.sleep(400); // a short write of the other copy
                s.execute("COMMIT");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        holder.start();
        held.await();
        assertThat(History.finished(home, SimRecords.game(5), T.plusSeconds(1))).isNull(); // waited, then wrote
        holder.join();
        assertThat(games()).isEqualTo(2);
    }

    @Test
    void P374_aHomeWhereNothingCanBeWrittenGivesASentenceNeverAnException() throws Exception {
        Path file = home.resolve("a-file");
        Files.writeString(file, "a file, not a folder: nothing can be made under it");
        Path noHome = file.resolve("home");
        GameRecord g = SimRecords.game(6);
        String said = History.finished(noHome, g, T);
        assertThat(said).contains("could not be kept").contains("File \u203A Save record");
        assertThatThrownBy(() -> History.open(noHome)).isInstanceOf(HistoryException.class)
                .hasMessageContaining("cannot be opened");
    }

    @Test
    void P374_aHistoryFileThatCannotBeOpenedKeepsTheRecordAndEntersItLater() throws Exception {
        Files.createDirectories(History.file(home)); // history.db cannot be made: something else holds the name
        String said = History.finished(home, SimRecords.game(7), T);
        assertThat(said).contains("could not enter the game now");
        assertThat(History.records(home)).isNotEmptyDirectory();
        Files.delete(History.file(home));
        assertThat(games()).isEqualTo(1);
    }

    @Test
    void P373_aVersion1FileIsUpgradedKeepingItsGames() throws Exception {
        GameFacts g = ((Facts.Read) Facts.of(SimRecords.game(8), T, null)).facts();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + History.file(home))) {
            Schema.migrate(c, 1);
            assertThat(Schema.version(c)).isEqualTo(1);
            Entering.enter(c, g, 0, 0); // no file: version 1 has no table of files read
        }
        try (History h = History.open(home).history()) {
            assertThat(h.games(GameRow.Filter.ALL)).singleElement().satisfies(r ->
                    assertThat(r.seats()).hasSize(g.seats().size()));
            assertThat(h.stats(null).games()).isEqualTo(1);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + History.file(home))) {
            assertThat(Schema.version(c)).isEqualTo(Schema.VERSION).isEqualTo(2);
            c.createStatement().executeQuery("SELECT count(*) FROM source").close(); // version 2's table is there
        }
    }
}
