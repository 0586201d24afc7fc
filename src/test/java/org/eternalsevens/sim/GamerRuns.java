package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.eternalsevens.rules.GameState;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The simulated Gamer games the issue 23 properties run over (P229): Expert ({@link ExpertGames}) and Pro
 * ({@link ProGames}: random boards, sides and round-2 sides), 2–4 players. How many games per level is the system
 * property {@code es.properties.games} (1,000 unless set, as for the record contract's
 * properties; the {@code properties} profile asks for 20,000); the first seed is {@code es.properties.seed} (23 unless set), and each game's seed is
 * printed when a property fails.
 */
public final class GamerRuns {
    private GamerRuns() {
    }

    /** Games per level: Expert and Pro each play this many, spread over 2, 3 and 4 players. */
    public static int gamesPerLevel() {
        return Integer.getInteger("es.properties.games", 1_000);
    }

    public static long firstSeed() {
        return Long.getLong("es.properties.seed", 23L);
    }

    /** One argument set per level and player count: (level, players, first seed, games). */
    public static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        int each = Math.max(1, gamesPerLevel() / 3);
        for (String level : List.of("expert", "pro")) {
            for (int players = 2; players <= 4; players++) {
                out.add(Arguments.of(level, players, firstSeed() + 1_000_000L * players, each));
            }
        }
        return out.stream();
    }

    /** The game of this seed. */
    public static PlayedGame play(String level, int players, long seed) {
        return level.equals("pro") ? ProGames.play(players, seed) : ExpertGames.play(players, seed);
    }

    /** A position of a simulated game: the state after {@code moves} moves, and where it is in words. */
    public record Position(long seed, GameState state, int moves, String where) {
    }

    /** Prints the property's seeds, then hands it every position of every game, the start first. */
    public static void eachPosition(String property, String level, int players, long firstSeed, int games,
                                    Consumer<Position> check) {
        System.out.println(property + " " + level + " " + players + " players: seeds " + firstSeed + ".."
                + (firstSeed + games - 1));
        for (long seed = firstSeed; seed < firstSeed + games; seed++) {
            PlayedGame g = play(level, players, seed);
            for (int i = 0; i < g.states().size(); i++) {
                check.accept(new Position(seed, g.states().get(i), i, "seed " + seed + ", " + level + ", " + players
                        + " players, after " + i + " moves " + g.moves().subList(Math.max(0, i - 3), i)));
            }
        }
    }
}
