package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.board.PassAction;

/**
 * At the Pro level the legal moves are exactly what the engine accepts, the new pass icons included (R55, R66,
 * R69–R72): in random Pro games with random boards, every listed move is accepted, and every accepted pass leads
 * to a state some listed move leads to (a take naming a card the tracker cannot name is listed as a plain take).
 */
class ProLegalMovesTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {140, 141, 142})
    void R55_R66_R69_pro_legal_passes_are_exactly_what_the_engine_accepts(long seed) {
        System.out.println("ProLegalMovesTest seed " + seed);
        Random rng = new Random(seed);
        List<String> wrong = new ArrayList<>();
        int players = 2 + (int) (seed % 3);
        List<String> boards = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
        java.util.Collections.shuffle(numbers, rng);
        for (int i = 0; i <= players; i++) {
            boards.add(numbers.get(i) + (rng.nextBoolean() ? "A" : "B"));
        }
        String[] seats = List.of("red", "blue", "green", "yellow").subList(0, players).toArray(String[]::new);
        GameState s = GameState.initial(ProGames.pro(boards, seats));
        for (int n = 0; n < 100 && !s.finished() && wrong.size() < 3; n++) {
            compare(s, boards + " move " + n, wrong);
            List<Move> legal = LegalMoves.of(s);
            List<Move> passes = legal.stream().filter(m -> m instanceof Move.Pass).toList();
            Move m = !passes.isEmpty() && rng.nextInt(3) == 0 ? passes.get(rng.nextInt(passes.size()))
                    : legal.get(rng.nextInt(legal.size()));
            s = ((Outcome.Applied) Engine.apply(s, m)).state();
        }
        System.out.println("ProLegalMovesTest boards " + boards);
        assertThat(wrong).isEmpty();
    }

    private static void compare(GameState s, String where, List<String> wrong) {
        Set<GameState> listed = new HashSet<>();
        for (Move m : LegalMoves.of(s)) {
            Outcome o = Engine.apply(s, m);
            if (o instanceof Outcome.Rejected r) {
                wrong.add(m + " is listed but refused at " + where + ": " + r.reason());
            } else {
                listed.add(((Outcome.Applied) o).state());
            }
        }
        if (s.finished()) {
            return;
        }
        Colour a = s.toMove();
        Set<PassAction> actions = new HashSet<>(List.of(PassAction.SHARED, PassAction.PREP));
        s.icons(a).forEach(i -> actions.add(i.action())); // other kinds are refused as "no such icon"
        for (PassAction action : actions) {
            PassRule rule = PassRules.of(action);
            for (Integer bonus : new Integer[] {null, 0, 2}) {
                for (PassArgs args : rule.variants()) {
                    Move m = new Move.Pass(a, new IconName(action, bonus), args);
                    if (Engine.apply(s, m) instanceof Outcome.Applied ap && !listed.contains(ap.state())) {
                        wrong.add(m + " is accepted but not listed at " + where);
                    }
                }
            }
        }
    }
}
