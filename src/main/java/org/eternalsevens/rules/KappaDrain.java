package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Phrase;

/**
 * The Kappa board's {@code drain+2} icon (R72): the Kappa gains the icon's two tokens first (its bonus), then every
 * other player loses two tokens, or all they hold if fewer. The Kappa keeps its own (R72 rejects the literal "all
 * players" reading); players who have left the round lose theirs too (P143).
 */
final class KappaDrain extends PassRule.AlwaysOpen {
    static final int DRAINED = 2;

    KappaDrain() {
        super(PassArgs.Kind.NONE);
    }

    @Override
    void act(Draft d, Draft.P p, PassArgs a) {
        List<Phrase> lost = new ArrayList<>();
        for (Draft.P q : d.clockwiseFrom(p.colour)) {
            int n = Math.min(DRAINED, q.apt);
            if (q == p || n == 0) {
                continue;
            }
            q.apt -= n;
            lost.add(PassEvent.Drained.loss(q.colour, n));
        }
        EternalBoard b = d.board(p);
        d.say(new PassEvent.Drained(b == null ? p.colour : b.title(), lost));
    }
}
