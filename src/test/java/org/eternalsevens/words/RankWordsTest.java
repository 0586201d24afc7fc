package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.GREEN;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.basics.Colour.YELLOW;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eternalsevens.rules.CasualPlace;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.junit.jupiter.api.Test;

/** Round 2's start player in words (R47, P322), from the values: the colour's title, the hearts, the tied. */
class RankWordsTest {
    @Test
    void R47_the_start_player_alone_with_the_fewest_hearts() {
        assertThat(RankWords.start(new StartPlayer(GREEN, 4, List.of())))
                .isEqualTo("Green starts round 2: fewest hearts (4)");
    }

    @Test
    void R47_a_tie_with_one_says_whose_heart_it_is_on_top_of() {
        assertThat(RankWords.start(new StartPlayer(GREEN, 4, List.of(RED)))).isEqualTo(
                "Green starts round 2: fewest hearts (4, like Red), and the stack decided: Green's heart is on top of Red's");
    }

    @Test
    void R47_a_tie_with_several_lists_them_and_says_on_top() {
        assertThat(RankWords.start(new StartPlayer(RED, 3, List.of(BLUE, GREEN, YELLOW)))).isEqualTo(
                "Red starts round 2: fewest hearts (3, like Blue, Green and Yellow), and the stack decided: "
                        + "Red's heart is on top");
        assertThat(RankWords.start(new StartPlayer(RED, 3, List.of(BLUE, GREEN)))).isEqualTo(
                "Red starts round 2: fewest hearts (3, like Blue and Green), and the stack decided: "
                        + "Red's heart is on top");
    }

    @Test
    void P322_every_start_key_is_in_the_bundle_and_used() {
        ResourceBundle bundle = ResourceBundle.getBundle("org.eternalsevens.words.words", Locale.ROOT);
        Set<String> inBundle = new TreeSet<>();
        bundle.keySet().stream().filter(k -> k.startsWith("start.")).forEach(inBundle::add);
        assertThat(inBundle).containsExactlyInAnyOrder("start.round2", "start.round2.tiedOne",
                "start.round2.tiedMany", "start.and");
    }

    /** Each part of a place's reason as R46's ranking makes it, with the words it read before (P323). */
    private static Map<Phrase, String> reasons() {
        Map<Phrase, String> m = new LinkedHashMap<>();
        m.put(Phrase.of("rank.heartTarget", 21), "reached the target of 21 hearts");
        m.put(Phrase.of("rank.heartTarget.alone", 21), "reached the target of 21 hearts alone");
        m.put(Phrase.of("rank.starTarget", 4, 11), "reached the target of 4 stars with 11 hearts");
        m.put(Phrase.of("rank.starTarget.alone", 4, 1), "reached the target of 4 stars with 1 heart, alone");
        m.put(Phrase.of("rank.eliminated"), "eliminated in round 2, so cannot win");
        m.put(Phrase.of("rank.starsWithoutHearts", 4, 2, 4),
                "4 stars, but only 2 hearts (more than 4 are needed to win on stars)");
        m.put(Phrase.of("rank.mostHearts", 1, 1), "1 heart and 1 star");
        m.put(Phrase.of("rank.tie.hearts", 9, BLUE, 2, 1), "9 hearts like Blue, but 2 stars to Blue's 1");
        m.put(Phrase.of("rank.tie.stars", 4, RED, 11, 5), "4 stars like Red, but 11 hearts to Red's 5");
        m.put(Phrase.of("rank.tie.hearts.stack.above", 9, 1, BLUE, RED),
                "9 hearts and 1 star like Blue, but Red's heart is above Blue's in the stack");
        m.put(Phrase.of("rank.tie.hearts.stack.below", 9, 2, BLUE, RED),
                "9 hearts and 2 stars like Blue, but Red's heart is below Blue's in the stack");
        m.put(Phrase.of("rank.tie.stars.stack.above", 4, 11, GREEN, YELLOW),
                "4 stars and 11 hearts like Green, but Yellow's heart is above Green's in the stack");
        m.put(Phrase.of("rank.tie.stars.stack.below", 5, 1, GREEN, YELLOW),
                "5 stars and 1 heart like Green, but Yellow's heart is below Green's in the stack");
        return m;
    }

