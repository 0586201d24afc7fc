package org.eternalsevens.rules.track;

import org.eternalsevens.testkit.Parts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.board.ObserverBoard;
import org.eternalsevens.rules.basics.RevealedHand;
import org.eternalsevens.rules.basics.Space;

/** R45 Observer rewards with R41's First Bonus, per-term maxima and the track caps; R58's order of counting. */
class RewardsTest {
    static final GamerContent GAMER = ContentLoader.defaults().gamer();
    static final GamerCaps FOUR = GAMER.caps(4);
    static final ObserverBoard PASSION = GAMER.observerBoard(Colour.RED);
    static final ObserverBoard CALM = GAMER.observerBoard(Colour.BLUE);
    static final ObserverBoard HARMONY = GAMER.observerBoard(Colour.GREEN);
    static final ObserverBoard CHALLENGE = GAMER.observerBoard(Colour.YELLOW);

    static Reward goOut(ObserverBoard b, int discs) {
        return Rewards.earn(RewardEvent.GO_OUT, ctx(b, discs, RevealedHand.EMPTY, false));
    }

    static Reward hardPass(ObserverBoard b, int discs, String... cards) {
        List<Space> number = java.util.Arrays.stream(cards).filter(c -> !c.equals("P") && !c.equals("*"))
                .map(Space::parse).toList();
        int purple = (int) java.util.Arrays.stream(cards).filter("P"::equals).count();
        int rare = (int) java.util.Arrays.stream(cards).filter("*"::equals).count();
        return Rewards.earn(RewardEvent.HARD_PASS, ctx(b, discs, RevealedHand.of(number, purple, rare), false));
    }

    static Reward starBlock(ObserverBoard b) {
        return Rewards.earn(RewardEvent.STAR_BLOCK, ctx(b, 2, RevealedHand.EMPTY, false));
    }

    static RewardContext ctx(ObserverBoard b, int discs, RevealedHand hand, boolean first) {
        return new RewardContext(b.colour(), b, 1, discs, 0, hand, first, false, FOUR);
    }

    @Test
    void R41_R45_the_issues_example_as_parts() {
        Reward r = Rewards.earn(RewardEvent.GO_OUT, ctx(PASSION, 3, RevealedHand.EMPTY, true));
        assertThat(r).extracting(Reward::player, Reward::event).containsExactly(Colour.RED, RewardEvent.GO_OUT);
        assertThat(r.parts()).containsExactly(Parts.firstBonus("hearts 1"), Parts.board("Passion", "stars 2", 0),
                Parts.board("Passion", "hearts 2/disc max 8", 3));
        assertThat(r.hearts()).isEqualTo(7);
        assertThat(r.stars()).isEqualTo(2);
        assertThat(r.parts()).extracting(RewardPart::source, RewardPart::board).containsExactly(
                tuple(RewardPart.Source.FIRST_BONUS, null), tuple(RewardPart.Source.BOARD, "Passion"),
                tuple(RewardPart.Source.BOARD, "Passion"));
    }

    /** P270: the engine's reward and the round summary's earned reward are one value (worded once, RewardWords). */
    @Test
    void R41_the_earned_reward_keeps_the_rewards_parts() {
        Reward r = Rewards.earn(RewardEvent.GO_OUT, ctx(PASSION, 3, RevealedHand.EMPTY, true));
        EarnedReward earned = EarnedReward.of(1, r.applyTo(Track.start(List.of(Colour.RED, Colour.BLUE), FOUR)));
        assertThat(earned.parts()).isEqualTo(r.parts());
        assertThat(earned).extracting(EarnedReward::player, EarnedReward::event, EarnedReward::hearts,
                EarnedReward::stars).containsExactly(Colour.RED, EarnedReward.Event.GO_OUT, 7, 2);
    }

    @Test
    void R45_passion_go_out_2_stars_and_2_hearts_per_unused_disc_max_8() {
        assertThat(goOut(PASSION, 4)).extracting(Reward::hearts, Reward::stars).containsExactly(8, 2);
        assertThat(goOut(PASSION, 0)).extracting(Reward::hearts, Reward::stars).containsExactly(0, 2);
        assertThat(goOut(PASSION, 4).parts()).containsExactly(Parts.board("Passion", "stars 2", 0),
                Parts.board("Passion", "hearts 2/disc max 8", 4));
    }

