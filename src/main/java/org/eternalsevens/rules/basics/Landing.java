package org.eternalsevens.rules.basics;

/**
 * One card as it lands, for the board abilities (R61–R68): who played it, where, whether it was a rare card,
 * whether it covered a rare card (R8), and whether the space held an X token just before (R63).
 */
public record Landing(Colour player, Space space, boolean rare, boolean covered, boolean heldX) {
    /** A purple card, not a rare card on a purple space (R67). */
    public boolean purpleCard() {
        return !rare && space.isPurple();
    }

    /** "the 6", "a rare card", "a purple card": what landed, for the log. */
    /** Why an ability gives something for this card: "for the rare card", "for the purple card", "for the 6". */
    public Phrase why() {
        return rare ? Phrase.of("event.why.rare") : space.isPurple() ? Phrase.of("event.why.purple")
                : Phrase.of("event.why.number", space.number());
    }
}
