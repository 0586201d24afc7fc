package org.eternalsevens.rules.board;

import java.util.Set;

/**
 * The hand sizes a board lets its player Hard Pass with (R42, R75): two or fewer, the Jinn three or fewer, the
 * Pegasus and Cyclops exactly one. "No Hard Pass" in force binds every board; the engine checks that. Worded by
 * {@code words.Words} ({@code hardPass.limit.<id>}, P324).
 */
public enum HardPassLimit {
    MAX2("max2", Set.of(0, 1, 2)),
    MAX3("max3", Set.of(0, 1, 2, 3)),
    EXACTLY1("exactly1", Set.of(1));

    private final String id;
    private final Set<Integer> sizes;

    HardPassLimit(String id, Set<Integer> sizes) {
        this.id = id;
        this.sizes = sizes;
    }

    public String id() {
        return id;
    }

    /** The hand sizes allowed, as the Hard Pass check takes them. */
    public Set<Integer> sizes() {
        return sizes;
    }

    public boolean allows(int hand) {
        return sizes.contains(hand);
    }

    /** A profile word ({@code max2}, {@code max3}, {@code exactly1}), or null. */
    public static HardPassLimit parse(String s) {
        for (HardPassLimit l : values()) {
            if (l.id.equals(s)) {
                return l;
            }
        }
        return null;
    }
}
