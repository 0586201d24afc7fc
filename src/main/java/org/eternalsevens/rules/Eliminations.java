package org.eternalsevens.rules;

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
        String who = d.name(p.colour);
        if (Passes.canPass(d, p)) {
            return Verdict.no(RejectCode.CAN_STILL_PASS, who + " can still pass: a player is eliminated only when "
                    + "they can neither play nor pass.");
        }
        if (p.rares > 0 && Legality.anyRareSpace(d.field, d.rules(p))) {
            return Verdict.no(RejectCode.CAN_STILL_PLAY_RARE, who + " holds a rare card and it can be played.");
        }
        if (Plays.mayAcquire(d).ok()) {
            return Verdict.no(RejectCode.CAN_STILL_ACQUIRE, who + " can still acquire a face-up card.");
        }
        return Verdict.OK;
    }
}
