package org.eternalsevens.rules;

/**
 * Whose turn it is and how far it has gone. {@code actor} is the player the engine waits for;
 * {@code cards} is how many cards they played this turn; {@code pending} says which prompt is open.
 */
public record Turn(Colour actor, Pending pending, int cards) {
    public Awaiting awaiting() {
        return pending.awaiting();
    }
}
