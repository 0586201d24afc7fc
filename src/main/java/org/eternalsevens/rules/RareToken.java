package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;
import org.eternalsevens.rules.basics.Phrase;

/** {@code tokenOnRare} (king): +1 token for every rare card the owner plays, onto an X space too (R61). */
final class RareToken implements BoardAbility {
    @Override
    public void landed(Draft d, Draft.P owner, EternalBoard board, EternalAbility ability, Landing l) {
        if (owner.colour == l.player() && l.rare()) {
            BoardAbilities.gainToken(d, owner, board, Phrase.of("event.why.rareOn", l.space()));
        }
    }
}
