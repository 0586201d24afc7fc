package org.eternalsevens.testkit;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.setup.Setup;

/** Setups and records for tests. */
public final class Games {
    private Games() {
    }

    public static RecordSetup recordSetup(String level, String... seats) {
        return new RecordSetup(level, List.of(seats), seats[0], null, null, null, null);
    }

    public static Setup setup(String level, String... seats) {
        return recordSetup(level, seats).toSetup(ContentLoader.defaults()).setup();
    }

    public static GameRecord record(List<String> moves, String level, String... seats) {
        return new GameRecord(recordSetup(level, seats), moves, null);
    }

    public static Setup beginner4() {
        return setup("beginner", "red", "blue", "green", "yellow");
    }
}
