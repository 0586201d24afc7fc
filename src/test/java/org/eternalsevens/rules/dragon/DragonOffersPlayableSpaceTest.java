package org.eternalsevens.rules.dragon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/** R40 the Playable card is taken top to bottom: the hover reason of each space (for the Dragon cards view). */
class DragonOffersPlayableSpaceTest {
    @Test
    void R40_only_the_playable_cubes_next_space_can_be_taken() {
        DragonOffers start = DragonOffers.of(DragonCards.start(), false);
        assertThat(start.checkPlayableSpace(1).ok()).isTrue();
        Verdict third = start.checkPlayableSpace(3);
        assertThat(third.code()).isEqualTo(RejectCode.NOT_NEXT_DRAGON_SPACE);
        assertThat(third.reason()).isEqualTo(reason("not_next_dragon_space.playable", 1));
        DragonCards one = DragonCards.start().take(new DragonAction.Playable(), Colour.RED).after();
        assertThat(DragonOffers.of(one, false).checkPlayableSpace(2).ok()).isTrue();
        assertThat(DragonOffers.of(one, false).checkPlayableSpace(1).reason())
                .isEqualTo(reason("not_next_dragon_space.playable", 2));
    }

    @Test
    void R40_a_spent_playable_card_offers_no_space() {
        DragonCards c = DragonCards.start();
        for (int i = 0; i < 8; i++) {
            c = c.take(new DragonAction.Playable(), Colour.BLUE).after();
        }
        assertThat(c.playable().spent()).isTrue();
        for (int n = 1; n <= 4; n++) {
            assertThat(DragonOffers.of(c, false).checkPlayableSpace(n).code()).isEqualTo(RejectCode.DRAGON_CARD_SPENT);
        }
    }
}
