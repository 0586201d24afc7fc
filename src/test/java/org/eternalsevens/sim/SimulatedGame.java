package org.eternalsevens.sim;

import java.util.List;
import java.util.Map;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.setup.Setup;

/** A finished simulated game: its seed, setup, record moves, the live final state, the real cards, and what it used. */
public record SimulatedGame(long seed, Setup setup, List<String> moves, GameState state, Table table,
                            Map<String, Integer> features) {
    public GameRecord record() {
        return new GameRecord(RecordSetup.of(setup), moves, null);
    }
}