    @Test
    void R45_passion_hard_pass_3_hearts_and_1_per_red_card_max_2() {
        assertThat(hardPass(PASSION, 1, "R3", "B4").hearts()).isEqualTo(4);
        assertThat(hardPass(PASSION, 1, "R3", "R10").hearts()).isEqualTo(5);
        assertThat(hardPass(PASSION, 1, "P", "*").hearts()).isEqualTo(3);
        Reward three = hardPass(PASSION, 0, "R3", "R4", "R5");
        assertThat(three.hearts()).as("the term's maximum").isEqualTo(5);
        assertThat(three.parts()).containsExactly(Parts.board("Passion", "hearts 3", 0),
                Parts.board("Passion", "hearts 1/red max 2", 3));
        assertThat(three.parts().get(1).terms().get(0).amount()).as("cut to the term's maximum").isEqualTo(2);
        assertThat(three.stars()).isZero();
    }

    @Test
    void R41_R45_passion_star_block_is_the_star_alone() {
        Reward r = starBlock(PASSION);
        assertThat(r).extracting(Reward::hearts, Reward::stars).containsExactly(0, 1);
        assertThat(r.parts()).containsExactly(RewardPart.stars(RewardPart.Source.BLOCK, 1));
    }

    @Test
    void R45_calm_go_out_5_hearts_and_1_star_per_2_unused_discs_max_2() {
        assertThat(goOut(CALM, 4)).extracting(Reward::hearts, Reward::stars).containsExactly(5, 2);
        assertThat(goOut(CALM, 3)).extracting(Reward::hearts, Reward::stars).containsExactly(5, 1);
        assertThat(goOut(CALM, 1)).extracting(Reward::hearts, Reward::stars).containsExactly(5, 0);
        assertThat(goOut(CALM, 3).parts()).containsExactly(Parts.board("Calm", "hearts 5", 0),
                Parts.board("Calm", "stars 1/2discs max 2", 3));
    }

    @Test
    void R45_calm_hard_pass_2_hearts_per_blue_card_max_4() {
        assertThat(hardPass(CALM, 2, "B1", "B10").hearts()).isEqualTo(4);
        assertThat(hardPass(CALM, 2, "B1", "G10").hearts()).isEqualTo(2);
        assertThat(hardPass(CALM, 2, "B1", "B2", "B3").hearts()).isEqualTo(4);
        assertThat(hardPass(CALM, 2).parts()).containsExactly(Parts.board("Calm", "hearts 2/blue max 4", 0));
    }

    @Test
    void R41_R45_calm_star_block_1_more_star() {
        Reward r = starBlock(CALM);
        assertThat(r).extracting(Reward::hearts, Reward::stars).containsExactly(0, 2);
        assertThat(r.parts()).containsExactly(RewardPart.stars(RewardPart.Source.BLOCK, 1),
                Parts.board("Calm", "stars 1", 0));
    }

    @Test
    void R45_harmony_go_out_1_star_3_hearts_and_1_star_per_2_unused_discs_max_2() {
        assertThat(goOut(HARMONY, 4)).extracting(Reward::hearts, Reward::stars).containsExactly(3, 3);
        assertThat(goOut(HARMONY, 2)).extracting(Reward::hearts, Reward::stars).containsExactly(3, 2);
        assertThat(goOut(HARMONY, 0)).extracting(Reward::hearts, Reward::stars).containsExactly(3, 1);
    }

    @Test
    void R45_harmony_hard_pass_1_heart_per_green_card_max_2() {
        assertThat(hardPass(HARMONY, 2, "G1", "G10").hearts()).isEqualTo(2);
        assertThat(hardPass(HARMONY, 2, "G1", "Y10").hearts()).isEqualTo(1);
        assertThat(hardPass(HARMONY, 2, "G1", "G2", "G3").hearts()).isEqualTo(2);
    }

