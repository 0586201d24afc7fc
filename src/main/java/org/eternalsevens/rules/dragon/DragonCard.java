package org.eternalsevens.rules.dragon;

/** The three Dragon action cards (R40). */
public enum DragonCard {
    FORBIDDEN("the Forbidden card"), PLAYABLE("the Playable card"), CHOICE("the Choice card");

    private final String title;

    DragonCard(String title) {
        this.title = title;
    }

    /** For sentences: "the Forbidden card". */
    public String title() {
        return title;
    }
}
