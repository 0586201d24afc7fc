package org.eternalsevens.sim;

import org.eternalsevens.record.RecordJson;
import org.eternalsevens.rules.basics.Level;

/**
 * For the crash harness (scripts/crash-harness.py): prints the record of a legal simulated game, seeded, as one JSON
 * object, so that the harness has real moves to type into the app. Arguments: seed, level, players.
 */
public final class CrashGame {
    private CrashGame() {
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        Level level = Level.parse(args.length > 1 ? args[1] : "beginner");
        int players = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        SimulatedGame g = Simulator.play(seed, level, players, null);
        System.out.print(RecordJson.write(g.record()));
    }
}
