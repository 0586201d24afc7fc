package org.eternalsevens.rules;

import java.util.Map;

/** All game content the engine needs, as read from profiles/ by the content package. */
public record GameContent(Map<Level, LevelRules> levels, Map<Integer, Integer> handSizes,
                          int dragonSwapCards, TwoPlayerRules twoPlayer) {
    public GameContent {
        levels = Map.copyOf(levels);
        handSizes = Map.copyOf(handSizes);
    }

    public LevelRules level(Level level) {
        return levels.get(level);
    }
}
