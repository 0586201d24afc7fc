package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.eternalsevens.testkit.Refusals;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * For many moves in many Beginner positions: a refused move leaves the state equal to what it was (the state is a
 * value, compared with equals against an independently rebuilt copy), and the refusal has a code and a sentence.
 */
class RefusedMoveChangesNothingTest {
    static Stream<Arguments> positions() {
        String[] red8 = LegalSpaceCountTest.RED8;
        return Stream.of(
                Arguments.of(Positions.FOUR, new String[0]),
                Arguments.of(Positions.THREE, new String[] {"red: play R5", "blue: pass rare"}),
                Arguments.of(Positions.FOUR, red8),
                Arguments.of(Positions.FOUR, new String[] {"red: play R7", "blue: play R8", "green: play R9"}),
                Arguments.of(Positions.FOUR, new String[] {"red: play R7", "blue: play R8", "green: play R9",
                    "green: reveal skeleton"}),
                Arguments.of(Positions.FOUR, new String[] {"red: pass eternal"}),
                Arguments.of(Positions.FOUR, new String[] {"red: pass eternal", "red: reveal pegasus",
                    "blue: play R5"}), // an open turn that another player's move would end
                Arguments.of(Positions.FOUR, new String[] {"red: pass rare", "blue: pass eternal",
                    "blue: reveal cyclops", "green: play R5", "yellow: play R6"}),
                Arguments.of(Positions.FOUR, new String[] {"red: pass rare", "blue: play R5", "green: play R6",
                    "yellow: play R7", "red: pass discard", "blue: play R4", "green: play R8", "yellow: play R3",
                    "red: pass eternal", "red: reveal jinn", "blue: play Y5", "green: play Y6", "yellow: play Y7"}),
                Arguments.of(Positions.THREE, new String[] {"table: fix hand red 1", "red: play R5",
                    "table: fix hand blue 1", "blue: play R6"})); // finished
    }

    static List<Move> candidates() {
        List<Move> out = new ArrayList<>();
        for (Colour c : Colour.values()) {
            for (Space s : Space.ALL_SPACES) {
                out.add(new Move.Play(c, s));
                out.add(new Move.PlayRare(c, s));
            }
            for (PassAction a : List.of(PassAction.RARE, PassAction.DISCARD, PassAction.ETERNAL, PassAction.SHARED,
                    PassAction.DRAGON)) {
                out.add(Move.Pass.of(c, a));
            }
            out.add(Move.Pass.of(c, PassAction.DISCARD, new PassArgs.RareCard()));
            out.add(new Move.Pass(c, new IconName(PassAction.DISCARD, 1), PassArgs.NONE));
            out.add(Move.Pass.of(c, PassAction.BLOCK, new PassArgs.OfRow(Colour.RED)));
            out.add(Move.Pass.of(c, PassAction.MUSTPLAY, new PassArgs.OnSpace(Space.parse("R5"))));
            for (String e : List.of("ghost", "king", "kappa", "kraken", "medusa", "phoenix")) {
                out.add(new Move.Reveal(c, e));
            }
            for (Colour t : Colour.values()) {
                out.add(new Move.Give(c, t, false));
                out.add(new Move.Give(c, t, true));
                out.add(new Move.Swap(c, t));
                if (t != c) {
                    out.add(new Move.TableRare(c, t));
                }
            }
            out.add(new Move.Declare(c, CardColour.PURPLE));
            out.add(new Move.PlaceMustPlay(c, Space.parse("B5")));
            out.add(new Move.Acquire(c, null));
            out.add(new Move.EndTurn(c));
            out.add(new Move.Eliminate(c));
            out.add(new Move.TableFix(FixField.APT, c, 1));
            out.add(new Move.TableFix(FixField.DISCS, c, 4));
            out.add(new Move.TableFix(FixField.STARS, c, 5));
            out.add(new Move.TableFix(FixField.RARES, c, 20));
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("positions")
    void a_refused_move_changes_nothing_and_says_why(List<Colour> seats, String[] moves) {
        GameState before = Positions.after(seats, moves);
        GameState copy = Positions.after(seats, moves);
        int refused = 0;
        for (Move m : candidates()) {
            Outcome o = Engine.apply(before, m);
            if (o instanceof Outcome.Rejected r) {
                refused++;
                assertThat(r.code()).as(m.toString()).isNotNull();
                assertThat(Refusals.words(before, Verdict.no(r.code(), r.reason()))).as(m.toString())
                        .isNotBlank().doesNotContain("\n").doesNotContain("Exception")
                        .endsWith(".");
                assertThat(Engine.check(before, m).code()).as(m.toString()).isEqualTo(r.code());
            }
            assertThat(before).as("state after " + m).isEqualTo(copy);
        }
        assertThat(refused).as("refused moves tried").isGreaterThan(300);
    }
}
