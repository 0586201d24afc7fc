package org.eternalsevens.rules.setup;

import java.util.Map;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.TwoPlayerRules;

/** All game content the engine needs, as read from profiles/ by the content package. */
public record GameContent(Map<Level, LevelRules> levels, Map<Integer, Integer> handSizes,
                          int dragonSwapCards, TwoPlayerRules twoPlayer, GamerContent gamer,
                          EternalBoards eternalBoards) {
    public GameContent {
        levels = Map.copyOf(levels);
        handSizes = Map.copyOf(handSizes);
        gamer = gamer == null ? GamerContent.NONE : gamer;
        eternalBoards = eternalBoards == null ? EternalBoards.NONE : eternalBoards;
    }

    /** Without the Pro level's Eternal boards (R50). */
    public GameContent(Map<Level, LevelRules> levels, Map<Integer, Integer> handSizes, int dragonSwapCards,
                       TwoPlayerRules twoPlayer, GamerContent gamer) {
        this(levels, handSizes, dragonSwapCards, twoPlayer, gamer, EternalBoards.NONE);
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
