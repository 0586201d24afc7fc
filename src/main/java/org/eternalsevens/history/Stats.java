package org.eternalsevens.history;

import java.util.List;

/**
 * The statistics over the history (issue 27, P376), as a value the window and the command line show: per player by
 * name, per Pro Eternal board side, per level and player count. Rates are over rounds played; averages over games
 * (place) or rounds (hearts and stars the round brought).
 */
public record Stats(int games, List<PlayerLine> players, List<BoardLine> boards, List<LevelLine> levels) {
    public Stats {
        players = List.copyOf(players);
        boards = List.copyOf(boards);
        levels = List.copyOf(levels);
    }

    /** A player: games, wins, average final place, per round hearts and stars, and how the rounds were left. */
    public record PlayerLine(String name, int games, int wins, double averagePlace, int rounds, double heartsPerRound,
                             double starsPerRound, int wentOut, int hardPassed, int eliminated) {
    }

    /** An Eternal board side (R50): rounds it was chosen, games its player won, the hearts the round brought. */
    public record BoardLine(String board, String name, int chosen, int wins, double averageHearts) {
        public double winRate() {
            return chosen == 0 ? 0 : (double) wins / chosen;
        }
    }

    /** A level and a player count: how many games. */
    public record LevelLine(String level, int players, int games) {
    }
}
