package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The {@code prep} icon of the Skeleton and Mummy boards (R54, R55): its disc was placed at Preparation, and it can
 * never be chosen by a pass.
 */
final class PreparationIcon extends PassRule {
    PreparationIcon() {
        super(PassArgs.Kind.NONE);
    }

    @Override
    boolean possible(Draft d) {
        return false;
    }

    @Override
    Verdict doable(Draft d, Draft.P p, PassArgs a) {
        EternalBoard b = d.board(p);
        return b == null ? Verdict.refuseAs(RejectCode.PREP_ICON, "plain")
                : Verdict.refuseAs(RejectCode.PREP_ICON, "board", b.title());
    }

    @Override
    void act(Draft d, Draft.P p, PassArgs a) {
        throw new IllegalStateException("the prep icon is never passed on");
    }
}
