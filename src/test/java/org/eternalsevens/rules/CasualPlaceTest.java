package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.eternalsevens.record.Summary;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.EarnedRewardsTest;

/** R13 R14: each Casual place comes with its reason from the engine, for the results and replay's summary. */
class CasualPlaceTest {
    @Test
    void R14_places_from_the_top_by_going_out_or_two_stars_and_the_last_player_takes_the_place_left() {
        GameState s = EarnedRewardsTest.play(GameState.initial(Games.beginner4()), "table: fix stars blue 2",
                "table: fix hand green 0", "table: fix discs red 0", "red: eliminated");
        assertThat(s.finished()).isTrue();
        assertThat(CasualPlace.of(s)).containsExactly(
                new CasualPlace(Colour.BLUE, 1, CasualPlace.Why.TWO_STARS, 1),
                new CasualPlace(Colour.GREEN, 2, CasualPlace.Why.WENT_OUT, 2),
                new CasualPlace(Colour.YELLOW, 3, CasualPlace.Why.LAST, 3),
                new CasualPlace(Colour.RED, 4, CasualPlace.Why.ELIMINATED, 1));
    }

    @Test
    void R13_R14_the_eliminated_take_the_places_from_the_bottom_the_first_eliminated_last() {
        GameState s = EarnedRewardsTest.play(GameState.initial(Games.beginner4()), "table: fix discs red 0",
                "red: eliminated", "table: fix discs blue 0", "blue: eliminated");
        assertThat(CasualPlace.of(s)).as("not over yet").isEmpty();
        s = EarnedRewardsTest.play(s, "table: fix hand yellow 0");
        assertThat(CasualPlace.of(s)).containsExactly(
                new CasualPlace(Colour.YELLOW, 1, CasualPlace.Why.WENT_OUT, 1),
                new CasualPlace(Colour.GREEN, 2, CasualPlace.Why.LAST, 2),
                new CasualPlace(Colour.BLUE, 3, CasualPlace.Why.ELIMINATED, 2),
                new CasualPlace(Colour.RED, 4, CasualPlace.Why.ELIMINATED, 1));
        // replay's summary carries them as the extra field "places"; the specified "ranking" is unchanged
        var summary = Summary.of(s, null);
        assertThat(summary.get("places").size()).isEqualTo(4);
        assertThat(summary.get("places").get(2).get("colour").asString()).isEqualTo("blue");
        assertThat(summary.get("places").get(2).get("reason").asString()).startsWith("eliminated 2nd");
        assertThat(summary.get("ranking").toString()).isEqualTo("[\"yellow\",\"green\",\"blue\",\"red\"]");
    }
}
