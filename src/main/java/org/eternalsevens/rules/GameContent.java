package org.eternalsevens.rules;

import java.util.Map;

/** All game content the engine needs, as read from profiles/ by the content package. */
public record GameContent(Map<Level, LevelRules> levels, Map<Integer, Integer> handSizes,
                          int dragonSwapCards, TwoPlayerRules twoPlayer, GamerContent gamer) {
    public GameContent {
        levels = Map.copyOf(levels);
        handSizes = Map.copyOf(handSizes);
        gamer = gamer == null ? GamerContent.NONE : gamer;
    }

    /** Casual content alone (no Gamer caps or Observer boards). */
    public GameContent(Map<Level, LevelRules> levels, Map<Integer, Integer> handSizes, int dragonSwapCards,
                       TwoPlayerRules twoPlayer) {
        this(levels, handSizes, dragonSwapCards, twoPlayer, GamerContent.NONE);
    }

    public LevelRules level(Level level) {
        return levels.get(level);
    }
}
