package org.eternalsevens.rules.ranking;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.track.Track;

/**
 * The final ranking after round 2 (R46), with a reason per place as values, worded in {@code words.RankWords}: "2nd
 * Yellow: 9 hearts like Blue, but 2 stars to Blue's 1"; "4th Red: 4 stars, but only 2 hearts (more than 4 are
 * needed to win on stars)".
 * <ul>
 * <li>Group 1, at the heart target: by stars, then the lower heart.</li>
 * <li>Group 2, at the star target with more than 4 hearts: by hearts, then the lower heart.</li>
 * <li>Group 3, everyone else: by hearts, then stars, then the lower heart.</li>
 * <li>Eliminated in round 2: after everyone, in group 3's order.</li>
 * </ul>
 */
public final class Ranking {
    private Ranking() {
    }

    /** One key that orders a group; {@code STACK} is the lower heart (R41). */
    private enum Key {
        HEARTS, STARS, STACK
    }

    public static List<Place> rank(List<Standing> standings, Track track, GamerCaps caps) {
        Map<Colour, RankGroup> groups = new EnumMap<>(Colour.class);
        for (Standing s : standings) {
            if (groups.put(s.colour(), group(s, track, caps)) != null) {
                throw new IllegalArgumentException(s.colour().title() + " is listed twice");
            }
        }
        if (!groups.keySet().containsAll(track.players()) || groups.size() != track.players().size()) {
            throw new IllegalArgumentException("The ranking needs every player on the track once");
        }
        List<Colour> order = new ArrayList<>(groups.keySet());
        order.sort(Comparator.<Colour>comparingInt(c -> groups.get(c).ordinal())
                .thenComparing((a, b) -> compare(keys(groups.get(a)), a, b, track)));
        List<Place> places = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            Colour c = order.get(i);
            RankGroup g = groups.get(c);
            List<Phrase> clauses = new ArrayList<>();
            if (i > 0 && groups.get(order.get(i - 1)) == g) {
                clause(keys(g), c, order.get(i - 1), track).ifPresent(clauses::add);
            }
            if (i + 1 < order.size() && groups.get(order.get(i + 1)) == g) {
                clause(keys(g), c, order.get(i + 1), track).ifPresent(clauses::add);
            }
            Phrase base = base(c, g, count(groups, g), track, caps);
            List<Phrase> all = new ArrayList<>();
            if (clauses.isEmpty() || g == RankGroup.ELIMINATED || starsWithoutHearts(c, g, track, caps)) {
                all.add(base);
            }
            all.addAll(clauses);
            places.add(new Place(c, i + 1, g, all));
        }
        return List.copyOf(places);
    }

    private static RankGroup group(Standing s, Track track, GamerCaps caps) {
        Colour c = s.colour();
        if (s.eliminatedInRound2()) {
            return RankGroup.ELIMINATED;
        }
        if (track.hearts(c) >= caps.heartTarget()) {
            return RankGroup.HEART_TARGET;
        }
        if (track.stars(c) >= caps.starTarget() && track.hearts(c) > caps.starWinNeedsMoreThan()) {
            return RankGroup.STAR_TARGET;
        }
        return RankGroup.MOST_HEARTS;
    }

    private static List<Key> keys(RankGroup g) {
        switch (g) {
            case HEART_TARGET: return List.of(Key.HEARTS, Key.STARS, Key.STACK);
            case STAR_TARGET: return List.of(Key.STARS, Key.HEARTS, Key.STACK);
            default: return List.of(Key.HEARTS, Key.STARS, Key.STACK);
        }
    }

    /** Negative when a ranks before b: more of a count is better, the lower heart is better. */
    private static int compare(List<Key> keys, Colour a, Colour b, Track t) {
        for (Key k : keys) {
            int d = switch (k) {
                case HEARTS -> Integer.compare(t.hearts(b), t.hearts(a));
                case STARS -> Integer.compare(t.stars(b), t.stars(a));
                case STACK -> t.higherInStack(a, b) ? 1 : -1;
            };
            if (d != 0) {
                return d;
            }
        }
        return 0;
    }

    /**
     * How c stands against a neighbour with the same first key: "9 hearts like Blue, but 2 stars to Blue's 1";
     * nothing when the first key already differs (they are not tied). The keys are named first key first:
     * {@code rank.tie.hearts…} for hearts, then stars.
     */
    private static Optional<Phrase> clause(List<Key> keys, Colour c, Colour other, Track t) {
        String order = keys.get(0) == Key.HEARTS ? "hearts" : "stars";
        int first = value(keys.get(0), c, t);
        if (first != value(keys.get(0), other, t)) {
            return Optional.empty();
        }
        int mine = value(keys.get(1), c, t);
        int theirs = value(keys.get(1), other, t);
        if (mine != theirs) {
            return Optional.of(Phrase.of("rank.tie." + order, first, other, mine, theirs));
        }
        String side = t.higherInStack(c, other) ? "above" : "below";
        return Optional.of(Phrase.of("rank.tie." + order + ".stack." + side, first, mine, other, c));
    }

    private static Phrase base(Colour c, RankGroup g, long inGroup, Track t, GamerCaps caps) {
        String alone = inGroup == 1 ? ".alone" : "";
        switch (g) {
            case HEART_TARGET:
                return Phrase.of("rank.heartTarget" + alone, caps.heartTarget());
            case STAR_TARGET:
                return Phrase.of("rank.starTarget" + alone, caps.starTarget(), t.hearts(c));
            case ELIMINATED:
                return Phrase.of("rank.eliminated");
            default:
                if (starsWithoutHearts(c, g, t, caps)) {
                    return Phrase.of("rank.starsWithoutHearts", t.stars(c), t.hearts(c), caps.starWinNeedsMoreThan());
                }
                return Phrase.of("rank.mostHearts", t.hearts(c), t.stars(c));
        }
    }

    private static boolean starsWithoutHearts(Colour c, RankGroup g, Track t, GamerCaps caps) {
        return g == RankGroup.MOST_HEARTS && t.stars(c) >= caps.starTarget();
    }

    private static long count(Map<Colour, RankGroup> groups, RankGroup g) {
        return groups.values().stream().filter(x -> x == g).count();
    }

    private static int value(Key k, Colour c, Track t) {
        return k == Key.HEARTS ? t.hearts(c) : t.stars(c);
    }

}
