package org.eternalsevens.rules.setup;

import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.board.Board;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.basics.TwoPlayerRules;

/**
 * A checked game setup: level, seats clockwise, start player, names, the eternal decks in play, each
 * colour's board, and the content rules they come from; in Gamer mode also its caps and Observer boards ({@code
 * gamer}, null in Casual); at the Pro level the prepared Eternal boards ({@code pro}, R51, null below Pro) and the
 * board sides they may show ({@code eternalBoards}). Build it with {@link SetupCheck}.
 */
public record Setup(Level level, List<Colour> seats, Colour start, Map<Colour, String> names,
                    List<InstantEternal> instant, List<ContinuousEternal> continuous,
                    Map<Colour, String> boardNames, LevelRules rules, int handSize, TwoPlayerRules twoPlayer,
                    int dragonSwapCards, GamerRules gamer, ProSetup pro, EternalBoards eternalBoards) {
    /** A Casual or Expert setup: no Pro part. */
    public Setup(Level level, List<Colour> seats, Colour start, Map<Colour, String> names,
                 List<InstantEternal> instant, List<ContinuousEternal> continuous, Map<Colour, String> boardNames,
                 LevelRules rules, int handSize, TwoPlayerRules twoPlayer, int dragonSwapCards, GamerRules gamer) {
        this(level, seats, start, names, instant, continuous, boardNames, rules, handSize, twoPlayer, dragonSwapCards,
                gamer, null, EternalBoards.NONE);
    }

    /** A Casual setup: no Gamer part. */
    public Setup(Level level, List<Colour> seats, Colour start, Map<Colour, String> names,
                 List<InstantEternal> instant, List<ContinuousEternal> continuous, Map<Colour, String> boardNames,
                 LevelRules rules, int handSize, TwoPlayerRules twoPlayer, int dragonSwapCards) {
        this(level, seats, start, names, instant, continuous, boardNames, rules, handSize, twoPlayer, dragonSwapCards,
                null);
    }

    public Setup {
        seats = List.copyOf(seats);
        names = Map.copyOf(names);
        instant = List.copyOf(instant);
        continuous = List.copyOf(continuous);
        boardNames = Map.copyOf(boardNames);
    }

    public int playerCount() {
        return seats.size();
    }

    public boolean twoPlayers() {
        return seats.size() == 2;
    }

    public Board board(Colour c) {
        return rules.boards().get(boardNames.get(c));
    }

    /** The player's name if the setup gives one, else the colour's title. */
    public String nameOf(Colour c) {
        String n = names.get(c);
        return n == null || n.isBlank() ? c.title() : n;
    }
}
