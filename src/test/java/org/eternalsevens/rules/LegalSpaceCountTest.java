package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;

/** Legal-space counts for fixed Beginner positions, like perft in chess (R2–R8). Counts worked out by hand. */
class LegalSpaceCountTest {
    static final String[] RED8 = {"red: play R4", "blue: play R5", "green: play R6", "yellow: play R7",
        "red: play R8", "blue: play R9", "blue: reveal ghost", "green: play R10", "yellow: play R11"};

    static String[] plus(String[] a, String... b) {
        return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
    }

    static Stream<Arguments> positions() {
        return Stream.of(
                // R2: 4..7 of each empty row
                Arguments.of("opening", new String[0], 16, 16),
                // R3: R4 and R6 open in red, 12 elsewhere
                Arguments.of("after R5", new String[] {"red: play R5"}, 14, 14),
                // R2/R3 with a 7 and a 4 in two rows
                Arguments.of("R4 and B7", new String[] {"red: play R4", "blue: play B7"}, 12, 12),
                // R4/R5: block on R3, only the linked R0 in red
                Arguments.of("red example, block R3", RED8, 13, 13),
                // R6: R3 is the last empty red space
                Arguments.of("red row one short", plus(RED8, "red: play R0", "blue: play R1", "green: play R2",
                        "green: reveal mummy"), 13, 13),
                // R6: a complete row offers nothing
                Arguments.of("red row complete", plus(RED8, "red: play R0", "blue: play R1", "green: play R2",
                        "green: reveal mummy", "yellow: play R3"), 12, 12),
                // R8: the rare card's own card may cover it, the rare card may not
                Arguments.of("rare on R7", new String[] {"red: pass rare", "blue: pass rare", "green: play R5",
                        "yellow: play R6", "red: rare R7"}, 15, 14),
                // R3: green 4..10 opens both G3 and G11 ... then G1..G10 opens both purple spaces
                Arguments.of("green 1..10", new String[] {"red: play G4", "blue: play G5", "green: play G6",
                        "yellow: play G7", "red: play G8", "blue: play G9", "blue: reveal ghost", "green: play G10",
                        "yellow: play G3", "red: play G2", "red: reveal mummy", "blue: play G1"}, 14, 14),
                // a reveal is awaited: nothing may be played
                Arguments.of("awaiting reveal", new String[] {"red: play R7", "blue: play R8", "green: play R9"}, 0, 0),
                // R7: Minotaur moved the block to R0: R3 open, R0 closed; blue run 7..9 opens B6 and B10
                Arguments.of("after Minotaur", plus(RED8, "red: play B7", "blue: play B8", "green: play B9",
                        "green: reveal minotaur"), 11, 11));
    }

    @ParameterizedTest(name = "{0}: {2} play, {3} rare")
    @MethodSource("positions")
    void ruling_R2_to_R8_legal_space_counts(String name, String[] moves, int play, int rare) {
        GameState s = Positions.after(Positions.FOUR, moves);
        LegalSpaces legal = LegalMoves.spaces(s);
        assertThat(legal.play()).as(name + " play").hasSize(play);
        assertThat(legal.rare()).as(name + " rare").hasSize(rare);
    }

    /** The highlights and the engine agree: a space is listed exactly when a play there is accepted. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void legal_spaces_match_what_the_engine_accepts(String name, String[] moves, int play, int rare) {
        GameState s = Positions.after(Positions.FOUR, moves);
        LegalSpaces legal = LegalMoves.spaces(s);
        Colour who = s.toMove();
        for (Space sp : Space.ALL_SPACES) {
            assertThat(Engine.check(s, new Move.Play(who, sp)).ok()).as(name + " play " + sp)
                    .isEqualTo(legal.play().contains(sp));
            if (s.player(who).rares() > 0) {
                assertThat(Engine.check(s, new Move.PlayRare(who, sp)).ok()).as(name + " rare " + sp)
                        .isEqualTo(legal.rare().contains(sp));
            }
        }
    }

    /** Perft depth 2 over card plays from the opening: 16 first cards, each leaving 14 for the next player. */
    @Test
    void perft_two_plies_of_card_plays_from_the_opening() {
        GameState start = Positions.after(Positions.FOUR);
        assertThat(countPlays(start, 2)).isEqualTo(16 * 14);
    }

    /** Three plies: after the second card the third player has 14 - 1 + 2 = 15 or, in a new row, 14 - 4 + 4 = ... */
    @Test
    void perft_three_plies_of_card_plays_from_the_opening() {
        // After two cards in the same row (both 4..7 adjacent pairs, 2 per first card: 16*2 = 32 lines) the row
        // offers its two ends: 12 + 2 = 14. After two cards in different rows (16*12 = 192 lines) each row offers
        // 2: 8 + 2 + 2 = 12.
        GameState start = Positions.after(Positions.FOUR);
        assertThat(countPlays(start, 3)).isEqualTo(32 * 14 + 192 * 12);
    }

    private static long countPlays(GameState s, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (Space sp : Space.ALL_SPACES) {
            Outcome o = Engine.apply(s, new Move.Play(s.toMove(), sp));
            if (o instanceof Outcome.Applied a) {
                n += countPlays(a.state(), depth - 1);
            }
        }
        return n;
    }

    @Test
    void a_finished_game_offers_no_space() {
        GameState s = Positions.after(Positions.THREE, "table: fix hand red 1", "red: play R5",
                "table: fix hand blue 1", "blue: play R6");
        assertThat(s.finished()).isTrue();
        assertThat(LegalMoves.spaces(s)).isEqualTo(LegalSpaces.NONE);
        assertThat(List.of(s.toMove() == null)).containsExactly(true);
    }
}
