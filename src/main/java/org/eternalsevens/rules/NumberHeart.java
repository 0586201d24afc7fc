package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;

/** {@code heartOn} (kraken 10): +1 heart for the owner's number card of that number, not a rare card (R61). */
final class NumberHeart implements BoardAbility {
    @Override
    public void landed(Draft d, Draft.P owner, EternalBoard board, EternalAbility ability, Landing l) {
        if (owner.colour == l.player() && !l.rare() && !l.space().isPurple() && ability.firesOn(l.space().number())) {
            BoardAbilities.gainHeart(d, owner, board, l.why());
        }
    }
}
