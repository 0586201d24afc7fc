package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The History window's opening (P530, P531) on a real SQLite file in a temporary home: opened to read, records/ is
 * caught up with later, except for a rebuild after damage; the driver can be warmed without touching history.db.
 */
class OpenToReadTest {
    @TempDir
    Path home;

    static final Instant T = Instant.parse("2026-11-03T20:00:00Z");

    @Test
    void P530_openedToReadTheListComesBeforeTheLateGameWhichEnterLateEnters() throws Exception {
        assertThat(History.finished(home, SimRecords.game(1), T)).isNull();
        SimRecords.write(History.records(home), "game-late.json", SimRecords.game(2), T.plusSeconds(60));
        History.Opened o = History.openToRead(home);
        try (History h = o.history()) {
            assertThat(o.caughtUp()).as("not caught up on the way").isNull();
            assertThat(o.notice()).isNull();
            assertThat(h.games(GameRow.Filter.ALL)).hasSize(1);
            ImportReport r = h.enterLate();
            assertThat(r.entered()).isEqualTo(1);
            assertThat(r.notEntered()).isNull();
            assertThat(h.games(GameRow.Filter.ALL)).hasSize(2);
            assertThat(h.enterLate().entered()).as("entered once").isZero();
        }
    }

    @Test
    void P530_aDamagedHistoryOpenedToReadIsStillRebuiltOnTheWayAndToldWithItsCount() throws Exception {
        assertThat(History.finished(home, SimRecords.game(1), T)).isNull();
        assertThat(History.finished(home, SimRecords.game(2), T.plusSeconds(1))).isNull();
        Files.write(History.file(home), "no SQLite file".repeat(300).getBytes(StandardCharsets.UTF_8));
        History.Opened o = History.openToRead(home);
        try (History h = o.history()) {
            assertThat(o.caughtUp()).isNotNull();
            assertThat(o.notice()).contains("history.damaged-").contains("(2 games)");
            assertThat(h.games(GameRow.Filter.ALL)).hasSize(2);
        }
    }

    @Test
    void P531_warmingTheDriverLeavesHistoryDbUntouched() throws Exception {
        assertThat(History.finished(home, SimRecords.game(1), T)).isNull();
        Path db = History.file(home);
        byte[] before = Files.readAllBytes(db);
        long time = Files.getLastModifiedTime(db).toMillis();
        java.util.List<String> files = names();
        History.warmDriver(home);
        assertThat(Files.readAllBytes(db)).isEqualTo(before);
        assertThat(Files.getLastModifiedTime(db).toMillis()).isEqualTo(time);
        assertThat(names()).as("no -wal or -shm beside it").isEqualTo(files);
    }

    private java.util.List<String> names() throws Exception {
        try (var files = Files.list(home)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
