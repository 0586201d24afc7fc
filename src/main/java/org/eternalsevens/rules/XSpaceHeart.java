package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;
import org.eternalsevens.rules.basics.Phrase;

/** {@code heartOnX} (mummy): +1 heart for any card the owner plays, rare cards too, onto a space with an X (R63). */
final class XSpaceHeart implements BoardAbility {
    @Override
    public void landed(Draft d, Draft.P owner, EternalBoard board, EternalAbility ability, Landing l) {
        if (owner.colour == l.player() && l.heldX()) {
            BoardAbilities.gainHeart(d, owner, board, Phrase.of("event.why.xSpace", l.space()));
        }
    }
}
