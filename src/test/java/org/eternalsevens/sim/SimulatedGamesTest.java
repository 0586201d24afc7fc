package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.record.Summary;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.setup.SetupCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Property tests over whole simulated games (seeded, parameterised; each batch prints its seed). Every level and
 * player count, 1,080 games in all. Rerun one batch with {@code -Dsim.seed=N}; a failure names its game's seed.
 */
class SimulatedGamesTest {
    private static final int BATCHES = 4;
    private static final int GAMES_PER_BATCH = 45;

    static Stream<Arguments> batches() {
        String fixed = System.getProperty("sim.seed");
        List<Arguments> out = new ArrayList<>();
        for (Level level : List.of(Level.BEGINNER, Level.STANDARD)) {
            for (int players = 2; players <= 4; players++) {
                for (int b = 0; b < BATCHES; b++) {
                    long seed = fixed != null ? Long.parseLong(fixed)
                            : 7_000_000L * (level.ordinal() + 1) + 100_000L * players + 1_000L * b;
                    out.add(Arguments.of(level, players, seed));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}p seed {2}")
    @MethodSource("batches")
    void everySimulatedGameKeepsTheBooksAndEndsWithEveryPlacePlayed(Level level, int players, long seed) throws Exception {
        System.out.println("SimulatedGamesTest " + level.id() + " " + players + "p seed " + seed);
        for (int i = 0; i < GAMES_PER_BATCH; i++) {
            long game = seed + i;
            List<String> failures = new ArrayList<>();
            SimulatedGame g;
            try {
                g = Simulator.play(game, level, players, new Checks(game, failures));
            } catch (AssertionError e) {
                throw new AssertionError("game seed " + game + " (" + level.id() + ", " + players + "p): "
                        + e.getMessage(), e);
            }
            assertThat(failures).as("game seed %d", game).isEmpty();
            checkEnd(g);
            checkRecord(g);
        }
    }

    /** The checks made after every move: the books, tokens, and illegal moves that change nothing. */
    private static final class Checks implements Simulator.Watcher {
        private final long seed;
        private final List<String> failures;
        private final Random probes;
        private final Map<Colour, Integer> leftAt = new EnumMap<>(Colour.class);

        Checks(long seed, List<String> failures) {
            this.seed = seed;
            this.failures = failures;
            this.probes = new Random(~seed);
        }

        @Override
        public void afterMove(Simulator sim, GameState before, GameState after, String move, boolean settled) {
            for (String e : Invariants.check(after, sim.table(), settled)) {
                failures.add("after \"" + move + "\" (move " + sim.moves().size() + "): " + e);
            }
            if (!after.finished() && after.ranking().size() != 0) {
                failures.add("a ranking before the end");
            }
            if (!after.finished() && probes.nextInt(25) == 0) {
                probe(after, move);
            }
        }

        private void probe(GameState s, String last) {
            int hash = s.hashCode();
            String summary = Summary.toJson(s, null);
            for (IllegalMoves.Probe p : IllegalMoves.in(s, probes)) {
                Outcome o = Engine.apply(s, p.move());
                if (!(o instanceof Outcome.Rejected)) {
                    failures.add("after \"" + last + "\" the engine accepted " + p.move() + " although " + p.why());
                }
            }
            if (s.hashCode() != hash || !Summary.toJson(s, null).equals(summary)) {
                failures.add("a refused move changed the state after \"" + last + "\"");
            }
        }
    }

    /** Finished, every place 1..n used once, tops for those out, bottoms for the eliminated, ranking in place order. */
    private static void checkEnd(SimulatedGame g) {
        GameState s = g.state();
        int n = s.players().size();
        assertThat(s.finished()).as("seed %d finished", g.seed()).isTrue();
        List<Integer> places = new ArrayList<>();
        int lastPlace = 0;
        int maxOut = 0;
        int minEliminated = n + 1;
        int stillPlaying = 0;
        for (PlayerState p : s.players()) {
            assertThat(p.place()).as("seed %d: %s has a place", g.seed(), p.colour()).isNotNull();
            places.add(p.place());
            if (p.status() == PlayerStatus.OUT) {
                maxOut = Math.max(maxOut, p.place());
            } else if (p.status() == PlayerStatus.ELIMINATED) {
                minEliminated = Math.min(minEliminated, p.place());
            } else {
                stillPlaying++;
                lastPlace = p.place();
            }
        }
        assertThat(places).as("seed %d places", g.seed()).containsExactlyInAnyOrderElementsOf(
                java.util.stream.IntStream.rangeClosed(1, n).boxed().toList());
        assertThat(stillPlaying).as("seed %d: players left at the end", g.seed()).isLessThanOrEqualTo(1);
        assertThat(maxOut).as("seed %d: out above eliminated", g.seed()).isLessThan(minEliminated);
        if (stillPlaying == 1) {
            assertThat(lastPlace).isGreaterThan(maxOut).isLessThan(minEliminated);
        }
        List<Colour> ranking = s.ranking();
        assertThat(ranking).hasSize(n);
        for (int i = 0; i < n; i++) {
            assertThat(s.player(ranking.get(i)).place()).as("seed %d ranking", g.seed()).isEqualTo(i + 1);
        }
    }

    /** Record -> JSON -> record keeps moves and setup; replaying it gives the live state. */
    private static void checkRecord(SimulatedGame g) throws Exception {
        GameRecord record = g.record();
        GameRecord read = RecordJson.read(RecordJson.write(record));
        assertThat(read.moves()).as("seed %d moves", g.seed()).isEqualTo(record.moves());
        assertThat(read.setup()).as("seed %d setup", g.seed()).isEqualTo(record.setup());
        SetupCheck.Result setup = read.setup().toSetup(ContentLoader.defaults());
        assertThat(setup.problems()).isEmpty();
        assertThat(setup.setup()).isEqualTo(g.setup());
        Replayer.Result r = Replayer.replay(setup.setup(), read.moves());
        assertThat(r.rejected()).as("seed %d replay", g.seed()).isNull();
        assertThat(r.state()).as("seed %d replayed state", g.seed()).isEqualTo(g.state());
        assertThat(r.events()).hasSize(record.moves().size());
        assertThat(Summary.toJson(r.state(), null)).contains("\"finished\" : true");
    }

    /** The simulator reaches every kind of move and event it is meant to exercise. */
    @Test
    void theSimulatorExercisesEveryKindOfMove() {
        Map<String, Integer> seen = new TreeMap<>();
        long seed = 4242;
        System.out.println("SimulatedGamesTest coverage seed " + seed);
        for (int i = 0; i < 240; i++) {
            Level level = i % 2 == 0 ? Level.BEGINNER : Level.STANDARD;
            SimulatedGame g = Simulator.play(seed + i, level, 2 + i / 2 % 3, null);
            g.features().forEach((k, v) -> seen.merge(k, v, Integer::sum));
        }
        assertThat(seen.keySet()).contains("play", "rare", "further card (token)", "further card (pegasus)",
                "further rare", "end", "end left out", "pass rare", "pass discard", "pass discard *", "pass eternal",
                "pass mustplay", "pass block", "pass shared", "pass discard+N", "pass rare+N", "pass mustplay+N",
                "pass block+N", "pass eternal+N", "give", "give *", "declare", "swap", "mustplay", "acquire",
                "eliminated", "two stars", "table rare", "hand dealt out", "jinn takes a rare card",
                "finished beginner 2p", "finished beginner 3p", "finished beginner 4p", "finished standard 2p",
                "finished standard 3p", "finished standard 4p");
        for (String e : List.of("phoenix", "mummy", "skeleton", "kyubi", "barong", "minotaur", "ghost", "dragon",
                "king", "kappa", "yeti", "kraken", "pegasus", "cyclops", "jinn", "medusa", "golem", "mermaid", "fairy",
                "vampire", "witch")) {
            assertThat(seen).containsKey("reveal " + e);
        }
    }
}
