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
}
