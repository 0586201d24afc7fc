package org.eternalsevens.rules.dragon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eternalsevens.rules.dragon.DragonCards.ChoiceCard;
import org.eternalsevens.rules.dragon.DragonCards.OrderedCard;
import org.eternalsevens.rules.dragon.DragonEffect.ChoiceBonus;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.RuleSource;
import org.eternalsevens.rules.basics.Space;

/** R40: the three Dragon cards, their order rules, turning over, spent cards and what stands in force. */
class DragonCardsTest {
    static final DragonAction FORBIDDEN = new DragonAction.Forbidden();
    static final DragonAction PLAYABLE = new DragonAction.Playable();

    static DragonCards take(DragonCards cards, int times, DragonAction a) {
        for (int i = 0; i < times; i++) {
            cards = cards.take(a, Colour.RED).after();
        }
        return cards;
    }

    static DragonAction choice(Colour cube, ChoiceAction a) {
        return new DragonAction.Choice(cube, a);
    }

    @Test
    void R40_every_card_starts_face_up_with_its_cube_on_top() {
        DragonCards start = DragonCards.start();
        assertThat(start.forbidden()).isEqualTo(new OrderedCard(DragonSide.FRONT, 0));
        assertThat(start.playable()).isEqualTo(new OrderedCard(DragonSide.FRONT, 0));
        assertThat(start.choice()).isEqualTo(new ChoiceCard(DragonSide.FRONT, Map.of()));
        assertThat(start.forbiddenInForce()).isEmpty();
        assertThat(start.cyclopsInForce()).isFalse();
        assertThat(start.noHardPass()).isFalse();
        assertThat(start.inForce()).isEmpty();
    }

    @Test
    void R40_forbidden_front_goes_fairy_mermaid_vampire_each_ending_the_one_before() {
        DragonStep fairy = DragonCards.start().take(FORBIDDEN, Colour.RED);
        assertThat(fairy.effects()).containsExactly(new DragonEffect.ForbidCards(ForbiddenSpace.FAIRY));
        assertThat(fairy.after().forbidden()).isEqualTo(new OrderedCard(DragonSide.FRONT, 1));
        assertThat(fairy.after().forbids(Space.parse("R3"))).isTrue();
        assertThat(fairy.after().forbids(Space.parse("Y8"))).isTrue();
        assertThat(fairy.after().forbids(Space.parse("Y1"))).isFalse();
        assertThat(fairy.words()).containsExactly(Phrase.of("event.dragon.forbidden", Colour.RED,
                ForbiddenSpace.FAIRY));

        DragonStep mermaid = fairy.after().take(FORBIDDEN, Colour.BLUE);
        assertThat(mermaid.effects()).containsExactly(new DragonEffect.ForbiddenEnds(ForbiddenSpace.FAIRY),
                new DragonEffect.ForbidCards(ForbiddenSpace.MERMAID));
        assertThat(mermaid.after().forbids(Space.parse("G10"))).isTrue();
        assertThat(mermaid.after().forbids(Space.parse("G3"))).isFalse();

        DragonStep vampire = mermaid.after().take(FORBIDDEN, Colour.BLUE);
        assertThat(vampire.effects()).containsExactly(new DragonEffect.ForbiddenEnds(ForbiddenSpace.MERMAID),
                new DragonEffect.ForbidCards(ForbiddenSpace.VAMPIRE));
        assertThat(vampire.after().forbids(Space.parse("B0"))).isTrue();
        assertThat(vampire.after().forbids(Space.parse("B11"))).isTrue();
        assertThat(vampire.after().inForce()).containsExactly(ContinuousEternal.VAMPIRE);
        assertThat(vampire.after().forbiddenNumbers()).isEqualTo(1 | 1 << 11);
        assertThat(fairy.after().forbiddenNumbers()).isEqualTo(1 << 3 | 1 << 8);
        assertThat(ForbiddenSpace.VAMPIRE.source()).isEqualTo(new RuleSource.Dragon("vampire"));
        assertThat(ForbiddenSpace.NO_DISCARDING.source()).isEqualTo(new RuleSource.Dragon("no_discarding"));
    }

