package org.eternalsevens.history;

import java.time.Instant;
import java.util.List;

/**
 * What the history keeps of one finished game (issue 27), derived by replaying its record through the engine: when
 * it was played, its level, the players in their seats with their final places, and each player's every round.
 * {@code hash} names the record's content: the same content is entered once (P371).
 */
public record GameFacts(String hash, Instant played, String level, int moves, List<Seat> seats, List<RoundLine> rounds,
                        String file) {
    public GameFacts {
        seats = List.copyOf(seats);
        rounds = List.copyOf(rounds);
    }

    /** A player: seat (1 is the first seat), colour id, name as the table gave it, final place, hearts and stars. */
    public record Seat(int seat, String colour, String name, int place, int hearts, int stars) {
        public boolean won() {
            return place == 1;
        }
    }

    /**
     * One player's round: the track at its end, what the round brought, the place after it (R46's order of the
     * track then), how they left it ({@link Left}) and, at the Pro level, the Eternal board side they chose (R50).
     */
    public record RoundLine(String colour, int round, int hearts, int stars, int heartsGained, int starsGained,
                            int place, Left left, String board, String boardName) {
    }

    /** How a player left a round: went out (R14, R43), Hard Passed (R42), eliminated (R13, R43), or last left in. */
    public enum Left {
        OUT, HARD_PASS, ELIMINATED, LAST;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        public static Left parse(String id) {
            return valueOf(id.toUpperCase(java.util.Locale.ROOT));
        }
    }

    public int roundCount() {
        int n = 0;
        for (RoundLine r : rounds) {
            n = Math.max(n, r.round());
        }
        return n;
    }
}
