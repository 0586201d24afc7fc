package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.track.Track;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole two-round Expert games (R40–R47, {@link ExpertGames}), 2–4 players, 1,200 in all: every move reads back
 * from its notation; hearts and stars stay within their caps and the players show the track; the heart stack is
 * always the players once each; every game reaches round 2, finishes, and places every player exactly once; each
 * batch has Hard Passes, Dragon actions taken and declined, Go Outs and eliminations.
 */
class ExpertGamesTest {
    private static final int BATCHES = 4;
    private static final int GAMES_PER_BATCH = 100;

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
    void ruling_R40_to_R47_everyExpertGameKeepsTheTrackAndEndsWithEveryPlayerPlacedOnce(int players, long seed)
            throws NotationException {
        System.out.println("ExpertGamesTest " + players + "p seed " + seed);
        Map<String, Integer> seen = new TreeMap<>();
        for (int i = 0; i < GAMES_PER_BATCH; i++) {
            check(ExpertGames.play(players, seed + i), seed + i, seen);
        }
        System.out.println("  " + seen);
        assertThat(seen.keySet()).as("each batch plays every kind of Gamer event").contains("hardpass", "dragon",
                "dragon none", "out", "eliminated", "hardpassed");
    }

    private static void check(PlayedGame g, long seed, Map<String, Integer> seen) throws NotationException {
        Setup setup = g.setup();
        boolean round2 = false;
        for (int i = 0; i < g.moves().size(); i++) {
            String text = g.moves().get(i);
            Move m = Notation.parse(text);
            assertThat(Notation.print(m)).as("seed %d: %s reads back", seed, text).isEqualTo(text);
            seen.merge(m instanceof Move.DeclineDragon ? "dragon none" : text.substring(text.indexOf(':') + 2)
                    .split(" ")[0], 1, Integer::sum);
            GameState s = g.states().get(i + 1);
            round2 |= s.round() == 2;
            if (s.gamer().round().dragon().noHardPass()) {
                seen.merge("no hard pass", 1, Integer::sum);
            }
            checkTrack(s, setup, seed);
        }
        GameState s = g.last();
        assertThat(s.finished()).as("seed %d finishes", seed).isTrue();
        assertThat(round2).as("seed %d reaches round 2", seed).isTrue();
        Set<Integer> places = new HashSet<>();
        for (PlayerState p : s.players()) {
            assertThat(p.place()).as("seed %d: %s is placed", seed, p.colour()).isNotNull();
            places.add(p.place());
            seen.merge(p.status().id(), 1, Integer::sum);
        }
        assertThat(places).as("seed %d: every place once", seed).hasSize(setup.playerCount());
        assertThat(s.ranking()).as("seed %d", seed).containsExactlyInAnyOrderElementsOf(setup.seats());
    }

    private static void checkTrack(GameState s, Setup setup, long seed) {
        Track t = s.gamer().track();
        assertThat(t.heartOrder()).as("seed %d: the heart stack holds every player once", seed)
                .hasSize(setup.playerCount()).containsExactlyInAnyOrderElementsOf(setup.seats());
        for (Colour c : setup.seats()) {
            assertThat(t.hearts(c)).as("seed %d: %s hearts", seed, c).isBetween(0, setup.gamer().caps().heartCap());
            assertThat(t.stars(c)).as("seed %d: %s stars", seed, c).isBetween(0, setup.gamer().caps().starCap());
            // P281: the track alone holds Gamer hearts and stars; the player's Casual figures stay 0
            assertThat(s.player(c).casualHearts()).as("seed %d: %s Casual hearts", seed, c).isZero();
            assertThat(s.player(c).casualStars()).as("seed %d: %s Casual stars", seed, c).isZero();
        }
    }
}
