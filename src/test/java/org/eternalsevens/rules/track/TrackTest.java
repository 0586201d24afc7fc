package org.eternalsevens.rules.track;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.Colour;

/** R41: the hearts-and-stars track, its caps, starting hearts and the heart stack kept exactly. */
class TrackTest {
    static final Colour R = Colour.RED;
    static final Colour B = Colour.BLUE;
    static final Colour G = Colour.GREEN;
    static final Colour Y = Colour.YELLOW;
    static final GamerCaps FOUR = ContentLoader.defaults().gamer().caps(4);
    static final GamerCaps THREE = ContentLoader.defaults().gamer().caps(3);
    static final GamerCaps TWO = ContentLoader.defaults().gamer().caps(2);

    @Test
    void R41_four_players_start_with_3_hearts_stacked_in_turn_order_from_the_start_player_up() {
        Track t = Track.start(List.of(B, G, Y, R), FOUR);
        assertThat(t.heartOrder()).containsExactly(B, G, Y, R);
        assertThat(t.onSpace(3)).containsExactly(B, G, Y, R);
        for (Colour c : List.of(R, B, G, Y)) {
            assertThat(t.hearts(c)).isEqualTo(3);
            assertThat(t.stars(c)).isZero();
        }
    }

    @Test
    void R41_two_and_three_players_start_at_0_hearts() {
        assertThat(Track.start(List.of(G, R, B), THREE).hearts(G)).isZero();
        assertThat(Track.start(List.of(Y, R), TWO).onSpace(0)).containsExactly(Y, R);
    }

    @Test
    void R41_a_heart_that_moves_lands_on_top_of_the_hearts_already_there() {
        Track t = Track.start(List.of(R, B, G, Y), FOUR).earnHearts(G, 2).earnHearts(R, 2).earnHearts(Y, 1)
                .earnHearts(Y, 1);
        assertThat(t.onSpace(5)).containsExactly(G, R, Y);
        assertThat(t.heartOrder()).containsExactly(B, G, R, Y);
        assertThat(t.higherInStack(Y, G)).isTrue();
        assertThat(t.higherInStack(G, R)).isFalse();
    }

    @Test
    void R41_hearts_stop_at_20_with_four_players_and_a_heart_at_the_cap_does_not_move() {
        Track t = Track.start(List.of(R, B, G, Y), FOUR).earnHearts(R, 30);
        assertThat(t.hearts(R)).isEqualTo(20);
        t = t.earnHearts(B, 17);
        assertThat(t.onSpace(20)).containsExactly(R, B);
        Track again = t.earnHearts(R, 3);
        assertThat(again).isEqualTo(t);
        assertThat(again.onSpace(20)).containsExactly(R, B);
    }

    @Test
    void R41_hearts_stop_at_21_and_stars_at_5_with_two_or_three_players() {
        Track t = Track.start(List.of(R, B, G), THREE).earnHearts(R, 25).earnStars(R, 9);
        assertThat(t.hearts(R)).isEqualTo(21);
        assertThat(t.stars(R)).isEqualTo(5);
        Track two = Track.start(List.of(R, B), TWO).earnHearts(B, 21).earnStars(B, 5).earnStars(B, 1);
        assertThat(two.hearts(B)).isEqualTo(21);
        assertThat(two.stars(B)).isEqualTo(5);
    }

    @Test
    void R41_stars_stop_at_4_with_four_players() {
        Track t = Track.start(List.of(R, B, G, Y), FOUR).earnStars(G, 3).earnStars(G, 2);
        assertThat(t.stars(G)).isEqualTo(4);
        assertThat(t.earnStars(G, 1)).isEqualTo(t);
    }

    @Test
    void R41_a_heart_set_to_0_goes_on_top_of_the_hearts_at_0() {
        Track t = Track.start(List.of(R, B, G), THREE).earnHearts(R, 4).setHearts(R, 0);
        assertThat(t.onSpace(0)).containsExactly(B, G, R);
        Track four = Track.start(List.of(R, B, G, Y), FOUR).setHearts(G, 0).setHearts(B, 0);
        assertThat(four.heartOrder()).containsExactly(G, B, R, Y);
    }

    @Test
    void R41_setting_a_heart_to_its_own_value_changes_nothing() {
        Track t = Track.start(List.of(R, B, G, Y), FOUR);
        assertThat(t.setHearts(R, 3)).isEqualTo(t);
        assertThat(t.setHearts(R, 3).heartOrder()).containsExactly(R, B, G, Y);
        Track zero = Track.start(List.of(R, B, G), THREE);
        assertThat(zero.setHearts(R, 0).heartOrder()).containsExactly(R, B, G);
    }

    @Test
    void R41_setting_a_heart_lower_puts_it_on_top_of_that_space() {
        Track t = Track.start(List.of(R, B, G, Y), FOUR).earnHearts(R, 5).earnHearts(B, 2).setHearts(R, 5);
        assertThat(t.onSpace(5)).containsExactly(B, R);
        assertThat(t.heartOrder()).containsExactly(G, Y, B, R);
    }

