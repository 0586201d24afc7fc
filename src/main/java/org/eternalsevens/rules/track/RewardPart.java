package org.eternalsevens.rules.track;

import java.util.List;

/**
 * One line of a reward as values (P355): where it comes from ({@link Source}; for a board, the board's title), the
 * hearts and stars it gives, and each term as counted. {@code words.RewardWords} words it: "First Bonus 1 heart",
 * "Passion 2 hearts × 3 unused discs = 6 hearts (the cap is 8)".
 */
public record RewardPart(Source source, String board, int hearts, int stars, List<TermCount> terms) {
    /** Where a part comes from. */
    public enum Source {
        /** A star block's own star (no source named). */
        BLOCK,
        FIRST_BONUS,
        /** The board's term for the event ({@code board} holds its title). */
        BOARD,
        /** The board's any-player Hard Pass term, earned on the owner's own Hard Pass too (R60). */
        ANY_HARD_PASS,
        CHOICE_CARD,
        /** The star of an elimination in round 1 (R43; no source named). */
        ELIMINATION
    }

    /**
     * One term as counted: what it gave ({@code amount}, after its maximum), the count of its unit (0 without one)
     * and the count of each of its conditions' counters, in order.
     */
    public record TermCount(RewardTerm term, int amount, int unitCount, List<Integer> conditionCounts) {
        public TermCount {
            conditionCounts = List.copyOf(conditionCounts);
            if (conditionCounts.size() != term.conditions().size()) {
                throw new IllegalArgumentException("A term's count needs one count per condition");
            }
        }

        /** The index of the first condition not met, or -1 when all are. */
        public int unmet() {
            for (int i = 0; i < conditionCounts.size(); i++) {
                if (!term.conditions().get(i).holds(conditionCounts.get(i))) {
                    return i;
                }
            }
            return -1;
        }
    }

    public RewardPart {
        terms = List.copyOf(terms);
        if (source == null || hearts < 0 || stars < 0 || (board == null) == (source == Source.BOARD
                || source == Source.ANY_HARD_PASS)) {
            throw new IllegalArgumentException("A reward part needs its source (a board's with its title) and gives"
                    + " no negative amount");
        }
    }

    /** A part that counts no terms: a star block's star or an elimination's. */
    public static RewardPart stars(Source source, int stars) {
        return new RewardPart(source, null, 0, stars, List.of());
    }
}
