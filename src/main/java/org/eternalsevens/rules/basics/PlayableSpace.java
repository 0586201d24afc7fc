package org.eternalsevens.rules.basics;

/** The spaces of the Playable card (R40), the same on both sides: Medusa, Medusa, Cyclops, Mummy. */
public enum PlayableSpace {
    MEDUSA("place one Must Play token (Medusa)"),
    CYCLOPS("rare cards must be played first (Cyclops)"),
    MUMMY("everyone passes one card to the left (Mummy)");

    private final String words;

    PlayableSpace(String words) {
        this.words = words;
    }

    public String words() {
        return words;
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
