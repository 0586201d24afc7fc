package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;

/** An app home with a real SQLite history of finished games from the simulator (the History window's tests). */
final class HistoryHomes {
    /** A game: simulator seed, names by seat, the day played (noon UTC). */
    record Played(long seed, List<String> names, String day) {
    }

    /** Four games, oldest first: Expert for 2 and 3 players, then Standard for 2 and 3. */
    static final List<Played> GAMES = List.of(
            new Played(3, List.of("Ann", "Ben"), "2026-07-01"),
            new Played(4, List.of("Cleo", "Ann", "Dev"), "2026-07-05"),
            new Played(6, List.of("Ben", "Cleo"), "2026-07-10"),
            new Played(7, List.of("Ann", "Dev", "Ben"), "2026-07-20"));

    private HistoryHomes() {
    }

    /** Enters {@link #GAMES} in the history of {@code home} (by File › Import's code); their records by day. */
    static Map<String, GameRecord> fill(Path home) throws Exception {
        Path folder = Files.createDirectories(home.resolve("old-games"));
        Map<String, GameRecord> out = new LinkedHashMap<>();
        for (Played p : GAMES) {
            GameRecord r = SimRecords.game(p.seed());
            RecordSetup s = r.setup();
            Map<String, String> names = new HashMap<>();
            for (int i = 0; i < s.seats().size(); i++) {
                names.put(s.seats().get(i), p.names().get(i));
            }
            GameRecord named = new GameRecord(new RecordSetup(s.level(), s.seats(), s.start(), names, s.instant(),
                    s.continuous(), s.boards(), s.eternalBoards(), s.round2Sides()), r.moves(), r.extra());
            out.put(p.day(), named);
            SimRecords.write(folder, "game-" + p.day() + ".json", named, Instant.parse(p.day() + "T12:00:00Z"));
        }
        try (History h = History.open(home).history()) {
            assertThat(h.importFolder(folder).entered()).isEqualTo(GAMES.size());
        }
        return out;
    }
}
