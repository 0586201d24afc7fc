package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Space;

/**
 * Whose turn it is and how far it has gone. {@code actor} is the player the engine waits for;
 * {@code cards} is how many cards they played this turn; {@code pending} says which prompt is open;
 * {@code first} is the space of the turn's first card (null before it), which a Barong's second card must match
 * in colour (R65).
 */
public record Turn(Colour actor, Pending pending, int cards, Space first) {
    /** A turn whose first card, if any, does not matter. */
    public Turn(Colour actor, Pending pending, int cards) {
        this(actor, pending, cards, null);
    }

    public Awaiting awaiting() {
        return pending.awaiting();
    }
}
