package org.eternalsevens.rules.dragon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/** R40, R73: the legal Dragon actions now, a refusal for every other, and what a Dragon pass must do. */
public class DragonOffersTest {
    static final DragonAction FORBIDDEN = new DragonAction.Forbidden();
    static final DragonAction PLAYABLE = new DragonAction.Playable();

    static DragonAction choice(Colour cube, ChoiceAction a) {
        return new DragonAction.Choice(cube, a);
    }

    static DragonCards after(DragonCards c, DragonAction... actions) {
        for (DragonAction a : actions) {
            c = c.take(a, Colour.RED).after();
        }
        return c;
    }

    static DragonCards spentForbidden() {
        return DragonCardsTest.take(DragonCards.start(), 8, FORBIDDEN);
    }

    @Test
    void R40_at_the_start_everything_is_offered_minotaur_only_with_a_star_block() {
        List<DragonAction> none = DragonOffers.of(DragonCards.start(), false).legal();
        assertThat(none).hasSize(2 + 3 * 4);
        assertThat(none.subList(0, 3)).containsExactly(FORBIDDEN, PLAYABLE, choice(Colour.RED, ChoiceAction.APT));
        assertThat(none).doesNotContain(choice(Colour.RED, ChoiceAction.MINOTAUR));
        List<DragonAction> block = DragonOffers.of(DragonCards.start(), true).legal();
        assertThat(block).hasSize(2 + 4 * 4).contains(choice(Colour.YELLOW, ChoiceAction.MINOTAUR));
    }

    @Test
    void R40_minotaur_without_a_star_block_is_refused_with_its_reason() {
        Verdict v = DragonOffers.of(DragonCards.start(), false).check(choice(Colour.RED, ChoiceAction.MINOTAUR));
        assertThat(v.code()).isEqualTo(RejectCode.NO_STAR_BLOCK_FOR_MINOTAUR);
        assertThat(v.reason()).isEqualTo(reason("no_star_block_for_minotaur"));
        assertThat(DragonOffers.of(DragonCards.start(), true).check(choice(Colour.RED, ChoiceAction.MINOTAUR)).ok())
                .isTrue();
    }

    @Test
    void R40_a_used_choice_space_and_a_moved_cube_are_refused() {
        DragonOffers o = DragonOffers.of(after(DragonCards.start(), choice(Colour.BLUE, ChoiceAction.HEART)), true);
        Verdict space = o.check(choice(Colour.RED, ChoiceAction.HEART));
        assertThat(space.code()).isEqualTo(RejectCode.CHOICE_ALREADY_USED);
        assertThat(space.reason()).isEqualTo(reason("choice_already_used", "blue", ChoiceAction.HEART));
        assertThat(o.check(choice(Colour.BLUE, ChoiceAction.APT)).code()).isEqualTo(RejectCode.CUBE_ALREADY_USED);
        assertThat(o.legal())
                .doesNotContain(choice(Colour.BLUE, ChoiceAction.APT), choice(Colour.RED, ChoiceAction.HEART))
                .contains(choice(Colour.RED, ChoiceAction.APT));
    }

    @Test
    void R40_a_choice_space_asks_which_cube_and_says_why_it_cannot_be_taken() {
        DragonOffers o = DragonOffers.of(after(DragonCards.start(), choice(Colour.BLUE, ChoiceAction.HEART)), false);
        assertThat(o.cubesFor(ChoiceAction.APT)).containsExactly(Colour.RED, Colour.GREEN, Colour.YELLOW);
        assertThat(o.cubesFor(ChoiceAction.HEART)).isEmpty();
        assertThat(o.cubesFor(ChoiceAction.MINOTAUR)).isEmpty();
        assertThat(o.checkSpace(ChoiceAction.HEART).code()).isEqualTo(RejectCode.CHOICE_ALREADY_USED);
        assertThat(o.checkSpace(ChoiceAction.MINOTAUR).code()).isEqualTo(RejectCode.NO_STAR_BLOCK_FOR_MINOTAUR);
        assertThat(o.checkSpace(ChoiceAction.GO_OUT_BONUS).code()).isEqualTo(RejectCode.CHOICE_NOT_ON_THIS_SIDE);
        assertThat(o.checkSpace(ChoiceAction.MUMMY).ok()).isTrue();
    }

