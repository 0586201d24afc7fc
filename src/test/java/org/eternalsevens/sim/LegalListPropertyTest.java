package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eternalsevens.record.Notation;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 23 section 5, P227 and P229: over simulated Gamer games, in every position, every move of the one legal list
 * ({@link LegalMoves#of}) is accepted by the engine, and every play, rare card or pass the engine accepts from the
 * player to move (each of the 48 spaces, every argument of every icon) is in the list; and so again after the table
 * enters one more rare card for that player, so that Cyclops's priority (R25) comes into play.
 */
@Tag("property")
@Execution(ExecutionMode.CONCURRENT) // cases share the cores where parallel runs are on (mvn -Pproperties)
class LegalListPropertyTest {
    @ParameterizedTest(name = "{0}, {1} players, seeds from {2}, {3} games")
    @MethodSource("org.eternalsevens.sim.GamerRuns#cases")
    void P227_theLegalListIsExactlyWhatTheEngineAccepts(String level, int players, long firstSeed, int games) {
        GamerRuns.eachPosition("LegalListPropertyTest", level, players, firstSeed, games, p -> {
            assertThat(check(p.state())).as(p.where()).isEmpty();
            GameState withRare = withARareCard(p.state());
            if (withRare != null) { // a rare card the table enters brings Cyclops's priority (R25) into play
                assertThat(check(withRare)).as(p.where() + ", table: rare card").isEmpty();
            }
        });
    }

    /** The position after {@code table: fix rares} gives the player to move one more rare card; null if it cannot. */
    static GameState withARareCard(GameState s) {
        if (s.finished() || s.supply().rareArea() == 0) {
            return null;
        }
        PlayerState p = s.player(s.toMove());
        if (p.hand() <= p.rares()) {
            return null;
        }
        Outcome o = Engine.apply(s, new Move.TableFix(FixField.RARES, p.colour(), p.rares() + 1));
        return o instanceof Outcome.Applied a ? a.state() : null;
    }

    /** What disagrees in one position: a listed move refused, or an accepted play or pass not listed. */
    static List<String> check(GameState s) {
        List<String> wrong = new ArrayList<>();
        if (s.finished()) {
            return wrong;
        }
        List<Move> legal = LegalMoves.of(s);
        for (Move m : legal) {
            if (Engine.apply(s, m) instanceof Outcome.Rejected r) {
                wrong.add("listed but refused: " + Notation.print(m) + " (" + r.code() + " " + r.reason() + ")");
            }
        }
        Set<Move> listed = new HashSet<>(legal);
        for (Move m : candidates(s)) {
            if (!listed.contains(m) && Engine.check(s, m).ok()) {
                wrong.add("accepted but not listed: " + Notation.print(m));
            }
        }
        return wrong;
    }

    /** Every play and rare card on each space, and every pass the board's icons could write, for the player to move. */
    static List<Move> candidates(GameState s) {
        Colour a = s.toMove();
        List<Move> out = new ArrayList<>();
        for (Space sp : Space.ALL_SPACES) {
            out.add(new Move.Play(a, sp));
            out.add(new Move.PlayRare(a, sp));
        }
        for (int i = 0; i < s.icons(a).size(); i++) {
            out.addAll(LegalMoves.passVariants(s, a, i));
        }
        if (s.setup().twoPlayers()) {
            out.add(Move.Pass.of(a, PassAction.SHARED));
        }
        return out;
    }
}
