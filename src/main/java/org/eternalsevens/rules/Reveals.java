package org.eternalsevens.rules;

/** The table names the eternal turned up; it must still be in the deck the state waits on. */
final class Reveals {
    /** A reveal named while no eternal waits to be named. */
    static final Verdict NOT_AWAITING = Verdict.no(RejectCode.NOT_AWAITING_REVEAL,
            "No eternal is waiting to be revealed.");

    private Reveals() {
    }

    static Verdict reveal(Draft d, String name) {
        if (d.pending == Pending.REVEAL_INSTANT) {
            InstantEternal e = InstantEternal.parse(name);
            if (e == null) {
                return Verdict.no(RejectCode.WRONG_DECK, "A 2 or 9 reveals an instant eternal, and " + name
                        + " is a continuous one.");
            }
            if (!d.eternals.instantDeck().contains(e)) {
                return Verdict.no(RejectCode.NOT_IN_DECK, e.title() + " is not in the instant deck: it was "
                        + (d.eternals.instantRevealed().contains(e) ? "already revealed." : "not chosen for this game."));
            }
            d.eternals = d.eternals.revealInstant(e);
            d.say(new EternalEvent.Revealed(d.actor, e.title()));
            InstantEffects.resolve(d, e);
            return Verdict.OK;
        }
        if (d.pending == Pending.REVEAL_CONTINUOUS) {
            ContinuousEternal e = ContinuousEternal.parse(name);
            if (e == null) {
                return Verdict.no(RejectCode.WRONG_DECK, "An eternal pass reveals a continuous eternal, and " + name
                        + " is an instant one.");
            }
            if (!d.eternals.continuousDeck().contains(e)) {
                return Verdict.no(RejectCode.NOT_IN_DECK, e.title() + " is not in the continuous deck: it was "
                        + (d.eternals.continuousRevealed().contains(e) ? "already revealed." : "not chosen for this game."));
            }
            d.eternals = d.eternals.revealContinuous(e);
            d.say(new EternalEvent.Revealed(d.actor, e.title()));
            ContinuousEffects.resolve(d, e);
            return Verdict.OK;
        }
        return NOT_AWAITING;
    }
}
