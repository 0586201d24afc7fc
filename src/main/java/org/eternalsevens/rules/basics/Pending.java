package org.eternalsevens.rules.basics;

/** The exact prompt behind an awaiting reveal or choice. */
public enum Pending {
    NONE(Awaiting.PLAY),
    REVEAL_INSTANT(Awaiting.REVEAL),
    REVEAL_CONTINUOUS(Awaiting.REVEAL),
    GIVE(Awaiting.CHOICE),
    DECLARE(Awaiting.CHOICE),
    SWAP(Awaiting.CHOICE),
    MUSTPLAY(Awaiting.CHOICE),
    DRAGON(Awaiting.CHOICE),
    /** Gamer: a turn over but left open for a Hard Pass at its end (RECORD-FORMAT "Open turns"). */
    OPEN_FOR_HARD_PASS(Awaiting.PLAY),
    /** Pro: a round's choosing of Eternal boards (R52, R53). */
    CHOOSE(Awaiting.CHOOSE);

    private final Awaiting awaiting;

    Pending(Awaiting awaiting) {
        this.awaiting = awaiting;
    }

    public Awaiting awaiting() {
        return awaiting;
    }
}
