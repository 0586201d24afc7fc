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
}
