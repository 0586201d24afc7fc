package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;

/** {@code tokenOn} (phoenix 6, 8; fairy 1, 4; mermaid 5, 7): +1 token for the owner's number card of those (R61). */
final class NumberToken implements BoardAbility {
    @Override
    public void landed(Draft d, Draft.P owner, EternalBoard board, EternalAbility ability, Landing l) {
        if (owner.colour == l.player() && !l.rare() && !l.space().isPurple() && ability.firesOn(l.space().number())) {
            BoardAbilities.gainToken(d, owner, board, l.why());
        }
    }
}
