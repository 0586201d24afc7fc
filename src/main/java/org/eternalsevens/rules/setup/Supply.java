package org.eternalsevens.rules.setup;

import org.eternalsevens.rules.basics.TwoPlayerRules;

/**
 * Cards off the field and out of hands: the Rare Area, the discard pile (face down, face up, and rare cards
 * discarded), and in two-player games the common deck, its face-up cards and the shared icons used (bit set).
 * An immutable value: a move replaces it with the changed one.
 */
public record Supply(int rareArea, int discardDown, int discardUp, int discardRares,
                     int commonDeck, int faceUp, int sharedUsed) {
    /** A round's start: four rare cards in the Rare Area; with two players the common deck set out (R30). */
    public static Supply start(Setup setup) {
        TwoPlayerRules two = setup.twoPlayer();
        return setup.twoPlayers() ? new Supply(4, two.discardedFaceDown(), 0, 0,
                two.commonDeck() - two.discardedFaceDown() - two.faceUp(), two.faceUp(), 0)
                : new Supply(4, 0, 0, 0, 0, 0, 0);
    }

    /** Rare cards into ({@code n > 0}) or out of ({@code n < 0}) the Rare Area. */
    public Supply rareArea(int n) {
        return new Supply(rareArea + n, discardDown, discardUp, discardRares, commonDeck, faceUp, sharedUsed);
    }

    /** Cards onto the discard pile: face down, face up, and rare cards. */
    public Supply discard(int down, int up, int rares) {
        return new Supply(rareArea, discardDown + down, discardUp + up, discardRares + rares, commonDeck, faceUp,
                sharedUsed);
    }

    /** Cards back out of the discard pile (a take, R66): face down, face up, and rare cards. */
    public Supply taken(int down, int up, int rares) {
        if (down > discardDown || up > discardUp || rares > discardRares) {
            throw new IllegalStateException("the discard pile does not hold those cards");
        }
        return discard(-down, -up, -rares);
    }

    /** All the cards of the discard pile, rare cards included (R66). */
    public int discardPile() {
        return discardDown + discardUp + discardRares;
    }

    /** Ghost: the face-down discards turn face up (R17). */
    public Supply turnedUp() {
        return new Supply(rareArea, 0, discardUp + discardDown, discardRares, commonDeck, faceUp, sharedUsed);
    }

    /** Two players: the face-up cards were taken and {@code turned} new ones come from the common deck (R30). */
    public Supply acquired(int turned) {
        return new Supply(rareArea, discardDown, discardUp, discardRares, commonDeck - turned, turned, sharedUsed);
    }

    public Supply withSharedUsed(int bits) {
        return new Supply(rareArea, discardDown, discardUp, discardRares, commonDeck, faceUp, bits);
    }
}
