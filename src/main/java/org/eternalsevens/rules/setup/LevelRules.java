package org.eternalsevens.rules.setup;

import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.board.Board;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;

/**
 * What a level uses, read from profiles/: discs, token cap, Must Play cap, which eternals a deck may hold and
 * how many, the default decks (R31), and the player boards (R29).
 */
public record LevelRules(Level level, int discs, int tokenCap, int mustPlayMax,
                         List<InstantEternal> instantAllowed, int instantMin, int instantMax,
                         List<ContinuousEternal> continuousAllowed, int continuousMin, int continuousMax,
                         List<InstantEternal> defaultInstant, List<InstantEternal> defaultInstantTwoPlayer,
                         List<ContinuousEternal> defaultContinuous,
                         Map<String, Board> boards, Map<Colour, String> defaultBoards) {
    public LevelRules {
        instantAllowed = List.copyOf(instantAllowed);
        continuousAllowed = List.copyOf(continuousAllowed);
        defaultInstant = List.copyOf(defaultInstant);
        defaultInstantTwoPlayer = List.copyOf(defaultInstantTwoPlayer);
        defaultContinuous = List.copyOf(defaultContinuous);
        boards = Map.copyOf(boards);
        defaultBoards = Map.copyOf(defaultBoards);
    }

    /** Whether Additional Play Tokens exist at this level (R16: none in Beginner). */
    public boolean usesTokens() {
        return tokenCap > 0;
    }
}