    @Test
    void R40_a_space_of_the_other_side_is_refused() {
        DragonOffers front = DragonOffers.of(DragonCards.start(), true);
        assertThat(front.check(choice(Colour.RED, ChoiceAction.GO_OUT_BONUS)).code())
                .isEqualTo(RejectCode.CHOICE_NOT_ON_THIS_SIDE);
        DragonOffers back = DragonOffers.of(DragonCardsTest.choiceBack(), true);
        assertThat(back.check(choice(Colour.RED, ChoiceAction.MUMMY)).code())
                .isEqualTo(RejectCode.CHOICE_NOT_ON_THIS_SIDE);
        assertThat(back.check(choice(Colour.RED, ChoiceAction.GO_OUT_BONUS)).ok()).isTrue();
        assertThat(back.legal()).contains(choice(Colour.GREEN, ChoiceAction.HARD_PASS_BONUS))
                .doesNotContain(choice(Colour.GREEN, ChoiceAction.MINOTAUR));
    }

    @Test
    void R40_spent_cards_offer_nothing_and_say_why() {
        DragonCards c = after(spentForbidden(), PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE,
                PLAYABLE);
        DragonOffers o = DragonOffers.of(c, true);
        Verdict f = o.check(FORBIDDEN);
        assertThat(f.code()).isEqualTo(RejectCode.NO_FORBIDDEN_AFTER_NO_HARD_PASS);
        assertThat(o.check(new DragonAction.Forbidden(OptionalInt.of(2))).code())
                .isEqualTo(RejectCode.NO_FORBIDDEN_AFTER_NO_HARD_PASS);
        assertThat(o.check(PLAYABLE).code()).isEqualTo(RejectCode.DRAGON_CARD_SPENT);
        assertThat(o.legal()).allMatch(a -> a instanceof DragonAction.Choice);
        DragonCards all = c;
        for (DragonAction a : List.of(choice(Colour.RED, ChoiceAction.APT), choice(Colour.BLUE, ChoiceAction.HEART),
                choice(Colour.GREEN, ChoiceAction.MINOTAUR), choice(Colour.YELLOW, ChoiceAction.MUMMY),
                choice(Colour.RED, ChoiceAction.APT), choice(Colour.BLUE, ChoiceAction.HEART),
                choice(Colour.GREEN, ChoiceAction.HARD_PASS_BONUS), choice(Colour.YELLOW, ChoiceAction.GO_OUT_BONUS))) {
            all = all.take(a, Colour.RED).after();
        }
        DragonOffers nothing = DragonOffers.of(all, true);
        assertThat(nothing.legal()).isEmpty();
        assertThat(nothing.any()).isFalse();
        assertThat(nothing.check(choice(Colour.RED, ChoiceAction.APT)).code()).isEqualTo(RejectCode.DRAGON_CARD_SPENT);
    }

    @Test
    void R40_a_dragon_pass_must_take_an_action_when_one_is_available_and_does_nothing_more_when_none_is() {
        DragonOffers some = DragonOffers.of(DragonCards.start(), false);
        assertThat(some.onPass()).isEqualTo(DragonOffers.AfterPass.TAKE_ONE);
        assertThat(some.decline(DragonOffers.Trigger.PASS).code()).isEqualTo(RejectCode.DRAGON_ACTION_REQUIRED);
        assertThat(some.decline(DragonOffers.Trigger.CARD).ok()).isTrue();
    }

    @Test
    void R74_a_golems_second_dragon_action_cannot_be_declined_while_one_is_available() {
        assertThat(DragonOffers.of(DragonCards.start(), false).decline(DragonOffers.Trigger.GOLEM_SECOND).code())
                .isEqualTo(RejectCode.DRAGON_ACTION_REQUIRED);
    }

    @Test
    void R40_with_only_minotaur_left_and_no_star_block_no_action_is_available() {
        DragonCards c = after(spentForbidden(), PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE, PLAYABLE,
                PLAYABLE, choice(Colour.RED, ChoiceAction.APT), choice(Colour.BLUE, ChoiceAction.HEART),
                choice(Colour.YELLOW, ChoiceAction.MUMMY));
        DragonOffers noBlock = DragonOffers.of(c, false);
        assertThat(noBlock.legal()).isEmpty();
        assertThat(noBlock.onPass()).isEqualTo(DragonOffers.AfterPass.NOTHING_MORE);
        assertThat(noBlock.decline(DragonOffers.Trigger.PASS).ok()).isTrue();
        assertThat(noBlock.decline(DragonOffers.Trigger.GOLEM_SECOND).ok()).isTrue();
        assertThat(DragonOffers.of(c, true).legal()).containsExactly(choice(Colour.GREEN, ChoiceAction.MINOTAUR));
    }

