package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.Space;

/**
 * {@code columnToken} (kyubi, jinn): +1 token when the owner fills the last empty space of a column, a rare card
 * too; a card played onto a rare card fills nothing, so each column gives its token once at most (R64).
 */
final class ColumnToken implements BoardAbility {
    @Override
    public void landed(Draft d, Draft.P owner, EternalBoard board, EternalAbility ability, Landing l) {
        if (owner.colour != l.player() || l.covered()) {
            return;
        }
        int n = l.space().number();
        for (Colour row : Colour.values()) {
            if (!d.field.isFilled(Space.of(row, n))) {
                return;
            }
        }
        BoardAbilities.gainToken(d, owner, board, Phrase.of("event.why.column", n));
    }
}
