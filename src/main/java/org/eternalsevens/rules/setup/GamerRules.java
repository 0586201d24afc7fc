package org.eternalsevens.rules.setup;

import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.board.ObserverBoard;

/** What a Gamer setup adds (R41, R45): the caps for its player count and each colour's Observer board. */
public record GamerRules(GamerCaps caps, Map<Colour, ObserverBoard> boards) {
    public GamerRules {
        boards = Map.copyOf(boards);
    }
}
