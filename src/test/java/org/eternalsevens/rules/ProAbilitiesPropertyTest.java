package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Space;

/**
 * Seeded random Pro games with random board sets (R61–R74): every listed move is accepted, every accepted move is
 * listed (the witch's X-cube moves and the gift included), a Barong's second card is listed only in the first card's
 * colour, and the abilities hold their limits: Pegasus and Barong never hold a token, the Kyubi at most three,
 * no rare card stays covered while a Jinn is in the round.
 */
class ProAbilitiesPropertyTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {150, 151, 152})
    void R61_to_R74_pro_legal_moves_are_what_the_engine_accepts_and_the_abilities_hold(long seed) {
        System.out.println("ProAbilitiesPropertyTest seed " + seed);
        Random rng = new Random(seed);
        List<String> wrong = new ArrayList<>();
        for (int game = 0; game < 3 && wrong.isEmpty(); game++) {
            int players = 2 + (int) ((seed + game) % 3);
            GameState s = GameState.initial(ProGames.pro(boards(rng, players + 1),
                    List.of("red", "blue", "green", "yellow").subList(0, players).toArray(String[]::new)));
            String last = "the start";
            for (int n = 0; n < 1000 && !s.finished() && wrong.isEmpty(); n++) {
                check(s, last, wrong);
                List<Move> legal = LegalMoves.of(s);
                Move m = legal.get(rng.nextInt(legal.size()));
                s = ((Outcome.Applied) Engine.apply(s, m)).state();
                last = m + " (game " + game + ", move " + n + ")";
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** {@code n} random boards, each board number once, a random side each. */
    private static List<String> boards(Random rng, int n) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            numbers.add(i);
        }
        Collections.shuffle(numbers, rng);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(numbers.get(i) + (rng.nextBoolean() ? "A" : "B"));
        }
        return out;
    }

    private static void check(GameState s, String after, List<String> wrong) {
        for (PlayerState p : s.players()) {
            EternalBoard b = s.board(p.colour());
            if (p.rares() < 0 || p.hand() < p.rares()) {
                wrong.add(p.colour() + " holds " + p.hand() + " cards, " + p.rares() + " rare, after " + after);
            }
            if (b != null && SecondCards.gives(b) && p.apt() > 0 || p.apt() > 3) {
                wrong.add(p.colour() + " holds " + p.apt() + " tokens after " + after);
            }
            if (b != null && b.has("takesCoveredRares") && p.inGame() && s.field().coveredCount() > 0) {
                wrong.add("a rare card stays covered while the Jinn is in the round, after " + after);
            }
        }
        if (s.finished()) {
            return;
        }
        Set<GameState> listed = new HashSet<>();
        List<Move> moves = LegalMoves.of(s);
        for (Move m : moves) {
            Outcome o = Engine.apply(s, m);
            if (o instanceof Outcome.Rejected r) {
                wrong.add(m + " is listed but refused after " + after + ": " + r.reason());
            } else {
                listed.add(((Outcome.Applied) o).state());
            }
        }
        List<Move> every = LegalMovesMatchEngineTest.everyMove(s.toMove());
        for (int n = 1; n <= 4; n++) {
            every.add(new Move.TakeDragon(s.toMove(), new DragonAction.Forbidden(OptionalInt.of(n))));
        }
        for (Move m : every) {
            Outcome o = Engine.apply(s, m);
            if (o instanceof Outcome.Applied a && !listed.contains(a.state())) {
                wrong.add(m + " is accepted but not listed after " + after);
            }
        }
        EternalBoard b = s.board(s.toMove());
        if (s.turn().cards() == 1 && b != null && b.secondCard() == EternalBoard.SecondCard.SAME_COLOUR
                && !s.rulesInForce(s.toMove()).playsFreely()) {
            CardColour first = SecondCards.colour(s.turn().first());
            for (Space sp : LegalMoves.spaces(s).play()) {
                if (SecondCards.colour(sp) != first) {
                    wrong.add("Barong's second card is offered on " + sp + " after " + after);
                }
            }
        }
    }
}