    @Test
    void R41_R45_harmony_star_block_the_star_and_4_hearts() {
        Reward r = starBlock(HARMONY);
        assertThat(r).extracting(Reward::hearts, Reward::stars).containsExactly(4, 1);
        assertThat(r.parts()).containsExactly(RewardPart.stars(RewardPart.Source.BLOCK, 1),
                Parts.board("Harmony", "hearts 4", 0));
    }

    @Test
    void R45_challenge_go_out_1_star_4_hearts_and_1_star_with_no_unused_disc() {
        assertThat(goOut(CHALLENGE, 0)).extracting(Reward::hearts, Reward::stars).containsExactly(4, 2);
        assertThat(goOut(CHALLENGE, 1)).extracting(Reward::hearts, Reward::stars).containsExactly(4, 1);
        assertThat(goOut(CHALLENGE, 0).parts()).containsExactly(Parts.board("Challenge", "stars 1", 0),
                Parts.board("Challenge", "hearts 4", 0), Parts.board("Challenge", "stars 1 if discs=0", 0, 0));
        assertThat(goOut(CHALLENGE, 2).parts().get(2)).isEqualTo(Parts.board("Challenge", "stars 1 if discs=0", 0, 2));
        assertThat(goOut(CHALLENGE, 2).parts().get(2).terms().get(0).unmet()).as("the condition fails").isZero();
    }

    @Test
    void R45_challenge_hard_pass_4_hearts_with_no_unused_disc_and_1_per_yellow_card_max_2() {
        assertThat(hardPass(CHALLENGE, 0, "Y1", "Y2").hearts()).isEqualTo(6);
        assertThat(hardPass(CHALLENGE, 1, "Y1", "Y2").hearts()).isEqualTo(2);
        assertThat(hardPass(CHALLENGE, 0, "R1", "*").hearts()).isEqualTo(4);
        assertThat(hardPass(CHALLENGE, 0, "Y1", "Y2", "Y3").hearts()).isEqualTo(6);
    }

    @Test
    void R41_R45_challenge_star_block_is_the_star_alone() {
        assertThat(starBlock(CHALLENGE)).extracting(Reward::hearts, Reward::stars).containsExactly(0, 1);
    }

    @Test
    void R41_the_first_bonus_comes_first_1_heart_in_round_1_and_1_star_and_1_heart_in_round_2() {
        Reward r1 = Rewards.earn(RewardEvent.HARD_PASS,
                new RewardContext(Colour.BLUE, CALM, 1, 0, 0, RevealedHand.EMPTY, true, false, FOUR));
        assertThat(r1.parts().get(0)).extracting(RewardPart::source, RewardPart::hearts, RewardPart::stars)
                .containsExactly(RewardPart.Source.FIRST_BONUS, 1, 0);
        Reward r2 = Rewards.earn(RewardEvent.GO_OUT,
                new RewardContext(Colour.BLUE, CALM, 2, 0, 0, RevealedHand.EMPTY, true, false, FOUR));
        assertThat(r2.parts().get(0)).extracting(RewardPart::source, RewardPart::hearts, RewardPart::stars)
                .containsExactly(RewardPart.Source.FIRST_BONUS, 1, 1);
        assertThat(r2.parts().get(0).terms()).extracting(t -> t.term().kind(), RewardPart.TermCount::amount)
                .containsExactly(tuple(RewardTerm.Kind.STARS, 1), tuple(RewardTerm.Kind.HEARTS, 1));
        assertThat(r2.parts().subList(0, 2)).containsExactly(Parts.firstBonus("stars 1", "hearts 1"),
                Parts.board("Calm", "hearts 5", 0));
        assertThat(r2).extracting(Reward::hearts, Reward::stars).containsExactly(6, 1);
    }

    @Test
    void R41_a_star_block_never_carries_the_first_bonus() {
        Reward r = Rewards.earn(RewardEvent.STAR_BLOCK,
                new RewardContext(Colour.RED, PASSION, 1, 2, 0, RevealedHand.EMPTY, true, true, FOUR));
        assertThat(r).extracting(Reward::hearts, Reward::stars).containsExactly(0, 1);
    }

