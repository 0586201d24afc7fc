package org.eternalsevens.rules.ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;

/**
 * Which hearts the stacking order must order for a final ranking (R46, P346): the ranking reads the stack only
 * between two players of one priority group with equal hearts and equal stars (being eliminated in round 2 or not
 * puts them in different groups). Every other tie of hearts is decided before the stack is read, so the table need
 * not give it. {@link #complete} fills in an order the ranking never reads for the rest.
 */
public final class StackTies {
    private StackTies() {
    }

    /**
     * The first pair left tied by hearts and stars whose order {@code stackBottomFirst} does not give, as the
     * phrase {@code rank.stackNeeded} (the two colours, their hearts and stars); empty when nothing is missing.
     */
    public static Optional<Phrase> missing(Map<Colour, Integer> hearts, Map<Colour, Integer> stars,
                                           Set<Colour> eliminated, List<Colour> stackBottomFirst) {
        for (Colour a : Colour.values()) {
            for (Colour b : Colour.values()) {
                if (a.ordinal() < b.ordinal() && tied(a, b, hearts, stars, eliminated)
                        && (!stackBottomFirst.contains(a) || !stackBottomFirst.contains(b))) {
                    return Optional.of(Phrase.of("rank.stackNeeded", a, b, hearts.get(a), stars.get(a)));
                }
            }
        }
        return Optional.empty();
    }

    /** Whether the ranking needs to know which of a and b lies lower in the stack. */
    static boolean tied(Colour a, Colour b, Map<Colour, Integer> hearts, Map<Colour, Integer> stars,
                        Set<Colour> eliminated) {
        return hearts.containsKey(a) && hearts.containsKey(b) && hearts.get(a).equals(hearts.get(b))
                && stars.get(a).equals(stars.get(b)) && eliminated.contains(a) == eliminated.contains(b);
    }

    /**
     * The stacking order given, bottom first, followed by every other colour with hearts in the colours' order:
     * an order for the hearts the ranking does not need ordered, so that the track can be laid out.
     */
    public static List<Colour> complete(List<Colour> stackBottomFirst, Map<Colour, Integer> hearts) {
        List<Colour> out = new ArrayList<>(stackBottomFirst);
        for (Colour c : Colour.values()) {
            if (hearts.containsKey(c) && !out.contains(c)) {
                out.add(c);
            }
        }
        return List.copyOf(out);
    }
}
