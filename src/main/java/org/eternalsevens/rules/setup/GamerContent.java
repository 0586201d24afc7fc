package org.eternalsevens.rules.setup;

import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.board.ObserverBoard;

/** Gamer-mode content from profiles/: the caps by player count (gamer.json) and the Observer boards by id. */
public record GamerContent(Map<Integer, GamerCaps> caps, Map<String, ObserverBoard> observerBoards) {
    /** No Gamer content, for Casual-only content built in tests. */
    public static final GamerContent NONE = new GamerContent(Map.of(), Map.of());

    public GamerContent {
        caps = Map.copyOf(caps);
        observerBoards = Map.copyOf(observerBoards);
    }

    /** The caps for 2, 3 or 4 players. */
    public GamerCaps caps(int players) {
        GamerCaps c = caps.get(players);
        if (c == null) {
            throw new IllegalArgumentException("No Gamer caps for " + players + " players");
        }
        return c;
    }

    /** The Observer board of a seat colour (R45: Passion red, Calm blue, Harmony green, Challenge yellow). */
    public ObserverBoard observerBoard(Colour colour) {
        for (ObserverBoard b : observerBoards.values()) {
            if (b.colour() == colour) {
                return b;
            }
        }
        throw new IllegalArgumentException("No Observer board for " + colour.id());
    }

    /** The boards in seat-colour order. */
    public List<ObserverBoard> observerBoardsInColourOrder() {
        return observerBoards.values().stream().sorted((a, b) -> a.colour().compareTo(b.colour())).toList();
    }
}
