package org.eternalsevens.rules.board;

/**
 * What a board's Preparation does once every player has a board (R54), as the profile names it ({@code prep}).
 * None of it needs a move; the engine does it in turn order from the start player.
 */
public enum Preparation {
    NONE("", "no Preparation"),
    FORBIDDEN1("forbidden1", "the Forbidden cube goes to \u201c3s and 8s cannot be played\u201d"),
    APT("apt", "gains 1 token"),
    RARE("rare", "gains 1 rare card"),
    DISCARD2("discard2", "discards 2 cards face down"),
    DISCARD1("discard1", "discards 1 card face down"),
    DISC("disc", "puts a disc on the leftmost icon and gains its token");

    private final String id;
    private final String words;

    Preparation(String id, String words) {
        this.id = id;
        this.words = words;
    }

    /** The profile's word: {@code forbidden1}; empty for NONE. */
    public String id() {
        return id;
    }

    /** "discards 2 cards face down", for "Ghost's Preparation: discards 2 cards face down". */
    public String words() {
        return words;
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
