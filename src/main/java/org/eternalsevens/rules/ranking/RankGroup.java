package org.eternalsevens.rules.ranking;

/**
 * The priority groups of R46, best first. Players eliminated in round 2 come after all others (R43, R46), in
 * group 3's order among themselves. {@code words.RankWords.group} words a group (P356).
 */
public enum RankGroup {
    HEART_TARGET(1),
    STAR_TARGET(2),
    MOST_HEARTS(3),
    ELIMINATED(4);

    private final int number;

    RankGroup(int number) {
        this.number = number;
    }

    /** 1, 2 or 3 as R46 numbers them; 4 for the eliminated. */
    public int number() {
        return number;
    }
}
