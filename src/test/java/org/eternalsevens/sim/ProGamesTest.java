package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PlayerState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole two-round Pro games ({@link ProGames}), 2–4 players, 1,008 in all, random board sets and sides: after every
 * move the books of {@link ProInvariants} hold (the Expert track and caps; the discard pile never below zero; the
 * Kyubi at most 3 tokens, Pegasus and Barong none; one board each after each choosing, all different; 48 number
 * and 4 rare cards; the summary's {@code legal} spaces are the plays {@code LegalMoves} lists); every move reads back from its notation and the record replays to the same end; every game
 * chooses in both rounds, finishes and places every player once. Each batch prints its seed; rerun one with {@code -Dsim.seed=N}.
 */
class ProGamesTest {
    private static final int BATCHES = 4;
    private static final int GAMES_PER_BATCH = 84;

    static Stream<Arguments> batches() {
        String fixed = System.getProperty("sim.seed");
        List<Arguments> out = new ArrayList<>();
        for (int players = 2; players <= 4; players++) {
            for (int b = 0; b < BATCHES; b++) {
                out.add(Arguments.of(players, fixed != null ? Long.parseLong(fixed)
                        : 50_000_000L + 100_000L * players + 1_000L * b));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}p seed {1}")
    @MethodSource("batches")
    void ruling_R50_to_R79_everyProGameKeepsItsBooksAndEndsWithEveryPlayerPlacedOnce(int players, long seed)
            throws NotationException {
        System.out.println("ProGamesTest " + players + "p seed " + seed);
        Map<String, Integer> seen = new TreeMap<>();
        Set<String> boards = new HashSet<>();
        for (int i = 0; i < GAMES_PER_BATCH; i++) {
            check(ProGames.play(players, seed + i), seed + i, seen, boards);
        }
        System.out.println("  " + seen + "\n  boards chosen: " + boards.size());
        assertThat(seen.keySet()).as("each batch plays every kind of Pro event").contains("choose", "hardpass",
                "dragon", "dragon none", "pass", "out", "eliminated", "hardpassed", "round 2 choosing", "round 2 flip",
                "round 2 same");
        List<String> all = ContentLoader.defaults().eternalBoards().all().stream().map(EternalBoard::name).toList();
        assertThat(boards).as("each batch chooses every one of the twenty boards").containsExactlyInAnyOrderElementsOf(all);
    }

    private static void check(PlayedGame g, long seed, Map<String, Integer> seen, Set<String> boards)
            throws NotationException {
        int choosings = 0;
        seen.merge("round 2 " + g.setup().pro().round2Sides().id(), 1, Integer::sum);
        for (int i = 0; i < g.moves().size(); i++) {
            String text = g.moves().get(i);
            Move m = Notation.parse(text);
            assertThat(Notation.print(m)).as("seed %d: %s reads back", seed, text).isEqualTo(text);
            seen.merge(m instanceof Move.DeclineDragon ? "dragon none" : text.substring(text.indexOf(':') + 2)
                    .split(" ")[0], 1, Integer::sum);
            GameState before = g.states().get(i);
            GameState s = g.states().get(i + 1);
            if (m instanceof Move.Choose) {
                boards.add(s.board(m.actor()).name());
            }
            if (before.awaiting() == Awaiting.CHOOSE && s.awaiting() != Awaiting.CHOOSE) {
                choosings++;
                seen.merge("round " + before.round() + " choosing", 1, Integer::sum);
            }
            List<String> errs = new ArrayList<>(ProInvariants.check(s));
            errs.addAll(ProInvariants.legalAgrees(s));
            assertThat(errs).as("seed %d after move %d \"%s\"", seed, i, text).isEmpty();
            for (PlayerState p : s.players()) {
                EternalBoard b = s.board(p.colour());
                if (b != null && "kyubi".equals(b.name()) && p.apt() == 3) {
                    seen.merge("kyubi at 3 tokens", 1, Integer::sum);
                }
            }
        }
        GameState s = g.last();
        assertThat(s.finished()).as("seed %d finishes", seed).isTrue();
        assertThat(Replayer.replay(g.setup(), g.moves()).state()).as("seed %d: the record replays to the same end",
                seed).isEqualTo(s);
        assertThat(choosings).as("seed %d chooses boards in both rounds", seed).isEqualTo(2);
        Set<Integer> places = new HashSet<>();
        for (PlayerState p : s.players()) {
            assertThat(p.place()).as("seed %d: %s is placed", seed, p.colour()).isNotNull();
            places.add(p.place());
            seen.merge(p.status().id(), 1, Integer::sum);
        }
        assertThat(places).as("seed %d: every place once", seed).hasSize(g.setup().playerCount());
        assertThat(s.ranking()).as("seed %d", seed).containsExactlyInAnyOrderElementsOf(g.setup().seats());
    }
}
