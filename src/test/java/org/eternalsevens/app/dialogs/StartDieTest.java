package org.eternalsevens.app.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import org.eternalsevens.rules.basics.Colour;

/** The four-sided die: one face per colour, re-rolled while it shows a colour nobody sits at. */
class StartDieTest {
    @Test
    void an_unseated_colour_is_rolled_again() {
        int[] faces = {0, 2, 0, 3};
        AtomicInteger next = new AtomicInteger();
        Colour c = NewGameDialog.rollDie(() -> faces[next.getAndIncrement()], List.of(Colour.BLUE, Colour.YELLOW));
        assertThat(c).isEqualTo(Colour.YELLOW);
        assertThat(next).hasValue(4);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 42, 2026})
    void every_seated_colour_can_come_up_and_no_other(long seed) {
        System.out.println("die seed " + seed);
        Random r = new Random(seed);
        List<Colour> seated = List.of(Colour.GREEN, Colour.RED, Colour.YELLOW);
        List<Colour> seen = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Colour c = NewGameDialog.rollDie(() -> r.nextInt(4), seated);
            assertThat(seated).contains(c);
            if (!seen.contains(c)) {
                seen.add(c);
            }
        }
        assertThat(seen).containsExactlyInAnyOrderElementsOf(seated);
    }
}
