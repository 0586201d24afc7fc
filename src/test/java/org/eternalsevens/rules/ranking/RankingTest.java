package org.eternalsevens.rules.ranking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.track.Track;

/** R46: the final ranking in three priority groups, ties broken at every step, the eliminated last. */
class RankingTest {
    static final Colour R = Colour.RED;
    static final Colour B = Colour.BLUE;
    static final Colour G = Colour.GREEN;
    static final Colour Y = Colour.YELLOW;
    static final GamerCaps FOUR = ContentLoader.defaults().gamer().caps(4);
    static final GamerCaps THREE = ContentLoader.defaults().gamer().caps(3);
    static final GamerCaps TWO = ContentLoader.defaults().gamer().caps(2);

    static List<Place> rank(Track t, Colour... eliminated) {
        List<Standing> s = new ArrayList<>();
        for (Colour c : t.players()) {
            s.add(new Standing(c, List.of(eliminated).contains(c)));
        }
        return Ranking.rank(s, t, t.caps());
    }

    static List<Colour> colours(List<Place> places) {
        return places.stream().map(Place::colour).toList();
    }

    /** Each place's reasons as values (worded by words.RankWords, whose own test checks the sentences). */
    static List<List<Phrase>> reasons(List<Place> places) {
        return places.stream().map(Place::reasons).toList();
    }

    static List<Phrase> why(Phrase... phrases) {
        return List.of(phrases);
    }

    static Phrase ph(String key, Object... args) {
        return Phrase.of(key, args);
    }

    @Test
    void R46_the_rulebooks_four_player_example_comes_out_as_printed() {
        // Green 20 hearts alone; Yellow and Blue 9, Yellow's heart above Blue's but 2 stars to 1; Red 4 stars, 2 hearts.
        Track t = Track.of(Map.of(G, 20, Y, 9, B, 9, R, 2), Map.of(G, 0, Y, 2, B, 1, R, 4), List.of(B, Y), FOUR);
        assertThat(t.higherInStack(Y, B)).isTrue();
        List<Place> p = rank(t);
        assertThat(colours(p)).containsExactly(G, Y, B, R);
        assertThat(p).extracting(Place::place).containsExactly(1, 2, 3, 4);
        assertThat(p).extracting(Place::group).containsExactly(RankGroup.HEART_TARGET, RankGroup.MOST_HEARTS,
                RankGroup.MOST_HEARTS, RankGroup.MOST_HEARTS);
        assertThat(reasons(p)).containsExactly(
                why(ph("rank.heartTarget.alone", 20)),
                why(ph("rank.tie.hearts", 9, B, 2, 1)),
                why(ph("rank.tie.hearts", 9, Y, 1, 2)),
                why(ph("rank.starsWithoutHearts", 4, 2, 4)));
    }

    @Test
    void R46_a_star_player_with_3_hearts_is_told_more_than_4_are_needed() {
        Track t = Track.of(Map.of(G, 20, Y, 9, B, 9, R, 3), Map.of(G, 0, Y, 2, B, 1, R, 4), List.of(B, Y), FOUR);
        assertThat(rank(t).get(3)).extracting(Place::colour, Place::place, Place::reasons)
                .containsExactly(R, 4, why(ph("rank.starsWithoutHearts", 4, 3, 4)));
    }

    @Test
    void R46_group_1_ties_go_to_more_stars() {
        Track t = Track.of(Map.of(R, 20, B, 20, G, 5, Y, 19), Map.of(R, 1, B, 3, G, 4, Y, 4), List.of(R, B), FOUR);
        List<Place> p = rank(t);
        assertThat(colours(p)).containsExactly(B, R, Y, G);
        assertThat(reasons(p).subList(0, 2)).containsExactly(why(ph("rank.tie.hearts", 20, R, 3, 1)),
                why(ph("rank.tie.hearts", 20, B, 1, 3)));
        assertThat(p.get(2).group()).isEqualTo(RankGroup.STAR_TARGET);
    }

    @Test
    void R46_group_1_ties_on_stars_go_to_the_lower_heart() {
        Track t = Track.of(Map.of(R, 20, B, 20, G, 5, Y, 19), Map.of(R, 2, B, 2, G, 0, Y, 0), List.of(B, R), FOUR);
        List<Place> p = rank(t);
        assertThat(colours(p)).containsExactly(B, R, Y, G);
        assertThat(reasons(p).subList(0, 2)).containsExactly(why(ph("rank.tie.hearts.stack.below", 20, 2, R, B)),
                why(ph("rank.tie.hearts.stack.above", 20, 2, B, R)));
    }

