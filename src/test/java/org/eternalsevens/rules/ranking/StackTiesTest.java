package org.eternalsevens.rules.ranking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.GREEN;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.basics.Colour.YELLOW;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.track.Track;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** P346: the stacking order is asked for only where hearts and stars leave a tie in one group (R46). */
class StackTiesTest {
    static final GamerCaps FOUR = ContentLoader.defaults().gamer().caps(4);

    private static Map<Colour, Integer> map(Object... pairs) {
        Map<Colour, Integer> m = new EnumMap<>(Colour.class);
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((Colour) pairs[i], (Integer) pairs[i + 1]);
        }
        return m;
    }

    @Test
    void R46_equal_hearts_with_different_stars_need_no_stack() {
        Map<Colour, Integer> h = map(RED, 2, BLUE, 9, GREEN, 20, YELLOW, 9);
        Map<Colour, Integer> s = map(RED, 4, BLUE, 1, GREEN, 0, YELLOW, 2);
        assertThat(StackTies.missing(h, s, Set.of(), List.of())).isEmpty();
    }

    @Test
    void R46_equal_hearts_and_stars_in_one_group_need_the_stack() {
        Map<Colour, Integer> h = map(RED, 2, BLUE, 9, GREEN, 20, YELLOW, 9);
        Map<Colour, Integer> s = map(RED, 4, BLUE, 1, GREEN, 0, YELLOW, 1);
        assertThat(StackTies.missing(h, s, Set.of(), List.of()))
                .contains(Phrase.of("rank.stackNeeded", BLUE, YELLOW, 9, 1));
        assertThat(StackTies.missing(h, s, Set.of(), List.of(YELLOW))).isPresent();
        assertThat(StackTies.missing(h, s, Set.of(), List.of(YELLOW, BLUE))).isEmpty();
        assertThat(StackTies.missing(h, s, Set.of(BLUE), List.of())).as("eliminated: another group").isEmpty();
        assertThat(StackTies.missing(h, s, Set.of(BLUE, YELLOW), List.of())).as("both eliminated").isPresent();
    }

    @Test
    void P346_complete_keeps_the_given_order_and_adds_the_rest_in_colour_order() {
        assertThat(StackTies.complete(List.of(YELLOW, BLUE), map(RED, 1, BLUE, 9, GREEN, 3, YELLOW, 9)))
                .containsExactly(YELLOW, BLUE, RED, GREEN);
    }

    /** Whatever order fills in the hearts no tie asks for, the ranking is the same, reasons included. */
    @ParameterizedTest
    @ValueSource(longs = {1, 25, 346, 2026, 90210})
    void P346_the_filled_in_order_never_changes_the_ranking(long seed) {
        System.out.println("StackTiesTest seed " + seed);
        Random r = new Random(seed);
        for (int round = 0; round < 300; round++) {
            Map<Colour, Integer> h = new EnumMap<>(Colour.class);
            Map<Colour, Integer> s = new EnumMap<>(Colour.class);
            Set<Colour> out = new HashSet<>();
            for (Colour c : Colour.values()) {
                h.put(c, r.nextInt(4) == 0 ? FOUR.heartTarget() : 3 + r.nextInt(4));
                s.put(c, r.nextInt(FOUR.starTarget() + 1));
                if (r.nextInt(5) == 0) {
                    out.add(c);
                }
            }
            List<Colour> needed = new ArrayList<>(List.of(Colour.values()));
            Collections.shuffle(needed, r);
            // the table gives only what is asked: the colours of the ties, in a random order
            List<Colour> given = needed.stream().filter(a -> needed.stream().anyMatch(b -> a != b
                    && StackTies.tied(a, b, h, s, out))).toList();
            assertThat(StackTies.missing(h, s, out, given)).as("seed " + seed).isEmpty();
            List<Colour> other = new ArrayList<>(List.of(Colour.values()));
            Collections.shuffle(other, r);
            List<Colour> shuffled = new ArrayList<>(given);
            other.stream().filter(c -> !given.contains(c)).forEach(shuffled::add);
            assertThat(rank(h, s, out, shuffled)).as("seed " + seed + " " + h + s + out)
                    .isEqualTo(rank(h, s, out, StackTies.complete(given, h)));
        }
    }

    private static List<Place> rank(Map<Colour, Integer> h, Map<Colour, Integer> s, Set<Colour> out,
                                    List<Colour> stack) {
        Track t = Track.of(h, s, stack, FOUR);
        List<Standing> st = new ArrayList<>();
        for (Colour c : Colour.values()) {
            st.add(new Standing(c, out.contains(c)));
        }
        return Ranking.rank(st, t, FOUR);
    }
}
