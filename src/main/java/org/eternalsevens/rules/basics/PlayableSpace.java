package org.eternalsevens.rules.basics;

import java.util.Locale;

/** The spaces of the Playable card (R40), the same on both sides: Medusa, Medusa, Cyclops, Mummy. */
public enum PlayableSpace {
    MEDUSA,
    CYCLOPS,
    MUMMY;

    /** Its id, for the words of what it does ({@code dragon.playable.<id>}, P455). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The space 1..4 from the top; null for space 0. */
    public static PlayableSpace at(int space) {
        switch (space) {
            case 1: case 2: return MEDUSA;
            case 3: return CYCLOPS;
            case 4: return MUMMY;
            default: return null;
        }
    }
}
