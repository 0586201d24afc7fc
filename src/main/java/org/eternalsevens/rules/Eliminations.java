package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/** A player declares they cannot play and cannot pass (R13); refused while they still can. */
final class Eliminations {
    private Eliminations() {
    }

    static Verdict declare(Draft d) {
        Verdict v = allowed(d);
        if (!v.ok()) {
            return v;
        }
        d.mode.eliminate(d, d.p(d.actor));
        TurnFlow.endTurn(d);
        return Verdict.OK;
    }

    /** Whether the player to move may declare elimination now. */
    static Verdict allowed(Draft d) {
        Draft.P p = d.p(d.actor);
        if (Passes.canPass(d, p)) {
            return Verdict.refuse(RejectCode.CAN_STILL_PASS, p.colour);
        }
        if (p.rares > 0 && Legality.anyRareSpace(d.field, d.rules(p))) {
            return Verdict.refuse(RejectCode.CAN_STILL_PLAY_RARE, p.colour);
        }
        if (Plays.mayAcquire(d).ok()) {
            return Verdict.refuse(RejectCode.CAN_STILL_ACQUIRE, p.colour);
        }
        return Verdict.OK;
    }
}
