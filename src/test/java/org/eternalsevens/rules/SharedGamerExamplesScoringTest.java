package org.eternalsevens.rules;

import org.eternalsevens.testkit.Said;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.basics.RevealedHand;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardContext;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.Rewards;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.track.Track;

/**
 * The scoring parts of the shared Gamer examples (../shared/examples/gamer), worked with Track and Rewards alone:
 * the numbers the whole engine must reach there come out of these classes.
 */
class SharedGamerExamplesScoringTest {
    static final GamerContent GAMER = ContentLoader.defaults().gamer();
    static final GamerCaps FOUR = GAMER.caps(4);
    static final List<Colour> FROM_BLUE = List.of(Colour.BLUE, Colour.GREEN, Colour.YELLOW, Colour.RED);

    @Test
    void R41_the_start_of_an_expert_game() {
        Track t = Track.start(FROM_BLUE, FOUR);
        assertThat(t.heartOrder()).extracting(Colour::id).containsExactly("blue", "green", "yellow", "red");
    }

    @Test
    void R41_calm_goes_out_first_with_four_discs() {
        Track t = Track.start(FROM_BLUE, FOUR);
        Reward r = Rewards.earn(RewardEvent.GO_OUT, new RewardContext(Colour.BLUE, GAMER.observerBoard(Colour.BLUE),
                1, 4, 0, RevealedHand.EMPTY, true, false, FOUR));
        Track after = r.applyTo(t).track();
        assertThat(after.hearts(Colour.BLUE)).isEqualTo(9);
        assertThat(after.stars(Colour.BLUE)).isEqualTo(2);
        assertThat(after.heartOrder()).extracting(Colour::id).containsExactly("green", "yellow", "red", "blue");
    }

    @Test
    void R42_R44_challenge_hard_passes_first_with_no_disc_and_two_yellow_cards() {
        Track t = Track.start(List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW), FOUR);
        RevealedHand hand = RevealedHand.of(List.of(Space.parse("Y1"), Space.parse("Y2")), 0, 0);
        Reward r = Rewards.earn(RewardEvent.HARD_PASS, new RewardContext(Colour.YELLOW,
                GAMER.observerBoard(Colour.YELLOW), 1, 0, 0, hand, true, false, FOUR));
        assertThat(r.applyTo(t).track().hearts(Colour.YELLOW)).isEqualTo(10);
        assertThat(Said.of(r)).isEqualTo("Yellow Hard Passes: First Bonus 1 heart; Challenge 0 unused discs, "
                + "so 4 hearts; 1 heart × 2 yellow cards = 2 hearts (the cap is 2)");
    }
}
