package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Stage;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.sim.GamerRuns;
import org.eternalsevens.sim.Simulator;
import org.eternalsevens.words.InstructionWords.Verb;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 25 §4, P350 and P351: over every state of simulated Casual, Expert and Pro games (seeded, the seeds printed),
 * the instruction line names exactly what the engine accepts now, each verb it names legal and each legal kind of
 * move named; and the Must Play reminder names exactly the spaces whose token binds the player to move.
 */
class InstructionWordsTest {
    private static final Words WORDS = Words.english(Colour::title);
    private static final InstructionWords LINE = InstructionWords.of(WORDS);

    static Stream<Arguments> games() {
        long seed = Long.getLong("es.properties.seed", 25L);
        List<Arguments> out = new ArrayList<>();
        for (String level : List.of("casual", "expert", "pro")) {
            for (int players = 2; players <= 4; players++) {
                out.add(Arguments.of(level, players, seed + 1000L * players, 2));
            }
        }
        return out.stream();
    }

    /** Every state of {@code games} games of this level from {@code firstSeed}, the start first. */
    static List<GameState> states(String level, int players, long firstSeed, int games) {
        System.out.println("InstructionWordsTest " + level + " " + players + " players: seeds " + firstSeed + ".."
                + (firstSeed + games - 1));
        List<GameState> out = new ArrayList<>();
        for (long seed = firstSeed; seed < firstSeed + games; seed++) {
            if (level.equals("casual")) {
                Simulator.play(seed, Level.STANDARD, players, (sim, before, after, move, settled) -> out.add(after));
            } else {
                out.addAll(GamerRuns.play(level, players, seed).states());
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}, {1} players, seeds from {2}, {3} games")
    @MethodSource("games")
    void P350_theLineNamesEachLegalKindOfMoveAndNothingElse(String level, int players, long firstSeed, int games) {
        int spoken = 0;
        for (GameState s : states(level, players, firstSeed, games)) {
            if (s.finished() || !InstructionWords.speaksFor(Stage.of(s))) {
                continue;
            }
            spoken++;
            Set<Verb> verbs = InstructionWords.verbs(s, LegalMoves.of(s));
            String line = LINE.line(s, verbs);
            String where = level + ", " + Stage.of(s) + ", round " + s.round() + ": " + line;
            assertThat(verbs).as(where).isEqualTo(acceptedNow(s));
            assertThat(line).as(where).startsWith(WORDS.text(s.toMove()));
            for (Verb v : Verb.values()) {
                if (verbs.contains(v)) {
                    assertThat(line).as(where).contains(phrase(v, verbs, Stage.of(s) == Stage.CONTINUE));
                } else {
                    assertThat(line).as(where).doesNotContain(WORDS.sentence(v.key()));
                }
            }
        }
        assertThat(spoken).as("turns looked at").isGreaterThan(50);
    }

    /** What the engine itself accepts from the player to move now, found by asking it, not from the legal list. */
    private static Set<Verb> acceptedNow(GameState s) {
        Colour a = s.toMove();
        Set<Verb> out = EnumSet.noneOf(Verb.class);
        for (Space sp : Space.ALL_SPACES) {
            if (Engine.check(s, new Move.Play(a, sp)).ok()) {
                out.add(Verb.PLAY);
            }
            if (Engine.check(s, new Move.PlayRare(a, sp)).ok()) {
                out.add(Verb.PLAY_RARE);
            }
        }
        List<Move.Pass> passes = new ArrayList<>();
        for (int i = 0; i < s.icons(a).size(); i++) {
            passes.addAll(LegalMoves.passVariants(s, a, i));
        }
        if (s.setup().twoPlayers()) {
            passes.add(Move.Pass.of(a, PassAction.SHARED));
        }
        if (passes.stream().anyMatch(p -> Engine.check(s, p).ok())) {
            out.add(Verb.PASS);
        }
        add(out, Verb.ELIMINATE, Engine.check(s, new Move.Eliminate(a)).ok());
        add(out, Verb.END_TURN, Engine.check(s, new Move.EndTurn(a)).ok());
        add(out, Verb.DECLINE_DRAGON, Engine.check(s, new Move.DeclineDragon(a)).ok());
        add(out, Verb.HARD_PASS, s.gamer() != null && LegalMoves.hardPass(s).ok());
        if (LegalMoves.dragonOffers(s) != null) {
            add(out, Verb.DRAGON, LegalMoves.dragonOffers(s).legal().stream()
                    .anyMatch(x -> Engine.check(s, new Move.TakeDragon(a, x)).ok()));
        }
        if (s.setup().twoPlayers()) { // an Acquire is judged with its card; the list names it without one
            add(out, Verb.ACQUIRE, LegalMoves.of(s).contains(new Move.Acquire(a, null)));
        }
        return out;
    }

    private static void add(Set<Verb> out, Verb v, boolean accepted) {
        if (accepted) {
            out.add(v);
        }
    }

    /** The words a named verb must show in the line: a card and a rare card are one phrase, after a card "another". */
    private static String phrase(Verb v, Set<Verb> verbs, boolean another) {
        String key = v.key();
        if ((v == Verb.PLAY || v == Verb.PLAY_RARE) && verbs.containsAll(EnumSet.of(Verb.PLAY, Verb.PLAY_RARE))) {
            key = "instruction.verb.play_any";
        }
        return WORDS.sentence(another && WORDS.has(key + ".another") ? key + ".another" : key);
    }

    @ParameterizedTest(name = "{0}, {1} players, seeds from {2}, {3} games")
    @MethodSource("games")
    void P351_theMustPlayReminderNamesTheTokensThatBindNow(String level, int players, long firstSeed, int games) {
        int reminded = 0;
        for (GameState s : states(level, players, firstSeed, games)) {
            if (s.finished()) {
                continue;
            }
            List<Space> bound = new ArrayList<>();
            for (Space sp : Space.ALL_SPACES) { // a token binds where the engine would take the space's own card
                if (s.field().hasMustPlay(sp) && Engine.check(s, new Move.Play(s.toMove(), sp)).ok()) {
                    bound.add(sp);
                }
            }
            List<Move> legal = LegalMoves.of(s);
            assertThat(InstructionWords.mustPlaySpaces(s, legal)).containsExactlyInAnyOrderElementsOf(bound);
            String reminder = LINE.mustPlay(s, legal);
            if (bound.isEmpty()) {
                assertThat(reminder).isNull();
            } else {
                reminded++;
                assertThat(reminder).contains(WORDS.text(s.toMove()));
                bound.forEach(sp -> assertThat(reminder).contains(sp.toString()));
            }
        }
        if (!level.equals("casual")) { // Must Play tokens come with the Expert and Pro boards' icons
            assertThat(reminded).as("states with a binding Must Play token").isGreaterThan(0);
        }
    }

    @Test
    void P350_listsAreJoinedWithCommasAndOr() {
        assertThat(LINE.list(EnumSet.of(Verb.HARD_PASS, Verb.END_TURN), false)).isEqualTo("Hard Pass, or end the turn");
        assertThat(LINE.list(EnumSet.of(Verb.PLAY, Verb.PASS, Verb.ELIMINATE), false))
                .isEqualTo("play a card, pass on an icon, or declare elimination");
        assertThat(LINE.list(EnumSet.of(Verb.PLAY, Verb.PLAY_RARE, Verb.END_TURN), true))
                .isEqualTo("play another card or rare card, or end the turn");
        assertThat(LINE.list(EnumSet.of(Verb.DRAGON), false)).isEqualTo("take it on the Dragon cards");
    }
}
