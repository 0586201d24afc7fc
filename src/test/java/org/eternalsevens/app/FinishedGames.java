package org.eternalsevens.app;

import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.setup.SetupCheck;

/** Finished games made by the engine itself, for the results tests and screenshots. */
public final class FinishedGames {
    private FinishedGames() {
    }

    /** A fresh Beginner game with these seats, red first in the list starting. */
    static GameState fresh(List<Colour> seats, Map<Colour, String> names) {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.BEGINNER, new java.util.ArrayList<>(seats), seats.get(0), names,
                null, null, null);
        if (!r.ok()) {
            throw new AssertionError(r.problems());
        }
        return GameState.initial(r.setup());
    }

    /** Applies the moves, failing on the first refusal. */
    static GameState play(GameState s, Move... moves) {
        for (Move m : moves) {
            Outcome o = Engine.apply(s, m);
            if (!(o instanceof Outcome.Applied)) {
                throw new AssertionError("refused: " + m + " " + o);
            }
            s = ((Outcome.Applied) o).state();
        }
        return s;
    }

    /**
     * Four players: Blue reaches two stars (1st), Green's hand is corrected to empty (went out 2nd), Red has no
     * disc left and is eliminated (4th, the 1st eliminated), Yellow is the last player in the game (3rd).
     */
    public static GameState fourPlayers() {
        GameState s = fresh(List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW),
                Map.of(Colour.RED, "Ann", Colour.BLUE, "Ben", Colour.GREEN, "Cleo", Colour.YELLOW, "Dev"));
        return play(s, new Move.TableFix(FixField.STARS, Colour.BLUE, 2),
                new Move.TableFix(FixField.HAND, Colour.GREEN, 0),
                new Move.TableFix(FixField.DISCS, Colour.RED, 0), new Move.Eliminate(Colour.RED));
    }
}
