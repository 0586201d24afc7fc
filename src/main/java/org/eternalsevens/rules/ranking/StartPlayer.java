package org.eternalsevens.rules.ranking;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.Track;

/**
 * Who starts round 2 (R47): the fewest hearts; on a tie, the heart higher in the stack; stars do not matter.
 * "Green starts round 2: fewest hearts (4)". {@link #order(Track)} is the same order for every player (Pro's
 * choosing order, R53).
 */
public record StartPlayer(Colour colour, String reason) {
    public static StartPlayer round2(Track track) {
        List<Colour> order = order(track);
        Colour first = order.get(0);
        int fewest = track.hearts(first);
        List<Colour> tied = track.onSpace(fewest);
        StringBuilder s = new StringBuilder(first.title()).append(" starts round 2: fewest hearts (").append(fewest);
        if (tied.size() == 1) {
            return new StartPlayer(first, s.append(')').toString());
        }
        List<String> others = new ArrayList<>();
        for (Colour c : tied) {
            if (c != first) {
                others.add(c.title());
            }
        }
        s.append(", like ").append(join(others)).append("), and the stack decided: ").append(first.title())
                .append("'s heart is ").append(tied.size() == 2 ? "on top of " + others.get(0) + "'s" : "on top")
                .append("");
        return new StartPlayer(first, s.toString());
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

    private static String join(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
