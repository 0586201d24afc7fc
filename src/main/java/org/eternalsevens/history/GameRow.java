package org.eternalsevens.history;

import java.time.Instant;
import java.util.List;

/** A past game as the history lists it (newest first): when, level, the players by seat with places, its record. */
public record GameRow(long id, Instant played, String level, List<GameFacts.Seat> seats, int moves, String file) {
    public GameRow {
        seats = List.copyOf(seats);
    }

    /** Which games to list: by a player's name, a level, and played from / before (each null: any). */
    public record Filter(String player, String level, Instant from, Instant before) {
        public static final Filter ALL = new Filter(null, null, null, null);
    }
}
