package org.eternalsevens.rules.ranking;

/**
 * The priority groups of R46, best first. Players eliminated in round 2 come after all others (R43, R46), in
 * group 3's order among themselves.
 */
public enum RankGroup {
    HEART_TARGET(1, "reached the heart target"),
    STAR_TARGET(2, "reached the star target with enough hearts"),
    MOST_HEARTS(3, "most hearts"),
    ELIMINATED(4, "eliminated in round 2");

    private final int number;
    private final String words;

    RankGroup(int number, String words) {
        this.number = number;
        this.words = words;
    }

    /** 1, 2 or 3 as R46 numbers them; 4 for the eliminated. */
    public int number() {
        return number;
    }

    public String words() {
        return words;
    }
}
