package org.eternalsevens.rules.ranking;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.Track;

/**
 * Who starts round 2 (R47): the fewest hearts; on a tie, the heart higher in the stack; stars do not matter. Its
 * values: the player, their hearts, and the others with as many hearts ({@code tiedWith}, in the stack's order from
 * the bottom; empty when none), worded in {@code words.RankWords} ("Green starts round 2: fewest hearts (4)", P322).
 * {@link #order(Track)} is the same order for every player (Pro's choosing order, R53).
 */
public record StartPlayer(Colour colour, int hearts, List<Colour> tiedWith) {
    public StartPlayer {
        tiedWith = List.copyOf(tiedWith);
    }

    public static StartPlayer round2(Track track) {
        List<Colour> order = order(track);
        Colour first = order.get(0);
        int fewest = track.hearts(first);
        List<Colour> others = new ArrayList<>();
        for (Colour c : track.onSpace(fewest)) {
            if (c != first) {
                others.add(c);
            }
        }
        return new StartPlayer(first, fewest, others);
    }

    /** Fewest hearts first; among equal hearts, the heart higher in the stack first (R41, R47, R53). */
    public static List<Colour> order(Track track) {
        List<Colour> out = new ArrayList<>();
        List<Colour> stack = track.heartOrder();
        int i = 0;
        while (i < stack.size()) {
            int j = i;
            while (j < stack.size() && track.hearts(stack.get(j)) == track.hearts(stack.get(i))) {
                j++;
            }
            for (int k = j - 1; k >= i; k--) {
                out.add(stack.get(k));
            }
            i = j;
        }
        return List.copyOf(out);
    }
}
