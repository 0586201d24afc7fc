package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.CardColour;

/**
 * The Barong board's {@code declare} icon (R70), as the Barong instant eternal: the player names a colour; every
 * other player in the round holding that colour gives one such card and gets one back (two players: up to two,
 * R30). No hand size changes; rare cards that changed hands are entered with {@code table: rare C1>C2} (R17). It
 * may be chosen when nobody holds the colour.
 */
final class BarongExchange extends PassRule.AlwaysOpen {
    private static final List<PassArgs> VARIANTS = variantsOnce();

    BarongExchange() {
        super(PassArgs.Kind.COLOUR);
    }

    private static List<PassArgs> variantsOnce() {
        List<PassArgs> out = new ArrayList<>();
        for (CardColour c : CardColour.values()) {
            out.add(new PassArgs.OfColour(c));
        }
        return List.copyOf(out);
    }

    @Override
    void act(Draft d, Draft.P p, PassArgs a) {
        String colour = ((PassArgs.OfColour) a).colour().id();
        d.say(new PassEvent.ColourDeclared(p.colour, colour,
                d.setup.twoPlayers() ? (Integer) d.setup.twoPlayer().barongCards() : null));
    }

    @Override
    List<PassArgs> variants() {
        return VARIANTS;
    }
}
