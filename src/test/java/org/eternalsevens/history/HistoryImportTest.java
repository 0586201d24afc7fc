package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Import and the records/ folder, on a real SQLite file in a temporary home (issue 27, P370–P372). */
class HistoryImportTest {
    @TempDir
    Path home;
    @TempDir
    Path folder;

    static final Instant T = Instant.parse("2026-11-01T18:00:00Z");

    @Test
    void P372_theSameContentImportedTwiceIsEnteredOnce() throws Exception {
        GameRecord a = SimRecords.game(1);
        SimRecords.write(folder, "a.json", a, T);
        SimRecords.write(folder, "b.json", SimRecords.game(2), T.plusSeconds(60));
        Files.writeString(folder.resolve("a-again.json"), org.eternalsevens.record.RecordJson.write(a)
                .replace("\n", "\r\n")); // written differently, the same game
        try (History h = History.open(home).history()) {
            ImportReport first = h.importFolder(folder);
            assertThat(first.entered()).isEqualTo(2);
            assertThat(first.already()).isEqualTo(1);
            ImportReport second = h.importFolder(folder);
            assertThat(second.entered()).isZero();
            assertThat(second.already()).isEqualTo(3);
            assertThat(h.games(GameRow.Filter.ALL)).hasSize(2);
            assertThat(h.stats(null).games()).isEqualTo(2);
        }
        try (var kept = Files.list(History.records(home))) { // each game entered is kept in records/ once
            assertThat(kept.filter(p -> p.getFileName().toString().startsWith("game-"))).hasSize(2);
        }
    }

    @Test
    void P372_anUnfinishedOrUnreadableRecordIsListedAsSkippedWithItsReason() throws Exception {
        GameRecord whole = SimRecords.game(3);
        SimRecords.write(folder, "half.json", whole.withMoves(whole.moves().subList(0, 10)), T);
        Files.writeString(folder.resolve("notes.txt"), "not a record at all");
        SimRecords.write(folder, "whole.json", whole, T);
        try (History h = History.open(home).history()) {
            ImportReport r = h.importFolder(folder);
            assertThat(r.entered()).isEqualTo(1);
            assertThat(r.skipped()).extracting(ImportReport.Skip::file).containsExactly("half.json", "notes.txt");
            assertThat(r.skipped().get(0).reason()).contains("not over").contains("10 moves");
            assertThat(r.skipped().get(1).reason()).isNotBlank();
            assertThat(r.words()).contains("1 game entered").contains("Skipped half.json: ");
        }
    }

    @Test
    void P374_recordsAddedToRecordsFolderAreEnteredWhenTheHistoryIsNextOpened() throws Exception {
        try (History h = History.open(home).history()) {
            assertThat(h.games(GameRow.Filter.ALL)).isEmpty();
        }
        SimRecords.write(History.records(home), "game-1.json", SimRecords.game(4), T);
        SimRecords.write(History.records(home), "game-2.json", SimRecords.game(5), T.plusSeconds(5));
        History.Opened o = History.open(home);
        try (History h = o.history()) {
            assertThat(o.caughtUp().entered()).isEqualTo(2);
            assertThat(h.games(GameRow.Filter.ALL)).extracting(GameRow::file)
                    .containsExactly("game-2.json", "game-1.json"); // newest first
        }
        History.Opened again = History.open(home);
        again.history().close();
        assertThat(again.caughtUp().entered()).isZero(); // read once: not read again until it changes
    }

    @Test
    void P370_aFinishedGameIsKeptInRecordsAndEntered() throws Exception {
        GameRecord g = SimRecords.game(6);
        assertThat(History.finished(home, g, T)).isNull();
        assertThat(History.finished(home, g, T.plusSeconds(99))).isNull(); // undone and finished again: kept once
        try (var kept = Files.list(History.records(home))) {
            assertThat(kept.toList()).singleElement().satisfies(p -> assertThat(p.getFileName().toString())
                    .isEqualTo("game-20261101-180000-" + Facts.hash(g).substring(0, 12) + ".json"));
        }
        try (History h = History.open(home).history()) {
            List<GameRow> rows = h.games(GameRow.Filter.ALL);
            assertThat(rows).hasSize(1);
        }
    }
}
