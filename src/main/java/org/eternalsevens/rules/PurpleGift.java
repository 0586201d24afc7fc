package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;
import org.eternalsevens.rules.basics.Pending;

/**
 * {@code purpleGift} (skeleton): after the owner's purple card (not a rare card on a purple space), while they still
 * hold a card and another player is in the round, they give one card face down: {@code give C2 [*]} (R67).
 */
final class PurpleGift implements BoardAbility {
    @Override
    public boolean followUp(Draft d, Draft.P owner, EternalBoard board, Landing l) {
        if (!l.purpleCard() || owner.hand == 0) {
            return false;
        }
        if (d.inGameCount() < 2) {
            d.say(new ProEvent.PurpleGift(board.title(), owner.colour, false));
            return false;
        }
        d.pending = Pending.GIVE;
        d.say(new ProEvent.PurpleGift(board.title(), owner.colour, true));
        return true;
    }
}
