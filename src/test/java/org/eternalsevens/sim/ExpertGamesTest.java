package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.rules.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.RevealedCard;
import org.eternalsevens.rules.Setup;
import org.eternalsevens.rules.SetupCheck;
import org.eternalsevens.rules.Space;
import org.eternalsevens.rules.Track;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole two-round Expert games (R40–R47), 2–4 players, 1,200 in all, moves picked at random from
 * {@link LegalMoves} and Hard Passes entered with a hand the tracker would accept. The cards a player holds are
 * not modelled here (the Casual {@link Simulator} does that), so these games test the engine's books: every move
 * listed is accepted and reads back from its notation; hearts and stars stay within their caps; the heart stack is
 * always the players once each; every game reaches round 2, finishes, and places every player exactly once.
 */
class ExpertGamesTest {
    private static final int BATCHES = 4;
    private static final int GAMES_PER_BATCH = 100;
    private static final int MAX_MOVES = 4000;

    static Stream<Arguments> batches() {
        List<Arguments> out = new ArrayList<>();
        for (int players = 2; players <= 4; players++) {
            for (int b = 0; b < BATCHES; b++) {
                out.add(Arguments.of(players, 40_000_000L + 100_000L * players + 1_000L * b));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}p seed {1}")
    @MethodSource("batches")
    void ruling_R40_to_R47_everyExpertGameKeepsTheTrackAndEndsWithEveryPlayerPlacedOnce(int players, long seed) {
        System.out.println("ExpertGamesTest " + players + "p seed " + seed);
        java.util.Map<String, Integer> seen = new java.util.TreeMap<>();
        for (int i = 0; i < GAMES_PER_BATCH; i++) {
            play(players, seed + i, seen);
        }
        System.out.println("  " + seen);
        assertThat(seen.keySet()).as("each batch plays every kind of Gamer event").contains("hardpass", "dragon",
                "dragon none", "out", "eliminated", "hardpassed");
    }

    private static void play(int players, long seed, java.util.Map<String, Integer> seen) {
        Random rng = new Random(seed);
        List<Colour> seats = List.of(Colour.values()).subList(0, players);
        Colour start = seats.get(rng.nextInt(players));
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.EXPERT, seats, start, null, null, null,
                null);
        assertThat(r.problems()).isEmpty();
        Setup setup = r.setup();
        GameState s = GameState.initial(setup);
        boolean round2 = false;
        for (int n = 0; n < MAX_MOVES && !s.finished(); n++) {
            Move m = pick(s, rng);
            String text = Notation.print(m);
            Move read;
            try {
                read = Notation.parse(text);
            } catch (Exception e) {
                throw new AssertionError("seed " + seed + ": \"" + text + "\" does not read back", e);
            }
            assertThat(read).as("seed %d: %s reads back", seed, text).isEqualTo(m);
            Outcome o = Engine.apply(s, m);
            if (o instanceof Outcome.Rejected x) {
                throw new AssertionError("seed " + seed + ": the engine refused \"" + text + "\" after " + n
                        + " moves: " + x.code() + " " + x.reason());
            }
            s = ((Outcome.Applied) o).state();
            String verb = text.substring(text.indexOf(':') + 2).split(" ")[0];
            seen.merge(m instanceof Move.DeclineDragon ? "dragon none" : verb, 1, Integer::sum);
            round2 |= s.round() == 2;
            checkTrack(s, setup, seed);
        }
        assertThat(s.finished()).as("seed %d finishes", seed).isTrue();
        assertThat(round2).as("seed %d reaches round 2", seed).isTrue();
        Set<Integer> places = new java.util.HashSet<>();
        for (PlayerState p : s.players()) {
            assertThat(p.place()).as("seed %d: %s is placed", seed, p.colour()).isNotNull();
            places.add(p.place());
        }
        assertThat(places).as("seed %d: every place once", seed).hasSize(players);
        s.players().forEach(p -> seen.merge(p.status().id(), 1, Integer::sum));
        assertThat(s.ranking()).as("seed %d", seed).containsExactlyInAnyOrderElementsOf(seats);
    }

    /** Mostly the listed moves; a Hard Pass whenever the engine would take one, now and then. */
    private static Move pick(GameState s, Random rng) {
        Colour a = s.toMove();
        PlayerState p = s.player(a);
        if (p.hand() <= 2 && rng.nextDouble() < 0.6) {
            Move hp = new Move.HardPass(a, hand(s, p, rng));
            if (Engine.check(s, hp).ok()) {
                return hp;
            }
        }
        List<Move> legal = LegalMoves.of(s);
        assertThat(legal).as("a move is always listed for %s", a).isNotEmpty();
        List<Move> plays = legal.stream().filter(m -> m instanceof Move.Play || m instanceof Move.PlayRare).toList();
        if (!plays.isEmpty() && rng.nextDouble() < 0.75) {
            return plays.get(rng.nextInt(plays.size()));
        }
        return legal.get(rng.nextInt(legal.size()));
    }

    /** A hand the tracker accepts: the rare cards as *, the rest number cards not on the field nor known out, or P. */
    private static List<RevealedCard> hand(GameState s, PlayerState p, Random rng) {
        List<RevealedCard> out = new ArrayList<>();
        for (int i = 0; i < p.rares(); i++) {
            out.add(RevealedCard.RARE);
        }
        Set<Space> used = new java.util.HashSet<>();
        while (out.size() < p.hand()) {
            Space sp = Space.ALL_SPACES.get(rng.nextInt(Space.ALL_SPACES.size()));
            if (sp.isPurple()) {
                out.add(RevealedCard.PURPLE);
            } else if (!s.field().hasCard(sp) && !s.gamer().known().contains(sp) && used.add(sp)) {
                out.add(RevealedCard.number(sp));
            }
        }
        return out;
    }

    private static void checkTrack(GameState s, Setup setup, long seed) {
        Track t = s.gamer().track();
        assertThat(t.heartOrder()).as("seed %d: the heart stack holds every player once", seed)
                .containsExactlyInAnyOrderElementsOf(setup.seats());
        Set<Colour> seen = EnumSet.noneOf(Colour.class);
        for (Colour c : setup.seats()) {
            assertThat(t.hearts(c)).as("seed %d: %s hearts", seed, c).isBetween(0, setup.gamer().caps().heartCap());
            assertThat(t.stars(c)).as("seed %d: %s stars", seed, c).isBetween(0, setup.gamer().caps().starCap());
            assertThat(s.player(c).hearts()).isEqualTo(t.hearts(c));
            seen.add(c);
        }
        assertThat(seen).hasSize(setup.playerCount());
    }
}
