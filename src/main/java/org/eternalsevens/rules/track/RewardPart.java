package org.eternalsevens.rules.track;

/**
 * One line of a reward: where it comes from ({@code First Bonus}, the board's name, {@code Choice card},
 * {@code star block}), the hearts and stars it gives, and its words: "2 hearts × 3 unused discs = 6 hearts
 * (the cap is 8)".
 */
public record RewardPart(String source, int hearts, int stars, String words) {
    public RewardPart {
        if (hearts < 0 || stars < 0) {
            throw new IllegalArgumentException("A reward part gives no negative amount");
        }
    }

    /**
     * Parts one after the other, each source named once where it starts: "First Bonus 1 heart; Passion 2 stars;
     * 2 hearts × 3 unused discs = 6 hearts (the cap is 8)"; "no reward" when there are none. The one place a
     * reward is put in words (P270): the engine's sentence and the round summary both read it.
     */
    public static String itemised(java.util.List<RewardPart> parts) {
        if (parts.isEmpty()) {
            return "no reward";
        }
        StringBuilder b = new StringBuilder();
        String source = null;
        for (int i = 0; i < parts.size(); i++) {
            RewardPart p = parts.get(i);
            if (i > 0) {
                b.append("; ");
            }
            if (!p.source().isEmpty() && !p.source().equals(source)) {
                b.append(p.source()).append(' ');
            }
            source = p.source();
            b.append(p.words());
        }
        return b.toString();
    }
}