    @Test
    void R40_the_forbidden_cube_moves_only_to_its_next_space_at_expert() {
        DragonOffers o = DragonOffers.of(after(DragonCards.start(), FORBIDDEN), false);
        assertThat(o.check(new DragonAction.Forbidden(OptionalInt.of(2))).ok()).isTrue();
        Verdict skip = o.check(new DragonAction.Forbidden(OptionalInt.of(3)));
        assertThat(skip.code()).isEqualTo(RejectCode.NOT_NEXT_DRAGON_SPACE);
        assertThat(skip.reason()).isEqualTo(reason("not_next_dragon_space.forbidden", 2));
    }

    @Test
    void R73_a_witch_moves_the_x_cube_between_x_spaces_of_its_side_only() {
        DragonCards fairy = after(DragonCards.start(), FORBIDDEN);
        DragonOffers witch = new DragonOffers(fairy, false, true);
        assertThat(witch.legal()).contains(FORBIDDEN, new DragonAction.Forbidden(OptionalInt.of(3)))
                .doesNotContain(new DragonAction.Forbidden(OptionalInt.of(4)),
                        new DragonAction.Forbidden(OptionalInt.of(1)));
        assertThat(witch.check(new DragonAction.Forbidden(OptionalInt.of(4))).code())
                .isEqualTo(RejectCode.NOT_NEXT_DRAGON_SPACE);
        DragonStep move = fairy.take(new DragonAction.Forbidden(OptionalInt.of(3)), Colour.RED);
        assertThat(move.effects()).containsExactly(new DragonEffect.ForbiddenEnds(ForbiddenSpace.FAIRY),
                new DragonEffect.ForbidCards(ForbiddenSpace.VAMPIRE));
        assertThat(new DragonOffers(DragonCards.start(), false, true).legal()).containsExactly(FORBIDDEN, PLAYABLE,
                choice(Colour.RED, ChoiceAction.APT), choice(Colour.BLUE, ChoiceAction.APT),
                choice(Colour.GREEN, ChoiceAction.APT), choice(Colour.YELLOW, ChoiceAction.APT),
                choice(Colour.RED, ChoiceAction.HEART), choice(Colour.BLUE, ChoiceAction.HEART),
                choice(Colour.GREEN, ChoiceAction.HEART), choice(Colour.YELLOW, ChoiceAction.HEART),
                choice(Colour.RED, ChoiceAction.MUMMY), choice(Colour.BLUE, ChoiceAction.MUMMY),
                choice(Colour.GREEN, ChoiceAction.MUMMY), choice(Colour.YELLOW, ChoiceAction.MUMMY));
    }

    @Test
    void R73_moved_off_back_4_the_forbidden_card_is_usable_again() {
        DragonOffers vampire = new DragonOffers(spentForbidden(), false, true);
        assertThat(vampire.legal()).contains(new DragonAction.Forbidden(OptionalInt.of(2)),
                new DragonAction.Forbidden(OptionalInt.of(3))).doesNotContain(FORBIDDEN);
        DragonCards off = spentForbidden().take(new DragonAction.Forbidden(OptionalInt.of(2)), Colour.RED).after();
        assertThat(off.noHardPass()).isFalse();
        assertThat(off.noTokens()).isTrue();
        assertThat(DragonOffers.of(off, false).check(FORBIDDEN).ok()).isTrue();
        DragonStep back = off.take(new DragonAction.Forbidden(OptionalInt.of(4)), Colour.RED);
        assertThat(back.effects()).containsExactly(new DragonEffect.ForbiddenEnds(ForbiddenSpace.NO_TOKENS),
                new DragonEffect.NoHardPass(), new DragonEffect.Spent(DragonCard.FORBIDDEN));
        assertThat(back.after().noHardPass()).isTrue();
    }

    @Test
    void R40_every_listed_action_passes_its_check_and_the_check_agrees_with_the_list() {
        DragonCards c = after(DragonCards.start(), FORBIDDEN, choice(Colour.GREEN, ChoiceAction.APT));
        for (boolean block : new boolean[] {false, true}) {
            DragonOffers o = DragonOffers.of(c, block);
            List<DragonAction> legal = o.legal();
            for (DragonAction a : everyAction()) {
                assertThat(o.check(a).ok()).as(a.words()).isEqualTo(legal.contains(a)
                        || a.equals(new DragonAction.Forbidden(OptionalInt.of(2))));
            }
        }
    }

    public static List<DragonAction> everyAction() {
        java.util.ArrayList<DragonAction> all = new java.util.ArrayList<>(List.of(FORBIDDEN, PLAYABLE));
        for (int n = 1; n <= 4; n++) {
            all.add(new DragonAction.Forbidden(OptionalInt.of(n)));
        }
        for (ChoiceAction a : ChoiceAction.values()) {
            for (Colour cube : Colour.values()) {
                all.add(choice(cube, a));
            }
        }
        return all;
    }
}
