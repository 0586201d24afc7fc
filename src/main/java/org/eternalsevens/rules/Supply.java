package org.eternalsevens.rules;

/**
 * Cards off the field and out of hands: the Rare Area, the discard pile (face down, face up, and rare cards
 * discarded), and in two-player games the common deck, its face-up cards and the shared icons used (bit set).
 */
public record Supply(int rareArea, int discardDown, int discardUp, int discardRares,
                     int commonDeck, int faceUp, int sharedUsed) {
}
