package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;

/**
 * {@code takesCoveredRares} (jinn): whenever anyone, the owner included, plays a card onto a rare card, the rare card
 * goes into the owner's hand at once, while the owner is in the round (R68). It lands before the Go Out check, so a
 * Jinn covering a rare card with their last card does not go out.
 */
final class CoveredRareTaker implements BoardAbility {
    @Override
    public void landed(Draft d, Draft.P owner, EternalBoard board, EternalAbility ability, Landing l) {
        if (!l.covered() || !owner.inGame()) {
            return;
        }
        d.field = d.field.withoutCovered(l.space());
        owner.hand++;
        owner.rares++;
        d.say(new ProEvent.CoveredRareTaken(board.title(), owner.colour, l.space()));
    }
}