    @Test
    void R46_group_2_needs_the_star_target_and_more_than_4_hearts_and_goes_by_hearts() {
        Track t = Track.of(Map.of(R, 5, B, 11, G, 4, Y, 19), Map.of(R, 4, B, 4, G, 4, Y, 3), List.of(), FOUR);
        List<Place> p = rank(t);
        assertThat(colours(p)).containsExactly(B, R, Y, G);
        assertThat(p).extracting(Place::group).containsExactly(RankGroup.STAR_TARGET, RankGroup.STAR_TARGET,
                RankGroup.MOST_HEARTS, RankGroup.MOST_HEARTS);
        assertThat(reasons(p)).containsExactly(why(ph("rank.tie.stars", 4, R, 11, 5)),
                why(ph("rank.tie.stars", 4, B, 5, 11)), why(ph("rank.mostHearts", 19, 3)),
                why(ph("rank.starsWithoutHearts", 4, 4, 4)));
    }

    @Test
    void R46_group_2_alone_says_so() {
        Track t = Track.of(Map.of(R, 8, B, 11), Map.of(R, 5, B, 4), List.of(), TWO);
        List<Place> p = rank(t);
        assertThat(reasons(p)).containsExactly(why(ph("rank.starTarget.alone", 5, 8)),
                why(ph("rank.mostHearts", 11, 4)));
    }

    @Test
    void R46_group_2_ties_on_hearts_go_to_the_lower_heart() {
        Track t = Track.of(Map.of(R, 9, B, 9, G, 2, Y, 1), Map.of(R, 4, B, 4, G, 0, Y, 0), List.of(R, B), FOUR);
        List<Place> p = rank(t);
        assertThat(colours(p)).containsExactly(R, B, G, Y);
        assertThat(reasons(p).get(0)).isEqualTo(why(ph("rank.tie.stars.stack.below", 4, 9, B, R)));
    }

    @Test
    void R46_group_3_goes_by_hearts_then_stars_then_the_lower_heart() {
        Track t = Track.of(Map.of(R, 7, B, 7, G, 7, Y, 12), Map.of(R, 1, B, 2, G, 1, Y, 0), List.of(G, R, B), FOUR);
        List<Place> p = rank(t);
        assertThat(colours(p)).containsExactly(Y, B, G, R);
        assertThat(reasons(p)).containsExactly(
                why(ph("rank.mostHearts", 12, 0)),
                why(ph("rank.tie.hearts", 7, G, 2, 1)),
                why(ph("rank.tie.hearts", 7, B, 1, 2), ph("rank.tie.hearts.stack.below", 7, 1, R, G)),
                why(ph("rank.tie.hearts.stack.above", 7, 1, G, R)));
    }

    @Test
    void R46_a_higher_group_beats_more_hearts_or_stars_in_a_lower_one() {
        Track t = Track.of(Map.of(R, 20, B, 19, G, 5, Y, 18), Map.of(R, 0, B, 3, G, 4, Y, 3), List.of(), FOUR);
        assertThat(colours(rank(t))).containsExactly(R, G, B, Y);
    }

    @Test
    void R46_players_eliminated_in_round_2_come_last_in_group_3_order() {
        // Eliminated in round 2: hearts set to 0 (R43), so the order among them goes by stars, then the stack.
        Track t = Track.of(Map.of(R, 0, B, 0, G, 3, Y, 0), Map.of(R, 4, B, 1, G, 0, Y, 1), List.of(B, Y, R), FOUR);
        List<Place> p = rank(t, R, B, Y);
        assertThat(colours(p)).containsExactly(G, R, B, Y);
        assertThat(p).extracting(Place::group).containsExactly(RankGroup.MOST_HEARTS, RankGroup.ELIMINATED,
                RankGroup.ELIMINATED, RankGroup.ELIMINATED);
        assertThat(reasons(p)).containsExactly(
                why(ph("rank.mostHearts", 3, 0)),
                why(ph("rank.eliminated"), ph("rank.tie.hearts", 0, B, 4, 1)),
                why(ph("rank.eliminated"), ph("rank.tie.hearts", 0, R, 1, 4),
                        ph("rank.tie.hearts.stack.below", 0, 1, Y, B)),
                why(ph("rank.eliminated"), ph("rank.tie.hearts.stack.above", 0, 1, B, Y)));
    }