    @Test
    void R41_earning_nothing_changes_nothing_and_negative_amounts_are_refused() {
        Track t = Track.start(List.of(R, B), TWO);
        assertThat(t.earnHearts(R, 0)).isEqualTo(t);
        assertThatThrownBy(() -> t.earnHearts(R, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> t.setHearts(R, 22)).hasMessageContaining("21");
        assertThatThrownBy(() -> t.setStars(R, 6)).hasMessageContaining("5");
        assertThatThrownBy(() -> t.hearts(G)).hasMessageContaining("Green is not on the track");
    }

    @Test
    void R41_a_track_entered_from_the_facts_orders_ties_by_the_given_stack() {
        Track t = Track.of(Map.of(R, 2, B, 9, G, 20, Y, 9), Map.of(R, 4, B, 1, G, 0, Y, 2), List.of(B, Y), FOUR);
        assertThat(t.heartOrder()).containsExactly(R, B, Y, G);
        Track full = Track.of(Map.of(R, 2, B, 9, G, 20, Y, 9), Map.of(R, 4, B, 1, G, 0, Y, 2),
                List.of(G, Y, R, B), FOUR);
        assertThat(full.heartOrder()).as("only the order of tied hearts is read").containsExactly(R, Y, B, G);
    }

    @Test
    void R41_a_track_entered_from_the_facts_says_what_is_wrong() {
        assertThatThrownBy(() -> Track.of(Map.of(R, 9, B, 9), Map.of(R, 0, B, 0), List.of(), TWO))
                .hasMessage("Red and Blue both have 9 hearts: give the stacking order of their hearts, bottom first");
        assertThatThrownBy(() -> Track.of(Map.of(R, 22, B, 9), Map.of(R, 0, B, 0), List.of(), TWO))
                .hasMessage("Red has 22 hearts, but hearts go from 0 to 21 with 2 players");
        assertThatThrownBy(() -> Track.of(Map.of(R, 2, B, 9), Map.of(R, 6, B, 0), List.of(), TWO))
                .hasMessage("Red has 6 stars, but stars go from 0 to 5 with 2 players");
        assertThatThrownBy(() -> Track.of(Map.of(R, 2, B, 9), Map.of(R, 0, B, 0), List.of(), THREE))
                .hasMessage("The game has 3 players, but 2 colours are given");
        assertThatThrownBy(() -> Track.of(Map.of(R, 2, B, 9), Map.of(R, 0, B, 0), List.of(G), TWO))
                .hasMessage("The stacking order names Green, who is not playing");
        assertThatThrownBy(() -> Track.of(Map.of(R, 2, B, 9), Map.of(R, 0, B, 0), List.of(R, R), TWO))
                .hasMessage("The stacking order names Red twice");
    }

    /**
     * R41 against a model: each heart remembers when it last moved; the stack is hearts ascending, then earlier
     * arrival lower. Random earns, sets and stars keep the stack a permutation, within the caps, equal to the model.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 7, 41, 2026, 99991})
    void R41_the_stack_follows_arrival_order_under_random_changes(long seed) {
        System.out.println("TrackTest seed " + seed);
        Random rnd = new Random(seed);
        int players = 2 + rnd.nextInt(3);
        GamerCaps caps = ContentLoader.defaults().gamer().caps(players);
        List<Colour> seats = new ArrayList<>(List.of(Colour.values()).subList(0, players));
        java.util.Collections.shuffle(seats, rnd);
        Track t = Track.start(seats, caps);
        Map<Colour, Integer> hearts = new EnumMap<>(Colour.class);
        Map<Colour, Integer> arrived = new EnumMap<>(Colour.class);
        int clock = 0;
        for (Colour c : seats) {
            hearts.put(c, caps.startingHearts());
            arrived.put(c, clock++);
        }
        for (int step = 0; step < 400; step++) {
            Colour c = seats.get(rnd.nextInt(players));
            int before = hearts.get(c);
            int after;
            switch (rnd.nextInt(4)) {
                case 0 -> {
                    int n = rnd.nextInt(9);
                    t = t.earnHearts(c, n);
                    after = Math.min(before + n, caps.heartCap());
                }
                case 1 -> {
                    int v = rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(caps.heartCap() + 1);
                    t = t.setHearts(c, v);
                    after = v;
                }
                case 2 -> {
                    t = t.earnStars(c, rnd.nextInt(3));
                    after = before;
                }
                default -> {
                    t = t.setHearts(c, before);
                    after = before;
                }
            }
            if (after != before) {
                hearts.put(c, after);
                arrived.put(c, clock++);
            }
            List<Colour> model = new ArrayList<>(seats);
            model.sort(Comparator.<Colour>comparingInt(hearts::get).thenComparingInt(arrived::get));
            assertThat(t.heartOrder()).as("step " + step).isEqualTo(model);
            assertThat(t.heartOrder()).containsExactlyInAnyOrderElementsOf(seats);
            for (Colour x : seats) {
                assertThat(t.hearts(x)).isEqualTo(hearts.get(x)).isBetween(0, caps.heartCap());
                assertThat(t.stars(x)).isBetween(0, caps.starCap());
            }
        }
    }
}