    @Test
    void R40_ghost_ends_vampire_and_turns_the_forbidden_card_over_with_its_cube_back_on_top() {
        DragonStep ghost = take(DragonCards.start(), 3, FORBIDDEN).take(FORBIDDEN, Colour.GREEN);
        assertThat(ghost.effects()).containsExactly(new DragonEffect.ForbiddenEnds(ForbiddenSpace.VAMPIRE),
                new DragonEffect.Ghost(), new DragonEffect.TurnedOver(DragonCard.FORBIDDEN));
        assertThat(ghost.after().forbidden()).isEqualTo(new OrderedCard(DragonSide.BACK, 0));
        assertThat(ghost.after().forbiddenInForce()).isEmpty();
        assertThat(ghost.after().forbids(Space.parse("R0"))).isFalse();
    }

    @Test
    void R40_forbidden_back_goes_discard_no_tokens_no_discarding_no_hard_pass() {
        DragonCards back = take(DragonCards.start(), 4, FORBIDDEN);
        DragonStep discard = back.take(FORBIDDEN, Colour.YELLOW);
        assertThat(discard.effects()).containsExactly(new DragonEffect.DiscardOne(Colour.YELLOW));
        assertThat(discard.after().forbiddenInForce()).isEmpty();

        DragonStep noTokens = discard.after().take(FORBIDDEN, Colour.RED);
        assertThat(noTokens.effects()).containsExactly(new DragonEffect.NoTokens());
        assertThat(noTokens.after().noTokens()).isTrue();
        assertThat(noTokens.after().inForce()).containsExactly(ContinuousEternal.DRAGON);
        assertThat(noTokens.after().forbids(Space.parse("R3"))).isFalse();
        assertThat(noTokens.after().forbiddenNumbers()).isZero();

        DragonStep noDiscarding = noTokens.after().take(FORBIDDEN, Colour.RED);
        assertThat(noDiscarding.effects()).containsExactly(new DragonEffect.ForbiddenEnds(ForbiddenSpace.NO_TOKENS),
                new DragonEffect.NoDiscarding());
        assertThat(noDiscarding.after().noTokens()).isFalse();
        assertThat(noDiscarding.after().noDiscarding()).isTrue();
        assertThat(noDiscarding.after().inForce()).containsExactly(ContinuousEternal.KRAKEN);

        DragonStep noHardPass = noDiscarding.after().take(FORBIDDEN, Colour.RED);
        assertThat(noHardPass.effects()).containsExactly(new DragonEffect.ForbiddenEnds(ForbiddenSpace.NO_DISCARDING),
                new DragonEffect.NoHardPass(), new DragonEffect.Spent(DragonCard.FORBIDDEN));
        assertThat(noHardPass.after().noHardPass()).isTrue();
        assertThat(noHardPass.after().noDiscarding()).isFalse();
        assertThat(noHardPass.after().spent(DragonCard.FORBIDDEN)).isTrue();
        assertThat(noHardPass.after().forbidden()).isEqualTo(new OrderedCard(DragonSide.BACK, 4));
    }

    @Test
    void R40_no_hard_pass_cannot_be_negated_the_spent_forbidden_card_refuses_a_further_move() {
        DragonCards spent = take(DragonCards.start(), 8, FORBIDDEN);
        assertThatThrownBy(() -> spent.take(FORBIDDEN, Colour.RED)).isInstanceOf(IllegalArgumentException.class);
        DragonCards later = spent.take(PLAYABLE, Colour.RED).after()
                .take(choice(Colour.BLUE, ChoiceAction.APT), Colour.BLUE).after();
        assertThat(later.noHardPass()).isTrue();
    }

    @Test
    void R40_playable_goes_medusa_medusa_cyclops_mummy_then_turns_over() {
        DragonStep m1 = DragonCards.start().take(PLAYABLE, Colour.BLUE);
        assertThat(m1.effects()).containsExactly(new DragonEffect.MustPlay(Colour.BLUE));
        DragonStep m2 = m1.after().take(PLAYABLE, Colour.GREEN);
        assertThat(m2.effects()).containsExactly(new DragonEffect.MustPlay(Colour.GREEN));
        assertThat(m2.after().cyclopsInForce()).isFalse();
        DragonStep cyclops = m2.after().take(PLAYABLE, Colour.GREEN);
        assertThat(cyclops.effects()).containsExactly(new DragonEffect.Cyclops());
        assertThat(cyclops.after().cyclopsInForce()).isTrue();
        assertThat(cyclops.after().inForce()).containsExactly(ContinuousEternal.CYCLOPS);
        DragonStep mummy = cyclops.after().take(PLAYABLE, Colour.GREEN);
        assertThat(mummy.effects()).containsExactly(new DragonEffect.CyclopsEnds(), new DragonEffect.Mummy(),
                new DragonEffect.TurnedOver(DragonCard.PLAYABLE));
        assertThat(mummy.after().playable()).isEqualTo(new OrderedCard(DragonSide.BACK, 0));
        assertThat(mummy.after().cyclopsInForce()).isFalse();
    }

