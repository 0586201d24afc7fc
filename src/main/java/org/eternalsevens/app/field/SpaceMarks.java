package org.eternalsevens.app.field;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eternalsevens.app.session.Table;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Space;

/**
 * How each space is marked now: highlighted where a click is accepted (the plays of the legal list, or the placing
 * mode's spaces), rare-only where only a rare card may go, and X where no card may go. Split from {@link FieldView}.
 */
final class SpaceMarks {
    private final Map<Space, SpacePainter.Mark> marks = new HashMap<>();
    private final Set<Space> x = new HashSet<>();

    /** Marks the spaces of {@code state} as {@code table} allows now, in {@code placing} mode if it is not null. */
    void compute(Table table, GameState state, FieldView.Placing placing) {
        marks.clear();
        x.clear();
        if (state == null) {
            return;
        }
        x.addAll(state.xSpaces());
        if (!table.live() || state.finished()) {
            return;
        }
        List<Move> legal = table.legalMoves();
        if (placing != null) {
            for (Space sp : Space.ALL_SPACES) {
                if (placing.targets() != null ? placing.targets().test(sp) : legal.contains(placing.move().apply(sp))) {
                    marks.put(sp, SpacePainter.Mark.LEGAL);
                }
            }
            return;
        }
        for (Move m : legal) {
            if (m instanceof Move.Play p) {
                marks.put(p.space(), SpacePainter.Mark.LEGAL);
            }
        }
        for (Move m : legal) {
            if (m instanceof Move.PlayRare p) {
                marks.putIfAbsent(p.space(), SpacePainter.Mark.RARE_ONLY);
            }
        }
    }

    SpacePainter.Mark of(Space sp) {
        return marks.getOrDefault(sp, SpacePainter.Mark.NONE);
    }

    boolean isX(Space sp) {
        return x.contains(sp);
    }

    /** Spaces highlighted now: where a click is accepted. */
    Set<Space> highlighted() {
        Set<Space> out = new HashSet<>();
        marks.forEach((sp, m) -> {
            if (m == SpacePainter.Mark.LEGAL) {
                out.add(sp);
            }
        });
        return out;
    }

    /** What decides how a space is drawn, as bits: its card, tokens, X, highlight and hover. */
    int look(GameState state, Space sp, boolean hovered) {
        if (state == null) {
            return -1;
        }
        Field f = state.field();
        int v = 1;
        v |= f.hasCard(sp) ? 2 : 0;
        v |= f.hasRare(sp) ? 4 : 0;
        v |= (f.covered() & (1L << sp.index())) != 0 ? 8 : 0;
        v |= f.hasMustPlay(sp) ? 16 : 0;
        v |= f.hasBlock(sp) ? 32 : 0;
        v |= x.contains(sp) ? 64 : 0;
        v |= hovered ? 128 : 0;
        return v | of(sp).ordinal() << 8;
    }
}
