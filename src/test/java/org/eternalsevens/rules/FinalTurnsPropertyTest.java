package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayerStatus;

/**
 * R43 property: random rounds of 2–4 players who Go Out, Hard Pass or do neither on their turns. Final turns are
 * 1 or 2 and never grow, a Go Out leaves no 2, nobody is eliminated before their final turns, and the round ends
 * within two turns of each other player after it began.
 */
class FinalTurnsPropertyTest {
    static LongStream seeds() {
        return LongStream.rangeClosed(1, 80);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void R43_random_rounds_end_with_everyone_out_hard_passed_or_eliminated(long seed) {
        System.out.println("final turns seed " + seed);
        Random r = new Random(seed);
        int players = 2 + r.nextInt(3);
        List<Colour> seats = List.of(Colour.values()).subList(0, players);
        Map<Colour, PlayerStatus> status = new EnumMap<>(Colour.class);
        seats.forEach(c -> status.put(c, PlayerStatus.PLAYING));
        FinalTurns f = FinalTurns.NONE;
        int turn = r.nextInt(players);
        int turnsAfterStart = 0;
        boolean goneOut = false;
        while (!FinalTurns.roundOver(status)) {
            Colour c = seats.get(turn % players);
            turn++;
            if (status.get(c) != PlayerStatus.PLAYING) {
                continue;
            }
            FinalTurns before = f;
            List<Colour> inRound = new ArrayList<>();
            status.forEach((k, v) -> {
                if (v == PlayerStatus.PLAYING) {
                    inRound.add(k);
                }
            });
            int roll = r.nextInt(10);
            if (roll == 0) {
                f = f.goOut(c, inRound);
                status.put(c, PlayerStatus.OUT);
                goneOut = true;
            } else if (roll == 1) {
                f = f.hardPass(c, inRound);
                status.put(c, PlayerStatus.HARDPASSED);
            } else {
                FinalTurns.TurnEnd end = f.endTurn(c);
                assertThat(end.eliminated()).isEqualTo(before.left(c) == 1);
                f = end.after();
                if (end.eliminated()) {
                    status.put(c, PlayerStatus.ELIMINATED);
                }
            }
            if (before.started()) {
                turnsAfterStart++;
                for (Colour k : seats) {
                    assertThat(f.left(k)).isLessThanOrEqualTo(before.left(k));
                }
            }
            if (f.started()) {
                for (Colour k : seats) {
                    boolean in = status.get(k) == PlayerStatus.PLAYING;
                    assertThat(f.left(k) > 0).as(k + " has final turns exactly while in the round").isEqualTo(in);
                    assertThat(f.left(k)).isBetween(0, goneOut ? 1 : 2);
                }
            } else {
                assertThat(status).doesNotContainValue(PlayerStatus.ELIMINATED);
            }
        }
        assertThat(f.started()).isTrue();
        assertThat(f.left()).isEmpty();
        assertThat(turnsAfterStart).isLessThanOrEqualTo(2 * (players - 1));
    }
}
