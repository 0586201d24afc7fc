package org.eternalsevens.rules.basics;

/** The two-player changes (R30): common deck, face-up cards, shared icons and exchange sizes. */
public record TwoPlayerRules(int commonDeck, int discardedFaceDown, int faceUp, int sharedIcons,
                             int barongCards) {
}
