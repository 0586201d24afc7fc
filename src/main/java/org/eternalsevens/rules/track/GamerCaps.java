package org.eternalsevens.rules.track;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Gamer-mode numbers for one player count, read from profiles/gamer.json (R41, R46): the heart target (also
 * the heart cap), the star target (also the star cap), the starting hearts, the hearts a star win needs more
 * than, the stars a star block earns, and as reward terms the First Bonus of each round and the Choice card's
 * back bonus (1 heart per unused disc).
 */
public record GamerCaps(int players, int heartTarget, int starTarget, int startingHearts, int starWinNeedsMoreThan,
                        int starBlockStars, Map<Integer, List<RewardTerm>> firstBonus, List<RewardTerm> choiceBonus) {
    public GamerCaps {
        if (players < 2 || players > 4 || heartTarget < 1 || starTarget < 1 || startingHearts < 0
                || startingHearts > heartTarget || starWinNeedsMoreThan < 0 || starBlockStars < 0) {
            throw new IllegalArgumentException("Gamer caps need 2-4 players, targets of at least 1 and "
                    + "starting hearts within the heart target");
        }
        Map<Integer, List<RewardTerm>> fb = new HashMap<>();
        firstBonus.forEach((r, terms) -> fb.put(r, List.copyOf(terms)));
        firstBonus = Map.copyOf(fb);
        choiceBonus = List.copyOf(choiceBonus);
    }

    /** The hearts cap (R41): 20 with four players, 21 with two or three. */
    public int heartCap() {
        return heartTarget;
    }

    /** The stars cap (R41): 4 with four players, 5 with two or three. */
    public int starCap() {
        return starTarget;
    }

    /** The First Bonus terms of a round (round 1: 1 heart; round 2: 1 star and 1 heart); none for other rounds. */
    public List<RewardTerm> firstBonus(int round) {
        return firstBonus.getOrDefault(round, List.of());
    }
}
