package org.eternalsevens.rules;

import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.basics.KnownOut;

/**
 * What belongs to one round of a Gamer game, and starts afresh with the next (R40, R43, R47, R49, P282): its number,
 * the Dragon cards, the final turns, whether the First Bonus was taken, the cards known to be out (R49), and what
 * set off the Dragon action on offer now ({@code offer}, null when none is).
 */
public record Round(int number, DragonCards dragon, FinalTurns finalTurns, boolean firstBonusTaken, KnownOut known,
                   DragonOffers.Trigger offer) {
    public Round {
        if (number < 1 || number > 2) {
            throw new IllegalArgumentException("A Gamer game has rounds 1 and 2, not " + number);
        }
        if (dragon == null || finalTurns == null || known == null) {
            throw new IllegalArgumentException("A round needs its Dragon cards, final turns and known cards");
        }
    }

    /** Round {@code number} as it starts: the Dragon cards face up, no final turns, no First Bonus, nothing known. */
    static Round start(int number) {
        return new Round(number, DragonCards.start(), FinalTurns.NONE, false, KnownOut.NONE, null);
    }

    /** The next round, afresh (R47). */
    Round next() {
        return start(number + 1);
    }

    Round withDragon(DragonCards d) {
        return new Round(number, d, finalTurns, firstBonusTaken, known, offer);
    }

    Round withFinalTurns(FinalTurns f) {
        return new Round(number, dragon, f, firstBonusTaken, known, offer);
    }

    Round withFirstBonusTaken() {
        return new Round(number, dragon, finalTurns, true, known, offer);
    }

    Round withKnown(KnownOut k) {
        return new Round(number, dragon, finalTurns, firstBonusTaken, k, offer);
    }

    Round withOffer(DragonOffers.Trigger t) {
        return new Round(number, dragon, finalTurns, firstBonusTaken, known, t);
    }
}