    @Test
    void R46_an_eliminated_player_with_the_heart_target_still_comes_last() {
        Track t = Track.of(Map.of(R, 20, B, 1), Map.of(R, 5, B, 0), List.of(), TWO);
        assertThat(colours(rank(t, R))).containsExactly(B, R);
    }

    @Test
    void R46_two_and_three_players_aim_at_21_hearts_and_5_stars() {
        Track three = Track.of(Map.of(R, 20, B, 21, G, 9), Map.of(R, 4, B, 0, G, 5), List.of(), THREE);
        List<Place> p = rank(three);
        assertThat(colours(p)).containsExactly(B, G, R);
        assertThat(reasons(p).get(0)).isEqualTo(why(ph("rank.heartTarget.alone", 21)));
        assertThat(p.get(1).group()).isEqualTo(RankGroup.STAR_TARGET);
        assertThat(p.get(2).group()).as("20 hearts and 4 stars reach neither target with three players")
                .isEqualTo(RankGroup.MOST_HEARTS);
        Track two = Track.of(Map.of(R, 20, B, 6), Map.of(R, 4, B, 5), List.of(), TWO);
        assertThat(colours(rank(two))).containsExactly(B, R);
    }

    @Test
    void R46_every_player_must_be_ranked_once() {
        Track t = Track.of(Map.of(R, 1, B, 2), Map.of(R, 0, B, 0), List.of(), TWO);
        assertThatThrownBy(() -> Ranking.rank(List.of(new Standing(R, false)), t, TWO))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Ranking.rank(List.of(new Standing(R, false), new Standing(R, true)), t, TWO))
                .hasMessageContaining("Red is listed twice");
    }

    /** R46 against a reference written from the rulebook's words, over random tracks: one place each, same order. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 46, 777, 2026})
    void R46_random_tracks_rank_as_the_rulebook_says(long seed) {
        System.out.println("RankingTest seed " + seed);
        Random rnd = new Random(seed);
        for (int round = 0; round < 300; round++) {
            int n = 2 + rnd.nextInt(3);
            GamerCaps caps = ContentLoader.defaults().gamer().caps(n);
            List<Colour> seats = new ArrayList<>(List.of(Colour.values()).subList(0, n));
            Track t = Track.start(seats, caps);
            for (int i = 0; i < 12; i++) {
                Colour c = seats.get(rnd.nextInt(n));
                t = rnd.nextBoolean() ? t.earnHearts(c, rnd.nextInt(6)) : t.earnStars(c, rnd.nextInt(2));
            }
            Set<Colour> out = rnd.nextInt(4) == 0 ? Set.of(seats.get(rnd.nextInt(n))) : Set.of();
            for (Colour c : out) {
                t = t.setHearts(c, 0);
            }
            List<Place> p = rank(t, out.toArray(new Colour[0]));
            assertThat(p).extracting(Place::place).containsExactlyElementsOf(
                    java.util.stream.IntStream.rangeClosed(1, n).boxed().toList());
            assertThat(colours(p)).containsExactlyInAnyOrderElementsOf(seats);
            List<Colour> expected = new ArrayList<>(seats);
            Track tt = t;
            expected.sort((a, b) -> reference(tt, caps, out, a, b));
            assertThat(colours(p)).as(t.toString()).isEqualTo(expected);
        }
    }

    /** The rulebook's priorities, written out separately from Ranking. */
    private static int reference(Track t, GamerCaps caps, Set<Colour> out, Colour a, Colour b) {
        int ga = refGroup(t, caps, out, a);
        int gb = refGroup(t, caps, out, b);
        if (ga != gb) {
            return Integer.compare(ga, gb);
        }
        int d;
        if (ga == 1) {
            d = Integer.compare(t.stars(b), t.stars(a));
        } else if (ga == 2) {
            d = Integer.compare(t.hearts(b), t.hearts(a));
        } else {
            d = Integer.compare(t.hearts(b), t.hearts(a));
            if (d == 0) {
                d = Integer.compare(t.stars(b), t.stars(a));
            }
        }
        if (d != 0) {
            return d;
        }
        return Integer.compare(t.heartOrder().indexOf(a), t.heartOrder().indexOf(b));
    }

    private static int refGroup(Track t, GamerCaps caps, Set<Colour> out, Colour c) {
        if (out.contains(c)) {
            return 4;
        }
        if (t.hearts(c) == caps.heartTarget()) {
            return 1;
        }
        return t.stars(c) == caps.starTarget() && t.hearts(c) >= 5 ? 2 : 3;
    }
}
