package org.eternalsevens.rules.track;

import org.eternalsevens.testkit.Said;

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
    void R41_R45_the_issues_example_sentence() {
        Reward r = Rewards.earn(RewardEvent.GO_OUT, ctx(PASSION, 3, RevealedHand.EMPTY, true));
        assertThat(Said.of(r)).isEqualTo(
                "Red goes out: First Bonus 1 heart; Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts (the cap is 8)");
        assertThat(r.hearts()).isEqualTo(7);
        assertThat(r.stars()).isEqualTo(2);
        assertThat(r.parts()).extracting(RewardPart::source, RewardPart::board).containsExactly(
                tuple(RewardPart.Source.FIRST_BONUS, null), tuple(RewardPart.Source.BOARD, "Passion"),
                tuple(RewardPart.Source.BOARD, "Passion"));
    }

    /** P270: the engine's sentence and the round summary's itemised reward are one text. */
    @Test
    void R41_the_sentence_and_the_itemised_reward_are_written_once() {
        Reward r = Rewards.earn(RewardEvent.GO_OUT, ctx(PASSION, 3, RevealedHand.EMPTY, true));
        EarnedReward earned = EarnedReward.of(1, r.applyTo(Track.start(List.of(Colour.RED, Colour.BLUE), FOUR)));
        assertThat(Said.itemised(earned)).isEqualTo(Said.itemised(r.parts())).isEqualTo(
                "First Bonus 1 heart; Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts (the cap is 8)");
        assertThat(Said.of(r)).isEqualTo("Red goes out: " + Said.itemised(earned));
        assertThat(Said.itemised(List.of())).isEqualTo("no reward");
    }

    @Test
    void R45_passion_go_out_2_stars_and_2_hearts_per_unused_disc_max_8() {
        assertThat(goOut(PASSION, 4)).extracting(Reward::hearts, Reward::stars).containsExactly(8, 2);
        assertThat(goOut(PASSION, 0)).extracting(Reward::hearts, Reward::stars).containsExactly(0, 2);
        assertThat(Said.of(goOut(PASSION, 4))).endsWith("2 hearts × 4 unused discs = 8 hearts (the cap is 8)");
    }

    @Test
    void R45_passion_hard_pass_3_hearts_and_1_per_red_card_max_2() {
        assertThat(hardPass(PASSION, 1, "R3", "B4").hearts()).isEqualTo(4);
        assertThat(hardPass(PASSION, 1, "R3", "R10").hearts()).isEqualTo(5);
        assertThat(hardPass(PASSION, 1, "P", "*").hearts()).isEqualTo(3);
        Reward three = hardPass(PASSION, 0, "R3", "R4", "R5");
        assertThat(three.hearts()).as("the term's maximum").isEqualTo(5);
        assertThat(Said.of(three)).isEqualTo(
                "Red Hard Passes: Passion 3 hearts; 1 heart × 3 red cards = 3 hearts, cut to 2 (the cap is 2)");
        assertThat(three.stars()).isZero();
    }

    @Test
    void R41_R45_passion_star_block_is_the_star_alone() {
        Reward r = starBlock(PASSION);
        assertThat(r).extracting(Reward::hearts, Reward::stars).containsExactly(0, 1);
        assertThat(Said.of(r)).isEqualTo("Red takes a star block: 1 star for the block");
    }

    @Test
    void R45_calm_go_out_5_hearts_and_1_star_per_2_unused_discs_max_2() {
        assertThat(goOut(CALM, 4)).extracting(Reward::hearts, Reward::stars).containsExactly(5, 2);
        assertThat(goOut(CALM, 3)).extracting(Reward::hearts, Reward::stars).containsExactly(5, 1);
        assertThat(goOut(CALM, 1)).extracting(Reward::hearts, Reward::stars).containsExactly(5, 0);
        assertThat(Said.of(goOut(CALM, 3)))
                .isEqualTo("Blue goes out: Calm 5 hearts; 1 star per 2 unused discs: 3 unused discs = 1 star (the cap is 2)");
    }

    @Test
    void R45_calm_hard_pass_2_hearts_per_blue_card_max_4() {
        assertThat(hardPass(CALM, 2, "B1", "B10").hearts()).isEqualTo(4);
        assertThat(hardPass(CALM, 2, "B1", "G10").hearts()).isEqualTo(2);
        assertThat(hardPass(CALM, 2, "B1", "B2", "B3").hearts()).isEqualTo(4);
        assertThat(Said.of(hardPass(CALM, 2))).isEqualTo(
                "Blue Hard Passes: Calm 2 hearts × 0 blue cards = 0 hearts (the cap is 4)");
    }

    @Test
    void R41_R45_calm_star_block_1_more_star() {
        Reward r = starBlock(CALM);
        assertThat(r).extracting(Reward::hearts, Reward::stars).containsExactly(0, 2);
        assertThat(Said.of(r)).isEqualTo("Blue takes a star block: 1 star for the block; Calm 1 star");
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
        assertThat(Said.of(r)).isEqualTo("Green takes a star block: 1 star for the block; Harmony 4 hearts");
    }

    @Test
    void R45_challenge_go_out_1_star_4_hearts_and_1_star_with_no_unused_disc() {
        assertThat(goOut(CHALLENGE, 0)).extracting(Reward::hearts, Reward::stars).containsExactly(4, 2);
        assertThat(goOut(CHALLENGE, 1)).extracting(Reward::hearts, Reward::stars).containsExactly(4, 1);
        assertThat(Said.of(goOut(CHALLENGE, 0)))
                .isEqualTo("Yellow goes out: Challenge 1 star; 4 hearts; 0 unused discs, so 1 star");
        assertThat(Said.of(goOut(CHALLENGE, 2)))
                .isEqualTo("Yellow goes out: Challenge 1 star; 4 hearts; 1 star if 0 unused discs: 2 unused discs, so none");
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
        assertThat(Said.of(r2)).startsWith("Blue goes out: First Bonus 1 star and 1 heart; Calm 5 hearts");
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
        assertThat(Said.of(r)).endsWith("; Choice card 1 heart × 3 unused discs = 3 hearts");
    }

    @Test
    void R41_the_tracks_cap_cuts_a_reward_and_the_sentence_says_so() {
        Track t = Track.start(List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW), FOUR)
                .earnHearts(Colour.RED, 15).earnStars(Colour.RED, 3);
        Reward.Applied a = goOut(PASSION, 3).applyTo(t);
        assertThat(a.track().hearts(Colour.RED)).isEqualTo(20);
        assertThat(a.track().stars(Colour.RED)).isEqualTo(4);
        assertThat(a).extracting(Reward.Applied::hearts, Reward.Applied::stars).containsExactly(2, 1);
        assertThat(Said.of(a)).isEqualTo("Red goes out: Passion 2 stars; 2 hearts × 3 unused discs = 6 hearts "
                + "(the cap is 8); the track stops Red at 20 hearts (the track's cap), so 2 of 6 count; "
                + "the track stops Red at 4 stars (the track's cap), so 1 of 2 count");
    }

    @Test
    void R41_a_reward_within_the_caps_is_applied_whole_and_the_heart_lands_on_top() {
        Track t = Track.start(List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW), FOUR)
                .earnHearts(Colour.GREEN, 5);
        Reward.Applied a = goOut(CALM, 4).applyTo(t);
        assertThat(Said.of(a)).isEqualTo(Said.of(goOut(CALM, 4)));
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
        assertThat(Said.of(r)).isEqualTo("Red Hard Passes: Kyubi 2 hearts × 1 rare card = 2 hearts (the cap is 4); "
                + "1 heart × 3 tokens = 3 hearts (the cap is 3); 1 purple card and 1 rare card, so 1 star; "
                + "2 tens, so 1 star");
        assertThat(Said.of(Rewards.earn(RewardEvent.GO_OUT,
                new RewardContext(Colour.RED, kyubi, 1, 0, 3, hand, false, false, FOUR))))
                .isEqualTo("Red goes out: no reward");
    }
}
