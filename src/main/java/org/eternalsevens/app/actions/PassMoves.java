package org.eternalsevens.app.actions;

import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.basics.Space;

/** Builds the pass moves for one icon of a board, written as plainly as the engine allows. */
final class PassMoves {
    private PassMoves() {
    }

    /** The mustplay pass on icon {@code index} with its token on {@code space}. */
    static Move.Pass onSpace(GameState s, Colour actor, int index, Space space) {
        return new Move.Pass(actor, LegalMoves.iconName(s, actor, index), new PassArgs.OnSpace(space));
    }

    /** Every way to pass on the icon: one move, or one per row, space or kind of discarded card. */
    static List<Move.Pass> variants(GameState s, Colour actor, int index) {
        return LegalMoves.passVariants(s, actor, index);
    }
}
