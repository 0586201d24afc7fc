package org.eternalsevens.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.sim.GamerRuns;
import org.eternalsevens.sim.PlayedGame;
import org.eternalsevens.sim.Simulator;

/** Finished games from the tests' simulator, as records and record files (issue 27's tests and benchmark). */
public final class SimRecords {
    private SimRecords() {
    }

    /** A finished game: seeds run over Pro, Expert and Standard and over 2, 3 and 4 players. */
    public static GameRecord game(long seed) {
        int players = 2 + (int) Math.floorMod(seed, 3L);
        return switch ((int) Math.floorMod(seed / 3, 3L)) {
            case 0 -> gamer("pro", players, seed);
            case 1 -> gamer("expert", players, seed);
            default -> Simulator.play(seed, Level.STANDARD, players, null).record();
        };
    }

    public static GameRecord gamer(String level, int players, long seed) {
        PlayedGame g = GamerRuns.play(level, players, seed);
        return new GameRecord(RecordSetup.of(g.setup()), g.moves(), null);
    }

    /** Writes the record to {@code folder/name}, last changed at {@code when}. */
    public static Path write(Path folder, String name, GameRecord r, Instant when) throws IOException {
        Files.createDirectories(folder);
        Path f = folder.resolve(name);
        Files.writeString(f, RecordJson.write(r));
        Files.setLastModifiedTime(f, FileTime.from(when));
        return f;
    }
}
