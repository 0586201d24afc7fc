package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/** The table names the eternal turned up; it must still be in the deck the state waits on. */
final class Reveals {
    /** A reveal named while no eternal waits to be named. */
    static final Verdict NOT_AWAITING = Verdict.refuse(RejectCode.NOT_AWAITING_REVEAL);

    private Reveals() {
    }

    static Verdict reveal(Draft d, String name) {
        if (d.pending == Pending.REVEAL_INSTANT) {
            InstantEternal e = InstantEternal.parse(name);
            if (e == null) {
                return Verdict.refuseAs(RejectCode.WRONG_DECK, "instant", name);
            }
            if (!d.eternals.instantDeck().contains(e)) {
                return Verdict.refuseAs(RejectCode.NOT_IN_DECK,
                        d.eternals.instantRevealed().contains(e) ? "instant_revealed" : "instant_unchosen", e.title());
            }
            d.eternals = d.eternals.revealInstant(e);
            d.say(new EternalEvent.Revealed(d.actor, e.title()));
            InstantEffects.resolve(d, e);
            return Verdict.OK;
        }
        if (d.pending == Pending.REVEAL_CONTINUOUS) {
            ContinuousEternal e = ContinuousEternal.parse(name);
            if (e == null) {
                return Verdict.refuseAs(RejectCode.WRONG_DECK, "continuous", name);
            }
            if (!d.eternals.continuousDeck().contains(e)) {
                return Verdict.refuseAs(RejectCode.NOT_IN_DECK,
                        d.eternals.continuousRevealed().contains(e) ? "continuous_revealed" : "continuous_unchosen",
                        e.title());
            }
            d.eternals = d.eternals.revealContinuous(e);
            d.say(new EternalEvent.Revealed(d.actor, e.title()));
            ContinuousEffects.resolve(d, e);
            return Verdict.OK;
        }
        return NOT_AWAITING;
    }
}
