package org.eternalsevens.rules.basics;

import java.util.List;

/** What the discard pile is known to hold, for a refusal (R69, P385): its known face-up cards and its rare cards. */
public record DiscardPileCards(List<RevealedCard> known, int rares) {
    public DiscardPileCards {
        known = List.copyOf(known);
    }
}
