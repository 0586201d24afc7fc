package org.eternalsevens.rules.track;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;

/**
 * The hearts-and-stars track (R41), immutable. {@link #heartOrder()} is the heart stack exactly: every player
 * once, lowest hearts first, and among equal hearts bottom first (the summary's {@code heartOrder}). A heart that
 * moves lands on top of the hearts already on its space; a heart already at the cap does not move.
 */
public record Track(List<Colour> heartOrder, Map<Colour, Integer> hearts, Map<Colour, Integer> stars,
                    GamerCaps caps) {
    public Track {
        heartOrder = List.copyOf(heartOrder);
        hearts = Map.copyOf(hearts);
        stars = Map.copyOf(stars);
        if (heartOrder.size() != hearts.size() || !hearts.keySet().containsAll(heartOrder)
                || !stars.keySet().equals(hearts.keySet()) || heartOrder.size() < 2) {
            throw new IllegalArgumentException("The track needs every player once, with hearts and stars");
        }
        for (int i = 0; i < heartOrder.size(); i++) {
            Colour c = heartOrder.get(i);
            if (hearts.get(c) < 0 || hearts.get(c) > caps.heartCap() || stars.get(c) < 0
                    || stars.get(c) > caps.starCap()) {
                throw new IllegalArgumentException(c.title() + "'s hearts or stars are off the track");
            }
            if (i > 0 && hearts.get(heartOrder.get(i - 1)) > hearts.get(c)) {
                throw new IllegalArgumentException("The heart order must go from the fewest hearts up");
            }
        }
    }

    /**
     * The track at the start of round 1 (R41): the starting hearts of the caps (3 with four players, 0 with two
     * or three), stacked in turn order with the start player at the bottom; no stars.
     */
    public static Track start(List<Colour> turnOrderFromStart, GamerCaps caps) {
        Map<Colour, Integer> h = new EnumMap<>(Colour.class);
        Map<Colour, Integer> s = new EnumMap<>(Colour.class);
        for (Colour c : turnOrderFromStart) {
            h.put(c, caps.startingHearts());
            s.put(c, 0);
        }
        if (h.size() != turnOrderFromStart.size()) {
            throw new IllegalArgumentException("Each player sits once");
        }
        return new Track(turnOrderFromStart, h, s, caps);
    }

    /**
     * A track entered from the facts alone (the ranking resolver): hearts and stars per colour, and the stacking
     * order of tied hearts, bottom first. Only the order of colours with equal hearts is read from
     * {@code stackBottomFirst}; every colour that shares its hearts with another must be in it. An
     * {@link IllegalArgumentException} says in the table's words what is wrong.
     */
    public static Track of(Map<Colour, Integer> hearts, Map<Colour, Integer> stars, List<Colour> stackBottomFirst,
                           GamerCaps caps) {
        if (!hearts.keySet().equals(stars.keySet())) {
            throw new IllegalArgumentException("Every colour needs both hearts and stars");
        }
        if (hearts.size() != caps.players()) {
            throw new IllegalArgumentException("The game has " + caps.players() + " players, but "
                    + hearts.size() + " colours are given");
        }
        for (Colour c : hearts.keySet()) {
            if (hearts.get(c) < 0 || hearts.get(c) > caps.heartCap()) {
                throw new IllegalArgumentException(c.title() + " has " + hearts.get(c)
                        + " hearts, but hearts go from 0 to " + caps.heartCap() + " with " + caps.players() + " players");
            }
            if (stars.get(c) < 0 || stars.get(c) > caps.starCap()) {
                throw new IllegalArgumentException(c.title() + " has " + stars.get(c)
                        + " stars, but stars go from 0 to " + caps.starCap() + " with " + caps.players() + " players");
            }
        }
        for (Colour c : stackBottomFirst) {
            if (!hearts.containsKey(c)) {
                throw new IllegalArgumentException("The stacking order names " + c.title() + ", who is not playing");
            }
            if (stackBottomFirst.indexOf(c) != stackBottomFirst.lastIndexOf(c)) {
                throw new IllegalArgumentException("The stacking order names " + c.title() + " twice");
            }
        }
        List<Colour> order = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (hearts.containsKey(c)) {
                order.add(c);
            }
        }
        for (Colour a : order) {
            for (Colour b : order) {
                if (a.ordinal() < b.ordinal() && hearts.get(a).equals(hearts.get(b))
                        && (!stackBottomFirst.contains(a) || !stackBottomFirst.contains(b))) {
                    throw new IllegalArgumentException(a.title() + " and " + b.title() + " both have " + hearts.get(a)
                            + " hearts: give the stacking order of their hearts, bottom first");
                }
            }
        }
        order.sort((a, b) -> hearts.get(a).equals(hearts.get(b))
                ? Integer.compare(stackBottomFirst.indexOf(a), stackBottomFirst.indexOf(b))
                : Integer.compare(hearts.get(a), hearts.get(b)));
        return new Track(order, hearts, stars, caps);
    }

    public int hearts(Colour c) {
        return value(hearts, c);
    }

    public int stars(Colour c) {
        return value(stars, c);
    }

    /** The colours on the track (the players), in heart order. */
    public List<Colour> players() {
        return heartOrder;
    }

    /** Earns hearts, capped (R41); a heart that moves lands on top; a heart at the cap does not move. */
    public Track earnHearts(Colour c, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("Hearts are earned, not lost: " + n);
        }
        int now = hearts(c);
        return moveHeart(c, Math.min(now + n, caps.heartCap()));
    }

    /**
     * Sets hearts (a Gamer elimination, RECORD-FORMAT {@code table: fix hearts}): the heart goes on top of the
     * hearts on its new space, a heart set to 0 on top of the hearts at 0; to its own value nothing changes.
     */
    public Track setHearts(Colour c, int value) {
        if (value < 0 || value > caps.heartCap()) {
            throw new IllegalArgumentException("Hearts go from 0 to " + caps.heartCap() + ", not " + value);
        }
        return moveHeart(c, value);
    }

    /** Earns stars, capped (R41): a star at the cap does not move. */
    public Track earnStars(Colour c, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("Stars are earned, not lost: " + n);
        }
        return setStars(c, Math.min(stars(c) + n, caps.starCap()));
    }

    /** Sets stars; their order does not matter (R41). */
    public Track setStars(Colour c, int value) {
        if (value < 0 || value > caps.starCap()) {
            throw new IllegalArgumentException("Stars go from 0 to " + caps.starCap() + ", not " + value);
        }
        if (value == stars(c)) {
            return this;
        }
        Map<Colour, Integer> s = new EnumMap<>(stars);
        s.put(c, value);
        return new Track(heartOrder, hearts, s, caps);
    }

    /**
     * Whether a's heart is higher in the stack than b's (R41): on the same space, above it; on different spaces,
     * further along the track. Ties in victory go to the lower heart, the round-2 start to the higher.
     */
    public boolean higherInStack(Colour a, Colour b) {
        hearts(a);
        hearts(b);
        return heartOrder.indexOf(a) > heartOrder.indexOf(b);
    }

    /** The colours whose hearts are on a space, bottom first (for drawing the stack). */
    public List<Colour> onSpace(int value) {
        return heartOrder.stream().filter(c -> hearts.get(c) == value).toList();
    }

    private Track moveHeart(Colour c, int value) {
        if (value == hearts(c)) {
            return this;
        }
        List<Colour> order = new ArrayList<>(heartOrder);
        order.remove(c);
        int at = 0;
        while (at < order.size() && hearts.get(order.get(at)) <= value) {
            at++;
        }
        order.add(at, c);
        Map<Colour, Integer> h = new EnumMap<>(hearts);
        h.put(c, value);
        return new Track(order, h, stars, caps);
    }

    private static int value(Map<Colour, Integer> m, Colour c) {
        Integer v = m.get(c);
        if (v == null) {
            throw new IllegalArgumentException(c.title() + " is not on the track");
        }
        return v;
    }
}
