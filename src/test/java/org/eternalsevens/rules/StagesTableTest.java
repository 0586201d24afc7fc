package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.basics.Space;

/**
 * The stages table (P280): every awaited state has its row, every kind of move is taken by some stage, and in the
 * positions of random games at every level a move of a kind the stage does not take is refused with the code this
 * test expects of that stage, while each kind it takes is in the one legal list whenever a move of it is accepted.
 */
class StagesTableTest {
    private static final Set<Class<? extends Move>> CHOICE_KINDS = Set.of(Move.Give.class, Move.Declare.class,
            Move.Swap.class, Move.PlaceMustPlay.class, Move.TakeDragon.class, Move.DeclineDragon.class);

    @Test
    void P280_everyPendingHasItsStage() {
        for (Pending p : Pending.values()) {
            assertThat(Stage.of(p, 0).pending()).as(p.name()).isEqualTo(p);
        }
        assertThat(Stage.of(Pending.NONE, 0)).isEqualTo(Stage.PLAY);
        assertThat(Stage.of(Pending.NONE, 1)).isEqualTo(Stage.CONTINUE);
        assertThat(Stage.of(Pending.REVEAL_INSTANT, 1)).isEqualTo(Stage.REVEAL_INSTANT);
    }

    @Test
    void P280_everyKindOfMoveIsTakenBySomeStageOrIsTheTables() {
        for (Class<?> kind : Move.class.getPermittedSubclasses()) {
            boolean taken = Stage.TABLE_KINDS.contains(kind);
            for (Stage st : Stage.values()) {
                taken |= st.kinds().contains(kind);
            }
            assertThat(taken).as(kind.getSimpleName()).isTrue();
        }
        assertThat(Stage.FINISHED.kinds()).isEmpty();
    }

    @Test
    void P280_onlyAnOpenTurnIsEndedByAnotherPlayersMove() {
        Set<Stage> open = EnumSet.noneOf(Stage.class);
        for (Stage st : Stage.values()) {
            if (st.othersEndTurn()) {
                open.add(st);
            }
        }
        assertThat(open).containsExactlyInAnyOrder(Stage.CONTINUE, Stage.OPEN_FOR_HARD_PASS);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {280})
    void P280_theTableDecidesWhatEachStageTakesAndHowItRefuses(long seed) {
        System.out.println("StagesTableTest seed " + seed);
        Random rng = new Random(seed);
        List<String> wrong = new ArrayList<>();
        Set<Stage> seen = EnumSet.noneOf(Stage.class);
        for (Level level : Level.values()) {
            for (int g = 0; g < 3 && wrong.isEmpty(); g++) {
                List<Colour> seats = List.of(Colour.values()).subList(0, 2 + (g + level.ordinal()) % 3);
                GameState s = GameState.initial(SetupCheck.check(ContentLoader.defaults(), level, seats,
                        seats.get(0), null, null, null, null).setup());
                for (int n = 0; n < 400 && wrong.size() < 5; n++) {
                    Stage st = Stage.of(s);
                    seen.add(st);
                    if (st == Stage.FINISHED) {
                        break;
                    }
                    check(s, st, wrong);
                    List<Move> legal = LegalMoves.of(s);
                    s = ((Outcome.Applied) Engine.apply(s, legal.get(rng.nextInt(legal.size())))).state();
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(seen).as("the random games reach every stage").isEqualTo(EnumSet.allOf(Stage.class));
    }

    private static void check(GameState s, Stage st, List<String> wrong) {
        Colour a = s.toMove();
        List<Move> legal = LegalMoves.of(s);
        for (Move m : legal) {
            if (!st.allows(m.getClass())) {
                wrong.add(st + " lists " + m + ", a kind it does not take");
            }
        }
        for (Map.Entry<Class<? extends Move>, List<Move>> kind : byKind(a).entrySet()) {
            boolean accepted = false;
            for (Move m : kind.getValue()) {
                Outcome o = Engine.apply(s, m);
                if (!st.allows(kind.getKey())) {
                    RejectCode expected = expected(st, kind.getKey(), s);
                    if (!(o instanceof Outcome.Rejected r) || r.code() != expected) {
                        wrong.add(st + ": " + m + " gives " + o + ", not " + expected);
                    }
                    break; // one move of a kind the stage does not take is enough
                }
                if (o instanceof Outcome.Applied) {
                    accepted = true;
                    break;
                }
            }
            if (accepted && kind.getKey() != Move.HardPass.class
                    && legal.stream().noneMatch(m -> m.getClass() == kind.getKey())) {
                wrong.add(st + " accepts a " + kind.getKey().getSimpleName() + " that the legal list leaves out");
            }
        }
        if (!st.othersEndTurn()) {
            for (Colour c : s.setup().seats()) {
                if (c != a && Engine.apply(s, new Move.Play(c, Space.parse("R5"))) instanceof Outcome.Applied) {
                    wrong.add(st + ": " + c + " moved out of turn");
                }
            }
        }
    }

    /** What this test expects of a move of a kind the stage does not take, written from RECORD-FORMAT's refusals. */
    private static RejectCode expected(Stage st, Class<? extends Move> kind, GameState s) {
        if (st == Stage.REVEAL_INSTANT || st == Stage.REVEAL_CONTINUOUS) {
            return RejectCode.AWAITING_REVEAL;
        }
        if (st == Stage.CHOOSE) {
            return RejectCode.AWAITING_CHOICE;
        }
        if (kind == Move.Reveal.class) {
            return RejectCode.NOT_AWAITING_REVEAL;
        }
        if (kind == Move.Choose.class) {
            return s.setup().pro() != null ? RejectCode.CHOOSING_OVER : RejectCode.UNKNOWN_VERB;
        }
        boolean choice = st.pending().awaiting() == Awaiting.CHOICE;
        if (choice) {
            return RejectCode.AWAITING_CHOICE;
        }
        if (CHOICE_KINDS.contains(kind)) {
            return RejectCode.NOT_AWAITING_CHOICE;
        }
        return st == Stage.PLAY ? RejectCode.NOTHING_TO_END : RejectCode.TURN_STARTED;
    }

    /** Every move the player could write, by kind, with a Hard Pass and a choosing. */
    private static Map<Class<? extends Move>, List<Move>> byKind(Colour a) {
        List<Move> all = new ArrayList<>(LegalMovesMatchEngineTest.everyMove(a));
        all.add(new Move.HardPass(a, List.of()));
        all.add(new Move.Choose(a, "kappa"));
        Map<Class<? extends Move>, List<Move>> out = new LinkedHashMap<>();
        for (Move m : all) {
            out.computeIfAbsent(m.getClass(), k -> new ArrayList<>()).add(m);
        }
        return out;
    }
}
