package org.eternalsevens.rules;

import java.util.Map;

/** What a Gamer setup adds (R41, R45): the caps for its player count and each colour's Observer board. */
public record GamerRules(GamerCaps caps, Map<Colour, ObserverBoard> boards) {
    public GamerRules {
        boards = Map.copyOf(boards);
    }
}
