package org.eternalsevens.rules.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;

/**
 * A Pro game's prepared Eternal boards (R51): their ids with the side that shows in round 1, in setup order, and
 * whether round 2 shows the other sides ({@code flip}, the default) or the same ones ({@code same}). Also the
 * choosing order of each round (R52, R53).
 */
public record ProSetup(List<String> eternalBoards, Round2Sides round2Sides) {
    /** R51: {@code flip} (every board shows its other side in round 2) or {@code same}. */
    public enum Round2Sides {
        FLIP, SAME;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The first game's set (R51): the first players + 1 of these. */
    public static final List<String> FIRST_GAME = List.of("1A", "2A", "3A", "4A", "5A");

    /**
     * The setup, or null with every fault found, one value each: the key of its words ({@code proSetup.*}) and its
     * arguments (P458; RECORD-FORMAT: replay exits 2).
     */
    public record Result(ProSetup setup, List<Reason> problems) {
        public boolean ok() {
            return setup != null;
        }
    }

    public ProSetup {
        eternalBoards = List.copyOf(eternalBoards);
        if (round2Sides == null || eternalBoards.stream().anyMatch(id -> EternalBoard.number(id) == 0
                || !id.equals(id.toUpperCase(Locale.ROOT)))) {
            throw new IllegalArgumentException("A Pro setup needs board ids 1A..10B and a round-2 rule");
        }
    }

    /** R51's default: the first players + 1 of 1A..5A, flipped for round 2. */
    public static ProSetup defaults(int players) {
        return new ProSetup(FIRST_GAME.subList(0, players + 1), Round2Sides.FLIP);
    }

    /**
     * Checks the setup's {@code eternalBoards} and {@code round2Sides} as read from a record: null for a missing
     * field (the default), a {@link List} for a list, anything else as it came. Ids are read in either case.
     */
    public static Result check(Object eternalBoards, Object round2Sides, int players) {
        if (players < 2 || players > 4) {
            return new Result(null, List.of(problem("seats")));
        }
        List<Reason> problems = new ArrayList<>();
        Round2Sides sides = Round2Sides.FLIP;
        if (round2Sides != null) {
            sides = "flip".equals(round2Sides) ? Round2Sides.FLIP
                    : "same".equals(round2Sides) ? Round2Sides.SAME : null;
            if (sides == null) {
                problems.add(problem("round2Sides", shown(round2Sides)));
            }
        }
        List<String> ids = eternalBoards == null ? defaults(players).eternalBoards() : boards(eternalBoards,
                players, problems);
        return problems.isEmpty() ? new Result(new ProSetup(ids, sides), List.of()) : new Result(null, problems);
    }

    private static List<String> boards(Object value, int players, List<Reason> problems) {
        if (!(value instanceof List<?> list)) {
            problems.add(problem("list", shown(value)));
            return List.of();
        }
        if (list.size() != players + 1) {
            problems.add(problem("count", players, players + 1, list.size()));
        }
        List<String> ids = new ArrayList<>();
        Map<Integer, String> byNumber = new HashMap<>();
        for (Object o : list) {
            String id = o instanceof String s ? s.trim().toUpperCase(Locale.ROOT) : null;
            int number = EternalBoard.number(id);
            if (number == 0) {
                problems.add(problem("id", shown(o)));
                continue;
            }
            String before = byNumber.put(number, id);
            if (before != null) {
                problems.add(problem("twice", number, before, id));
            }
            ids.add(id);
        }
        return ids;
    }

    private static Reason problem(String key, Object... args) {
        return new Reason("proSetup." + key, List.of(args));
    }

    private static Object shown(Object o) {
        return o instanceof String s ? new Quote(s) : String.valueOf(o);
    }

    /** The ids that show in a round: round 1 as set up; round 2 the other sides, or the same with {@code same}. */
    public List<String> showing(int round) {
        if (round == 1 || round2Sides == Round2Sides.SAME) {
            return eternalBoards;
        }
        return eternalBoards.stream().map(EternalBoard::otherSide).toList();
    }

    /** The board sides that show in a round, from the content. */
    public List<EternalBoard> showing(int round, EternalBoards content) {
        List<EternalBoard> out = new ArrayList<>();
        for (String id : showing(round)) {
            EternalBoard b = content.side(id);
            if (b == null) {
                throw new IllegalArgumentException("The profiles hold no Eternal board " + id);
            }
            out.add(b);
        }
        return out;
    }

    /**
     * Round 1's choosing order (R52): reverse turn order, the player to the start player's right first and the
     * start player last. Seats red, blue, green, yellow with red to start: yellow, green, blue, red.
     */
    public static List<Colour> round1Order(List<Colour> seats, Colour start) {
        int at = seats.indexOf(start);
        if (at < 0) {
            throw new IllegalArgumentException("The start player must be one of the seats");
        }
        List<Colour> out = new ArrayList<>();
        for (int i = 1; i <= seats.size(); i++) {
            out.add(seats.get((at - i + seats.size()) % seats.size()));
        }
        return List.copyOf(out);
    }

    /**
     * Round 2's choosing order (R53): fewest hearts first, the heart higher in the stack first on a tie; stars do
     * not matter. Its first chooser is round 2's start player (R47).
     */
    public static List<Colour> round2Order(Track track) {
        return StartPlayer.order(track);
    }
}
