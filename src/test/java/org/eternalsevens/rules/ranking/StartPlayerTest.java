package org.eternalsevens.rules.ranking;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.track.Track;

/** R47: round 2's start player has the fewest hearts; on a tie the heart higher in the stack; stars do not matter. */
class StartPlayerTest {
    static final Colour R = Colour.RED;
    static final Colour B = Colour.BLUE;
    static final Colour G = Colour.GREEN;
    static final Colour Y = Colour.YELLOW;
    static final GamerCaps FOUR = ContentLoader.defaults().gamer().caps(4);

    @Test
    void R47_the_fewest_hearts_starts_round_2_whatever_the_stars() {
        Track t = Track.of(Map.of(R, 9, B, 12, G, 4, Y, 7), Map.of(R, 0, B, 0, G, 4, Y, 0), List.of(), FOUR);
        StartPlayer s = StartPlayer.round2(t);
        assertThat(s.colour()).isEqualTo(G);
        assertThat(s.hearts()).isEqualTo(4);
        assertThat(s.tiedWith()).isEmpty();
    }

    @Test
    void R47_on_a_tie_the_heart_higher_in_the_stack_starts_and_the_reason_says_the_stack_decided() {
        Track t = Track.of(Map.of(R, 4, B, 12, G, 4, Y, 7), Map.of(R, 3, B, 0, G, 0, Y, 0), List.of(R, G), FOUR);
        StartPlayer s = StartPlayer.round2(t);
        assertThat(s.colour()).isEqualTo(G);
        assertThat(s.hearts()).isEqualTo(4);
        assertThat(s.tiedWith()).containsExactly(R);
    }

    @Test
    void R47_a_three_way_tie_goes_to_the_top_heart() {
        Track t = Track.start(List.of(B, G, Y, R), FOUR);
        StartPlayer s = StartPlayer.round2(t);
        assertThat(s.colour()).isEqualTo(R);
        assertThat(s.hearts()).isEqualTo(3);
        assertThat(s.tiedWith()).containsExactly(B, G, Y);
    }

    @Test
    void R53_the_order_is_fewest_hearts_first_and_higher_first_on_a_tie() {
        Track t = Track.of(Map.of(R, 4, B, 12, G, 4, Y, 12), Map.of(R, 0, B, 0, G, 0, Y, 0), List.of(R, G, Y, B),
                FOUR);
        assertThat(StartPlayer.order(t)).containsExactly(G, R, B, Y);
    }
}
