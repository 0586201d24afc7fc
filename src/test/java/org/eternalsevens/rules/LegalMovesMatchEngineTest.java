package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eternalsevens.sim.Simulator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.basics.Space;

/**
 * The legal moves are exactly what the engine accepts (R2–R30): in every position of simulated games, every listed
 * move is accepted, and every move of the player to move that the engine accepts, out of all moves that could be
 * written, leads to a state that some listed move leads to (a pass written "discard+0" is listed as "discard").
 */
class LegalMovesMatchEngineTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 22, 33})
    void ruling_R2_to_R30_legalMovesAreExactlyWhatTheEngineAccepts(long seed) {
        System.out.println("LegalMovesMatchEngineTest seed " + seed);
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Level level = i % 2 == 0 ? Level.BEGINNER : Level.STANDARD;
            Simulator.play(seed + i, level, 2 + i % 3, (sim, before, after, move, settled) -> {
                if (wrong.size() < 5) {
                    compare(after, move, wrong);
                }
            });
        }
        assertThat(wrong).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {44, 55})
    void ruling_R40_to_R44_expertLegalMovesAreExactlyWhatTheEngineAccepts(long seed) {
        System.out.println("LegalMovesMatchEngineTest expert seed " + seed);
        List<String> wrong = new ArrayList<>();
        java.util.Random rng = new java.util.Random(seed);
        for (int i = 0; i < 6 && wrong.isEmpty(); i++) {
            List<Colour> seats = List.of(Colour.values()).subList(0, 2 + i % 3);
            GameState s = GameState.initial(SetupCheck.check(org.eternalsevens.content.ContentLoader.defaults(),
                    Level.EXPERT, seats, seats.get(0), null, null, null, null).setup());
            String last = "the start";
            for (int n = 0; n < 3000 && !s.finished() && wrong.isEmpty(); n++) {
                compare(s, last, wrong);
                List<Move> legal = LegalMoves.of(s);
                Move m = legal.get(rng.nextInt(legal.size()));
                s = ((Outcome.Applied) Engine.apply(s, m)).state();
                last = m.toString();
            }
        }
        assertThat(wrong).isEmpty();
    }

    private static void compare(GameState s, String after, List<String> wrong) {
        Set<GameState> listed = new HashSet<>();
        for (Move m : LegalMoves.of(s)) {
            Outcome o = Engine.apply(s, m);
            if (o instanceof Outcome.Rejected r) {
                wrong.add(m + " is listed but refused after " + after + ": " + r.reason());
            } else {
                listed.add(((Outcome.Applied) o).state());
            }
        }
        if (s.finished()) {
            return;
        }
        for (Move m : everyMove(s.toMove())) {
            Outcome o = Engine.apply(s, m);
            if (o instanceof Outcome.Applied a && !listed.contains(a.state())) {
                wrong.add(m + " is accepted but not listed after " + after);
            }
        }
    }

    /** Every move the player could write, legal or not. */
    static List<Move> everyMove(Colour a) {
        List<Move> out = new ArrayList<>();
        for (Space s : Space.ALL_SPACES) {
            out.add(new Move.Play(a, s));
            out.add(new Move.PlayRare(a, s));
            out.add(new Move.PlaceMustPlay(a, s));
        }
        for (PassAction action : PassAction.values()) {
            PassRule rule = PassRules.of(action);
            for (Integer bonus : new Integer[] {null, 0, 1, 2, 3}) {
                for (PassArgs args : rule.variants()) {
                    out.add(new Move.Pass(a, new IconName(action, bonus), args));
                }
            }
        }
        for (InstantEternal e : InstantEternal.values()) {
            out.add(new Move.Reveal(a, e.id()));
        }
        for (ContinuousEternal e : ContinuousEternal.values()) {
            out.add(new Move.Reveal(a, e.id()));
        }
        for (Colour c : Colour.values()) {
            out.add(new Move.Give(a, c, false));
            out.add(new Move.Give(a, c, true));
            out.add(new Move.Swap(a, c));
        }
        for (CardColour c : CardColour.values()) {
            out.add(new Move.Declare(a, c));
        }
        out.add(new Move.TakeDragon(a, new DragonAction.Forbidden()));
        out.add(new Move.TakeDragon(a, new DragonAction.Playable()));
        for (ChoiceAction c : ChoiceAction.values()) {
            for (Colour cube : Colour.values()) {
                out.add(new Move.TakeDragon(a, new DragonAction.Choice(cube, c)));
            }
        }
        out.add(new Move.DeclineDragon(a));
        out.add(new Move.Acquire(a, null));
        out.add(new Move.EndTurn(a));
        out.add(new Move.Eliminate(a));
        return out;
    }
}
