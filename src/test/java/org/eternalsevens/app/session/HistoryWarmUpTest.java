package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The history's part of the warm-up (P531): only where the home holds a history, and never onto history.db. */
class HistoryWarmUpTest {
    @TempDir
    Path home;

    @Test
    void P531_aHomeWithoutAHistoryIsLeftAlone() throws Exception {
        assertThat(HistoryWarmUp.run(home)).isFalse();
        try (var files = Files.list(home)) {
            assertThat(files).as("no history.db made, no native library kept").isEmpty();
        }
    }

    @Test
    void P531_aHomeWithAHistoryHasItsDriverLoadedAndItsFileUntouched() throws Exception {
        assertThat(History.finished(home, SimRecords.game(3), Instant.parse("2026-11-04T20:00:00Z"))).isNull();
        byte[] before = Files.readAllBytes(History.file(home));
        assertThat(HistoryWarmUp.run(home)).isTrue();
        assertThat(Files.readAllBytes(History.file(home))).isEqualTo(before);
    }
}
