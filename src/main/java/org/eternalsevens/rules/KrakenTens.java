package org.eternalsevens.rules;

/**
 * The Kraken board's {@code tens} icon (R71): every other player in the round hands the Kraken all their 10s and
 * gets as many cards back, which may be the 10s themselves. No hand size changes and the table enters no count;
 * moved rare cards go with {@code table: rare C1>C2}.
 */
final class KrakenTens extends PassRule.AlwaysOpen {
    KrakenTens() {
        super(PassArgs.Kind.NONE);
    }

    @Override
    void act(Draft d, Draft.P p, PassArgs a) {
        d.say(new PassEvent.TensHanded(p.colour));
    }
}
