package org.eternalsevens.app;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.IconName;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.PassAction;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.PassIcon;
import org.eternalsevens.rules.Space;

/** Builds the pass moves for one icon of a board, written as plainly as the engine allows. */
final class PassMoves {
    private PassMoves() {
    }

    /**
     * The pass on icon {@code index}: a bare name ("pass discard") when the engine reads it as this very icon,
     * otherwise with its bonus ("pass discard+1").
     */
    static Move.Pass on(GameState s, Colour actor, int index, Space space, Colour row, boolean rare) {
        PassIcon icon = s.setup().board(actor).icons().get(index);
        PassArgs args = space != null ? new PassArgs.OnSpace(space) : row != null ? new PassArgs.OfRow(row)
                : rare ? new PassArgs.RareCard() : PassArgs.NONE;
        Move.Pass bare = new Move.Pass(actor, IconName.of(icon.action()), args);
        Outcome o = Engine.apply(s, bare);
        if (o instanceof Outcome.Applied a && a.state().player(actor).iconUsed(index)) {
            return bare;
        }
        return new Move.Pass(actor, new IconName(icon.action(), icon.bonus()), args);
    }

    /** Every way to pass on the icon: one move, or one per row, space or kind of discarded card. */
    static List<Move.Pass> variants(GameState s, Colour actor, int index) {
        PassAction a = s.setup().board(actor).icons().get(index).action();
        List<Move.Pass> out = new ArrayList<>();
        switch (a) {
            case BLOCK:
                for (Colour row : Colour.values()) {
                    out.add(on(s, actor, index, null, row, false));
                }
                break;
            case MUSTPLAY:
                for (Space sp : Space.ALL_SPACES) {
                    out.add(on(s, actor, index, sp, null, false));
                }
                break;
            case DISCARD:
                out.add(on(s, actor, index, null, null, false));
                out.add(on(s, actor, index, null, null, true));
                break;
            default:
                out.add(on(s, actor, index, null, null, false));
                break;
        }
        return out;
    }
}
