package org.eternalsevens.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.sim.PlayedGame;
import org.eternalsevens.sim.ProGames;

/**
 * The records {@link ClickFirsts} measures on ({@code write DIR}), each with where to open it: the index of the
 * first Hard Pass of the player to move, of the move that ends round 1 and of round 2's first click, in
 * {@code NAME.txt}. Split from ClickFirsts.
 */
final class FirstsRecords {
    private FirstsRecords() {
    }

    /** The Expert game of ClickBench and the first Pro game with a click in round 2, with where to open each. */
    static void write(Path dir) throws Exception {
        Files.createDirectories(dir);
        ClickGames.Game e = ClickGames.expert(40);
        List<GameState> states = new ArrayList<>(List.of(GameState.initial(e.setup())));
        for (String m : e.moves()) {
            states.add(((org.eternalsevens.rules.Outcome.Applied) org.eternalsevens.rules.Engine.apply(
                    states.get(states.size() - 1), Notation.parse(m))).state());
        }
        save(dir, "expert", new PlayedGame(e.setup(), e.moves(), states));
        for (long seed = 1; seed < 200; seed++) {
            PlayedGame p = ProGames.play(4, seed);
            if (firstClickOfRound2(p) > 0) {
                save(dir, "pro", p);
                return;
            }
        }
        throw new IllegalStateException("no Pro game with a click in round 2");
    }

    private static void save(Path dir, String name, PlayedGame g) throws Exception {
        RecordFiles.save(dir.resolve(name + ".json"), new GameRecord(RecordSetup.of(g.setup()), g.moves(), null));
        int hardPass = -1;
        for (int i = 0; i < g.moves().size() && hardPass < 0; i++) {
            if (g.moves().get(i).contains(": hardpass") && isActor(g, i)) {
                hardPass = i;
            }
        }
        Files.writeString(dir.resolve(name + ".txt"), hardPass + " " + roundEnd(g) + " " + firstClickOfRound2(g));
    }

    private static boolean isActor(PlayedGame g, int i) throws Exception {
        Move m = Notation.parse(g.moves().get(i));
        return m.actor() == g.states().get(i).toMove();
    }

    /** The index of the move that ends round 1 (-1: none). */
    private static int roundEnd(PlayedGame g) {
        for (int i = 0; i + 1 < g.states().size(); i++) {
            if (g.states().get(i + 1).round() > g.states().get(i).round()) {
                return i;
            }
        }
        return -1;
    }

    private static int firstClickOfRound2(PlayedGame g) throws Exception {
        int end = roundEnd(g);
        for (int i = end + 1; end >= 0 && i < g.moves().size() - 1; i++) {
            if (Notation.parse(g.moves().get(i)) instanceof Move.Play && isActor(g, i)) {
                return i;
            }
        }
        return -1;
    }
}