    @Test
    void R40_R58_the_choice_cards_back_bonus_is_1_heart_per_unused_disc_after_the_boards_reward() {
        Reward r = Rewards.earn(RewardEvent.GO_OUT,
                new RewardContext(Colour.GREEN, HARMONY, 1, 3, 0, RevealedHand.EMPTY, false, true, FOUR));
        assertThat(r.hearts()).isEqualTo(6);
        assertThat(r.parts().get(r.parts().size() - 1))
                .extracting(RewardPart::source, RewardPart::hearts, p -> p.terms().get(0).unitCount())
                .containsExactly(RewardPart.Source.CHOICE_CARD, 3, 3);
        assertThat(r.parts().get(r.parts().size() - 1)).isEqualTo(Parts.choiceCard("hearts 1/disc", 3));
    }

    @Test
    void R41_the_tracks_cap_cuts_a_reward_and_the_applied_reward_says_so() {
        Track t = Track.start(List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW), FOUR)
                .earnHearts(Colour.RED, 15).earnStars(Colour.RED, 3);
        Reward.Applied a = goOut(PASSION, 3).applyTo(t);
        assertThat(a.track().hearts(Colour.RED)).isEqualTo(20);
        assertThat(a.track().stars(Colour.RED)).isEqualTo(4);
        assertThat(a).extracting(Reward.Applied::hearts, Reward.Applied::stars).containsExactly(2, 1);
        assertThat(a).extracting(Reward.Applied::heartsCut, Reward.Applied::starsCut).containsExactly(true, true);
        assertThat(a.reward()).extracting(Reward::hearts, Reward::stars).containsExactly(6, 2);
    }

    @Test
    void R41_a_reward_within_the_caps_is_applied_whole_and_the_heart_lands_on_top() {
        Track t = Track.start(List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW), FOUR)
                .earnHearts(Colour.GREEN, 5);
        Reward.Applied a = goOut(CALM, 4).applyTo(t);
        assertThat(a.reward()).isEqualTo(goOut(CALM, 4));
        assertThat(a).extracting(Reward.Applied::hearts, Reward.Applied::stars, Reward.Applied::heartsCut,
                Reward.Applied::starsCut).containsExactly(5, 2, false, false);
        assertThat(a.track().onSpace(8)).containsExactly(Colour.GREEN, Colour.BLUE);
        assertThat(a.track().stars(Colour.BLUE)).isEqualTo(2);
    }

    @Test
    void R56_a_new_board_joins_with_terms_alone_pro_kinds_included() {
        RewardBoard kyubi = new RewardBoard() {
            @Override
            public String title() {
                return "Kyubi";
            }

            @Override
            public List<RewardTerm> rewards(RewardEvent e) {
                return e == RewardEvent.HARD_PASS
                        ? List.of(RewardTerm.parse("hearts 2/rare max 4"), RewardTerm.parse("hearts 1/apt max 3"),
                                RewardTerm.parse("stars 1 if purple>=1,rare>=1"), RewardTerm.parse("stars 1 if tens>=2"))
                        : List.of();
            }
        };
        RevealedHand hand = new RevealedHand(Map.of(Colour.RED, 2), 1, 1, 2);
        Reward r = Rewards.earn(RewardEvent.HARD_PASS,
                new RewardContext(Colour.RED, kyubi, 1, 0, 3, hand, false, false, FOUR));
        assertThat(r).extracting(Reward::hearts, Reward::stars).containsExactly(5, 2);
        assertThat(r.parts()).extracting(RewardPart::terms).flatExtracting(t -> t).containsExactly(
                Parts.count("hearts 2/rare max 4", 1), Parts.count("hearts 1/apt max 3", 3),
                Parts.count("stars 1 if purple>=1,rare>=1", 0, 1, 1), Parts.count("stars 1 if tens>=2", 0, 2));
        assertThat(r.parts()).extracting(RewardPart::source, RewardPart::board)
                .containsOnly(tuple(RewardPart.Source.BOARD, "Kyubi"));
        assertThat(Rewards.earn(RewardEvent.GO_OUT,
                new RewardContext(Colour.RED, kyubi, 1, 0, 3, hand, false, false, FOUR)).parts()).isEmpty();
    }
}
