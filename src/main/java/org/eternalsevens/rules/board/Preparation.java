package org.eternalsevens.rules.board;

/**
 * What a board's Preparation does once every player has a board (R54), as the profile names it ({@code prep}).
 * None of it needs a move; the engine does it in turn order from the start player. Worded in {@code words}
 * ({@code preparation.<name>}, P388).
 */
public enum Preparation {
    NONE(""),
    FORBIDDEN1("forbidden1"),
    APT("apt"),
    RARE("rare"),
    DISCARD2("discard2"),
    DISCARD1("discard1"),
    DISC("disc");

    private final String id;

    Preparation(String id) {
        this.id = id;
    }

    /** The profile's word: {@code forbidden1}; empty for NONE. */
    public String id() {
        return id;
    }

    /** A profile word, or null if it is not one; a missing word is NONE. */
    public static Preparation parse(String s) {
        for (Preparation p : values()) {
            if (p.id.equals(s)) {
                return p;
            }
        }
        return null;
    }
}