    @Test
    void R46_a_place_is_its_ordinal_the_colours_title_and_its_reasons_joined_by_semicolons() {
        assertThat(RankWords.place(new Place(YELLOW, 2, RankGroup.MOST_HEARTS,
                List.of(Phrase.of("rank.tie.hearts", 9, BLUE, 2, 1)))))
                .isEqualTo("2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1");
        assertThat(RankWords.place(new Place(RED, 4, RankGroup.ELIMINATED, List.of(Phrase.of("rank.eliminated"),
                Phrase.of("rank.tie.hearts", 0, BLUE, 1, 0)))))
                .isEqualTo("4th Red: eliminated in round 2, so cannot win; 0 hearts like Blue, but 1 star to Blue's 0");
        reasons().forEach((phrase, words) -> assertThat(RankWords.place(new Place(GREEN, 3, RankGroup.MOST_HEARTS,
                List.of(phrase)))).isEqualTo("3rd Green: " + words));
    }

    @Test
    void P356_a_group_and_a_casual_place_are_worded_from_their_values() {
        assertThat(List.of(RankGroup.values()).stream().map(RankWords::group).toList()).containsExactly(
                "reached the heart target", "reached the star target with enough hearts", "most hearts",
                "eliminated in round 2");
        assertThat(RankWords.casual(new CasualPlace(BLUE, 1, CasualPlace.Why.TWO_STARS, 1)))
                .isEqualTo("two stars, out 1st (R14)");
        assertThat(RankWords.casual(new CasualPlace(GREEN, 2, CasualPlace.Why.WENT_OUT, 2)))
                .isEqualTo("went out 2nd (R14)");
        assertThat(RankWords.casual(new CasualPlace(YELLOW, 3, CasualPlace.Why.LAST, 3)))
                .isEqualTo("last in the game (R14)");
        assertThat(RankWords.casual(new CasualPlace(RED, 4, CasualPlace.Why.ELIMINATED, 1)))
                .isEqualTo("eliminated 1st (R14)");
        assertThat(RankWords.casual(new CasualPlace(RED, 3, CasualPlace.Why.PLACE, 3))).isEqualTo("3rd place");
        ResourceBundle bundle = ResourceBundle.getBundle("org.eternalsevens.words.words", Locale.ROOT);
        for (CasualPlace.Why w : CasualPlace.Why.values()) {
            assertThat(bundle.containsKey("casual.place." + w.name().toLowerCase(Locale.ROOT))).as(w.name()).isTrue();
        }
    }

    @Test
    void P323_every_rank_key_is_worded_and_every_one_in_the_bundle_is_made() {
        ResourceBundle bundle = ResourceBundle.getBundle("org.eternalsevens.words.words", Locale.ROOT);
        Set<String> inBundle = new TreeSet<>();
        bundle.keySet().stream().filter(k -> k.startsWith("rank.")).forEach(inBundle::add);
        Set<String> sampled = new TreeSet<>(Set.of("rank.place", "rank.group", "rank.group.1", "rank.group.2",
                "rank.group.3", "rank.group.4", "rank.stackNeeded"));
        reasons().keySet().forEach(p -> sampled.add(p.key()));
        for (RankGroup g : RankGroup.values()) {
            sampled.add("rank.group." + g.name().toLowerCase(Locale.ROOT));
        }
        assertThat(sampled).isEqualTo(inBundle);
    }

    @Test
    void P348_each_group_has_its_label_and_a_legend_with_the_tables_targets() {
        org.eternalsevens.rules.track.GamerCaps four = org.eternalsevens.content.ContentLoader.defaults().gamer().caps(4);
        org.eternalsevens.rules.track.GamerCaps three = org.eternalsevens.content.ContentLoader.defaults().gamer().caps(3);
        assertThat(RankWords.groupLabel(RankGroup.MOST_HEARTS)).isEqualTo("Group 3");
        assertThat(RankWords.groupLegend(RankGroup.HEART_TARGET, four))
                .isEqualTo("Group 1: at the heart target of 20 hearts; ordered by stars, then the lower heart.");
        assertThat(RankWords.groupLegend(RankGroup.STAR_TARGET, three)).isEqualTo(
                "Group 2: at the star target of 5 stars with more than 4 hearts; ordered by hearts, then the lower heart.");
        assertThat(RankWords.groupLegend(RankGroup.MOST_HEARTS, four))
                .isEqualTo("Group 3: everyone else; ordered by hearts, then stars, then the lower heart.");
        assertThat(RankWords.groupLegend(RankGroup.ELIMINATED, four))
                .isEqualTo("Group 4: eliminated in round 2; after everyone else, in group 3's order.");
    }

    @Test
    void P346_a_tie_the_stack_must_decide_names_both_and_their_counts() {
        assertThat(RankWords.phrase(Phrase.of("rank.stackNeeded", BLUE, YELLOW, 9, 1))).isEqualTo("Blue and Yellow "
                + "both have 9 hearts and 1 star, so the stack decides: give the stacking order of their hearts, "
                + "bottom first");
    }
}
