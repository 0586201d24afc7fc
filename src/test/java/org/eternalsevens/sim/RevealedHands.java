package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;

/** Revealed hands for the Gamer simulators' Hard Passes (R42, R49). */
final class RevealedHands {
    private RevealedHands() {
    }

    /** A hand the tracker accepts: the rare cards as *, the rest number cards not on the field nor known out, or P. */
    static List<RevealedCard> random(GameState s, PlayerState p, Random rng) {
        List<RevealedCard> out = new ArrayList<>();
        for (int i = 0; i < p.rares(); i++) {
            out.add(RevealedCard.RARE);
        }
        Set<Space> used = new HashSet<>();
        while (out.size() < p.hand()) {
            Space sp = Space.ALL_SPACES.get(rng.nextInt(Space.ALL_SPACES.size()));
            if (sp.isPurple()) {
                out.add(RevealedCard.PURPLE);
            } else if (!s.field().hasCard(sp) && !s.gamer().round().known().contains(sp) && used.add(sp)) {
                out.add(RevealedCard.number(sp));
            }
        }
        return out;
    }
}