    @Test
    void R40_the_playable_back_is_the_same_and_is_spent_after_its_mummy() {
        DragonCards back = take(DragonCards.start(), 4, PLAYABLE);
        DragonCards cyclops = take(back, 3, PLAYABLE);
        assertThat(cyclops.cyclopsInForce()).isTrue();
        DragonStep mummy = cyclops.take(PLAYABLE, Colour.RED);
        assertThat(mummy.effects()).containsExactly(new DragonEffect.CyclopsEnds(), new DragonEffect.Mummy(),
                new DragonEffect.Spent(DragonCard.PLAYABLE));
        assertThat(mummy.after().playable()).isEqualTo(new OrderedCard(DragonSide.BACK, 4));
        assertThat(mummy.after().spent(DragonCard.PLAYABLE)).isTrue();
        assertThatThrownBy(() -> mummy.after().take(PLAYABLE, Colour.RED)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void R40_forbidden_and_playable_cubes_move_independently() {
        DragonCards both = take(DragonCards.start().take(FORBIDDEN, Colour.RED).after(), 3, PLAYABLE);
        assertThat(both.inForce()).containsExactly(ContinuousEternal.FAIRY, ContinuousEternal.CYCLOPS);
    }

    @Test
    void R40_choice_front_spaces_in_any_order_the_actor_gains_whatever_cube_is_moved() {
        DragonStep heart = DragonCards.start().take(choice(Colour.YELLOW, ChoiceAction.HEART), Colour.GREEN);
        assertThat(heart.effects()).containsExactly(new DragonEffect.GainHeart(Colour.GREEN));
        assertThat(heart.after().choice().used()).isEqualTo(Map.of(ChoiceAction.HEART, Colour.YELLOW));
        assertThat(heart.words()).containsExactly(Phrase.of("event.dragon.choice", Colour.GREEN, "yellow",
                ChoiceAction.HEART));
        DragonStep apt = heart.after().take(choice(Colour.RED, ChoiceAction.APT), Colour.BLUE);
        assertThat(apt.effects()).containsExactly(new DragonEffect.GainToken(Colour.BLUE));
        DragonStep mummy = apt.after().take(choice(Colour.GREEN, ChoiceAction.MUMMY), Colour.BLUE);
        assertThat(mummy.effects()).containsExactly(new DragonEffect.Mummy());
        assertThat(mummy.after().choice().side()).isEqualTo(DragonSide.FRONT);
        DragonStep minotaur = mummy.after().take(choice(Colour.BLUE, ChoiceAction.MINOTAUR), Colour.BLUE);
        assertThat(minotaur.effects()).containsExactly(new DragonEffect.Minotaur(),
                new DragonEffect.TurnedOver(DragonCard.CHOICE));
        assertThat(minotaur.after().choice()).isEqualTo(new ChoiceCard(DragonSide.BACK, Map.of()));
    }

    @Test
    void R40_a_choice_space_and_a_cube_are_each_used_once_per_side() {
        DragonCards one = DragonCards.start().take(choice(Colour.RED, ChoiceAction.APT), Colour.RED).after();
        assertThatThrownBy(() -> one.take(choice(Colour.BLUE, ChoiceAction.APT), Colour.BLUE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> one.take(choice(Colour.RED, ChoiceAction.HEART), Colour.RED))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> one.take(choice(Colour.BLUE, ChoiceAction.GO_OUT_BONUS), Colour.BLUE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    static DragonCards choiceBack() {
        DragonCards c = DragonCards.start();
        c = c.take(choice(Colour.RED, ChoiceAction.APT), Colour.RED).after();
        c = c.take(choice(Colour.BLUE, ChoiceAction.HEART), Colour.RED).after();
        c = c.take(choice(Colour.GREEN, ChoiceAction.MINOTAUR), Colour.RED).after();
        return c.take(choice(Colour.YELLOW, ChoiceAction.MUMMY), Colour.RED).after();
    }

    @Test
    void R40_the_choice_back_go_out_bonus_is_for_the_colours_revealed_the_rulebook_example() {
        // "the green player ... moves the cube on the green color space to 'If a player Goes Out...'.
        // At this point, both the red and green colors are revealed."
        DragonCards back = choiceBack().take(choice(Colour.RED, ChoiceAction.APT), Colour.RED).after();
        assertThat(back.choiceBonusColours(DragonBonus.GO_OUT)).isEmpty();
        DragonStep goOut = back.take(choice(Colour.GREEN, ChoiceAction.GO_OUT_BONUS), Colour.GREEN);
        assertThat(goOut.effects())
                .containsExactly(new ChoiceBonus(DragonBonus.GO_OUT, Set.of(Colour.RED, Colour.GREEN)));
        assertThat(goOut.words()).containsExactly(Phrase.of("event.dragon.choice", Colour.GREEN, "green",
                ChoiceAction.GO_OUT_BONUS),
                Phrase.of("event.dragon.revealed", "red and green"));
        DragonCards after = goOut.after();
        assertThat(after.choiceBonusColours(DragonBonus.GO_OUT)).containsExactlyInAnyOrder(Colour.RED, Colour.GREEN);
        assertThat(after.bonusApplies(DragonBonus.GO_OUT, Colour.BLUE)).isFalse();
        assertThat(after.choiceBonusColours(DragonBonus.HARD_PASS)).isEmpty();
        // Blue reveals its colour later: from that moment Blue gains it too.
        DragonCards blue = after.take(choice(Colour.BLUE, ChoiceAction.HEART), Colour.BLUE).after();
        assertThat(blue.bonusApplies(DragonBonus.GO_OUT, Colour.BLUE)).isTrue();
    }

    @Test
    void R40_a_player_who_left_before_the_colour_showed_gains_nothing_the_engine_reads_the_bonus_at_that_moment() {
        DragonCards back = choiceBack().take(choice(Colour.RED, ChoiceAction.HARD_PASS_BONUS), Colour.RED).after();
        // Blue Hard Passes now: blue is not revealed, so no bonus at that moment.
        boolean blueAtItsHardPass = back.bonusApplies(DragonBonus.HARD_PASS, Colour.BLUE);
        DragonCards later = back.take(choice(Colour.BLUE, ChoiceAction.APT), Colour.GREEN).after();
        assertThat(blueAtItsHardPass).isFalse();
        assertThat(later.bonusApplies(DragonBonus.HARD_PASS, Colour.BLUE)).isTrue();
    }

    @Test
    void R40_the_choice_back_is_spent_after_its_four_spaces_and_keeps_its_bonuses() {
        DragonCards c = choiceBack();
        c = c.take(choice(Colour.YELLOW, ChoiceAction.GO_OUT_BONUS), Colour.RED).after();
        c = c.take(choice(Colour.BLUE, ChoiceAction.APT), Colour.RED).after();
        c = c.take(choice(Colour.GREEN, ChoiceAction.HEART), Colour.RED).after();
        DragonStep last = c.take(choice(Colour.RED, ChoiceAction.HARD_PASS_BONUS), Colour.RED);
        assertThat(last.effects()).containsExactly(new ChoiceBonus(DragonBonus.HARD_PASS, Set.of(Colour.values())),
                new DragonEffect.Spent(DragonCard.CHOICE));
        assertThat(last.after().spent(DragonCard.CHOICE)).isTrue();
        assertThat(last.after().choice().side()).isEqualTo(DragonSide.BACK);
        assertThat(last.after().choice().used()).hasSize(4);
        assertThat(last.after().choiceBonusColours(DragonBonus.GO_OUT)).containsExactlyInAnyOrder(Colour.values());
        assertThat(last.words()).endsWith(Phrase.of("event.dragon.choiceSpent"));
    }

    @Test
    void R40_the_used_map_keeps_the_printed_order_for_the_summary() {
        DragonCards c = DragonCards.start().take(choice(Colour.RED, ChoiceAction.MUMMY), Colour.RED).after()
                .take(choice(Colour.BLUE, ChoiceAction.APT), Colour.BLUE).after();
        assertThat(List.copyOf(c.choice().used().keySet())).containsExactly(ChoiceAction.APT, ChoiceAction.MUMMY);
    }

    @Test
    void R40_the_summary_dragon_object_is_exactly_the_record_format_one() {
        DragonCards c = DragonCards.start().take(choice(Colour.RED, ChoiceAction.APT), Colour.RED).after();
        assertThat(c.summary().toString()).isEqualTo("{forbidden={side=front, space=0}, "
                + "playable={side=front, space=0}, "
                + "choice={side=front, used={apt=red}}}");
        DragonCards turned = take(take(DragonCards.start(), 4, FORBIDDEN), 8, PLAYABLE);
        assertThat(turned.summary().toString()).isEqualTo("{forbidden={side=back, space=0}, playable={side=back, "
                + "space=4}, choice={side=front, used={}}}");
    }

    @Test
    void R40_each_effect_names_the_casual_eternal_it_stands_for() {
        assertThat(new DragonEffect.ForbidCards(ForbiddenSpace.MERMAID).continuousEternal())
                .isEqualTo(ContinuousEternal.MERMAID);
        assertThat(new DragonEffect.NoTokens().continuousEternal()).isEqualTo(ContinuousEternal.DRAGON);
        assertThat(new DragonEffect.NoDiscarding().continuousEternal()).isEqualTo(ContinuousEternal.KRAKEN);
        assertThat(new DragonEffect.MustPlay(Colour.RED).continuousEternal()).isEqualTo(ContinuousEternal.MEDUSA);
        assertThat(new DragonEffect.Cyclops().continuousEternal()).isEqualTo(ContinuousEternal.CYCLOPS);
        assertThat(new DragonEffect.Ghost().instantEternal()).isEqualTo(InstantEternal.GHOST);
        assertThat(new DragonEffect.Mummy().instantEternal()).isEqualTo(InstantEternal.MUMMY);
        assertThat(new DragonEffect.Minotaur().instantEternal()).isEqualTo(InstantEternal.MINOTAUR);
        assertThat(new DragonEffect.NoHardPass().continuousEternal()).isNull();
        assertThat(new DragonEffect.NoHardPass().instantEternal()).isNull();
        assertThat(new DragonEffect.GainHeart(Colour.RED).instantEternal()).isNull();
    }

    @Test
    void R40_record_words_of_the_actions() {
        assertThat(FORBIDDEN.words()).isEqualTo("dragon forbidden");
        assertThat(new DragonAction.Forbidden(java.util.OptionalInt.of(3)).words()).isEqualTo("dragon forbidden 3");
        assertThat(PLAYABLE.words()).isEqualTo("dragon playable");
        assertThat(choice(Colour.RED, ChoiceAction.GO_OUT_BONUS).words()).isEqualTo("dragon choice red goout");
        assertThat(ChoiceAction.parse("HardPass")).isEqualTo(ChoiceAction.HARD_PASS_BONUS);
        assertThat(ChoiceAction.parse("ghost")).isNull();
        assertThat(ChoiceAction.on(DragonSide.BACK)).containsExactly(ChoiceAction.APT, ChoiceAction.HEART,
                ChoiceAction.HARD_PASS_BONUS, ChoiceAction.GO_OUT_BONUS);
    }

    @Test
    void R40_impossible_card_states_are_refused() {
        assertThatThrownBy(() -> new OrderedCard(DragonSide.FRONT, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OrderedCard(DragonSide.BACK, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ChoiceCard(DragonSide.FRONT, Map.of(ChoiceAction.APT, Colour.RED,
                ChoiceAction.HEART, Colour.BLUE, ChoiceAction.MINOTAUR, Colour.GREEN,
                ChoiceAction.MUMMY, Colour.YELLOW)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ChoiceCard(DragonSide.FRONT, Map.of(ChoiceAction.GO_OUT_BONUS, Colour.RED)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ChoiceCard(DragonSide.BACK,
                Map.of(ChoiceAction.APT, Colour.RED, ChoiceAction.HEART, Colour.RED)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
