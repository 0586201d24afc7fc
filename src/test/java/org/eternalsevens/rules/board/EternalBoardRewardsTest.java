package org.eternalsevens.rules.board;

import org.eternalsevens.testkit.Parts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.basics.RevealedHand;
import org.eternalsevens.rules.track.Reward;
import org.eternalsevens.rules.track.RewardContext;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardPart;
import org.eternalsevens.rules.track.Rewards;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.track.Track;

/**
 * R57's rewards of all twenty Eternal boards, counted by {@link Rewards} from profiles/eternal-boards.json: Go Out,
 * Hard Pass, star block (R59) and any player's Hard Pass (R60), with each term's maximum and the track's caps held
 * (R41), the First Bonus and the Choice card as at Expert (R58), and explanations naming the board and the term.
 */
class EternalBoardRewardsTest {
    static final GameContent CONTENT = ContentLoader.defaults();
    static final GamerCaps FOUR = CONTENT.gamer().caps(4);

    static EternalBoard board(String name) {
        return CONTENT.eternalBoards().named(name);
    }

    /** A revealed hand: number cards as spaces (R3), {@code P} purple, {@code *} rare. */
    static RevealedHand hand(String... cards) {
        List<Space> number = new ArrayList<>();
        int purple = 0;
        int rare = 0;
        for (String c : cards) {
            if (c.equals("P")) {
                purple++;
            } else if (c.equals("*")) {
                rare++;
            } else {
                number.add(Space.parse(c));
            }
        }
        return RevealedHand.of(number, purple, rare);
    }

    static RewardContext ctx(String name, int discs, int tokens, RevealedHand hand) {
        return new RewardContext(Colour.RED, board(name), 1, discs, tokens, hand, false, false, FOUR);
    }

    static Reward goOut(String name, int discs, int tokens) {
        return Rewards.earn(RewardEvent.GO_OUT, ctx(name, discs, tokens, RevealedHand.EMPTY));
    }

    static Reward hardPass(String name, int discs, int tokens, String... cards) {
        return Rewards.earn(RewardEvent.HARD_PASS, ctx(name, discs, tokens, hand(cards)));
    }

    static Reward starBlock(String name) {
        return Rewards.earn(RewardEvent.STAR_BLOCK, ctx(name, 2, 0, RevealedHand.EMPTY));
    }

    /** Hearts and stars, in that order. */
    static List<Integer> hs(Reward r) {
        return List.of(r.hearts(), r.stars());
    }

    @Test
    void R57_phoenix_goes_out_2_stars_and_2_hearts_per_token_max_4_hard_pass_3_and_1_per_red_max_2() {
        assertThat(hs(goOut("phoenix", 3, 0))).containsExactly(0, 2);
        assertThat(hs(goOut("phoenix", 3, 1))).containsExactly(2, 2);
        assertThat(hs(goOut("phoenix", 3, 2))).containsExactly(4, 2);
        assertThat(hs(hardPass("phoenix", 1, 0, "R3", "R4"))).containsExactly(5, 0);
        assertThat(hs(hardPass("phoenix", 1, 0, "B3", "R4"))).containsExactly(4, 0);
        assertThat(hs(hardPass("phoenix", 1, 0, "P"))).containsExactly(3, 0);
    }

    @Test
    void R57_fairy_goes_out_1_star_4_hearts_and_1_star_per_2_discs_max_2_hard_pass_stars_per_2_discs_and_greens() {
        assertThat(hs(goOut("fairy", 4, 0))).containsExactly(4, 3);
        assertThat(hs(goOut("fairy", 3, 0))).containsExactly(4, 2);
        assertThat(hs(goOut("fairy", 1, 0))).containsExactly(4, 1);
        assertThat(hs(hardPass("fairy", 2, 0, "G1", "G2"))).containsExactly(2, 1);
        assertThat(hs(hardPass("fairy", 0, 0, "G1", "Y2"))).containsExactly(1, 0);
    }

    @Test
    void R57_R60_witch_goes_out_1_star_3_hearts_hard_pass_a_star_for_purple_and_rare_and_2_hearts_of_its_own() {
        assertThat(hs(goOut("witch", 0, 0))).containsExactly(3, 1);
        Reward both = hardPass("witch", 2, 0, "P", "*");
        assertThat(hs(both)).containsExactly(2, 1);
        assertThat(both.parts()).containsExactly(Parts.board("Witch", "stars 1 if purple>=1,rare>=1", 0, 1, 1),
                new RewardPart(RewardPart.Source.ANY_HARD_PASS, "Witch", 2, 0, List.of(Parts.count("hearts 2", 0))));
        assertThat(hs(hardPass("witch", 2, 0, "P", "R1"))).containsExactly(2, 0);
        assertThat(hardPass("witch", 2, 0, "P", "R1").parts().get(0))
                .isEqualTo(Parts.board("Witch", "stars 1 if purple>=1,rare>=1", 0, 1, 0));
    }

    @Test
    void R57_R60_vampire_hard_pass_a_star_for_two_purples_and_2_hearts_on_anyones_hard_pass() {
        assertThat(hs(goOut("vampire", 0, 0))).containsExactly(3, 1);
        assertThat(hs(hardPass("vampire", 0, 0, "P", "P"))).containsExactly(2, 1);
        assertThat(hs(hardPass("vampire", 0, 0, "P", "*"))).containsExactly(2, 0);
        Reward other = Rewards.anyHardPass(Colour.BLUE, ctx("vampire", 1, 0, RevealedHand.EMPTY));
        assertThat(hs(other)).containsExactly(2, 0);
        assertThat(other.event()).isEqualTo(RewardEvent.ANY_HARD_PASS);
        assertThat(other).extracting(Reward::player, Reward::passer).containsExactly(Colour.RED, Colour.BLUE);
        assertThat(other.parts()).extracting(RewardPart::source, RewardPart::board, RewardPart::hearts)
                .containsExactly(tuple(RewardPart.Source.BOARD, "Vampire", 2));
    }

    @Test
    void R60_any_players_hard_pass_carries_no_first_bonus_or_choice_card_and_other_boards_gain_nothing() {
        RewardContext witch = new RewardContext(Colour.GREEN, board("witch"), 2, 3, 0, RevealedHand.EMPTY, true, true,
                FOUR);
        assertThat(hs(Rewards.anyHardPass(Colour.YELLOW, witch))).containsExactly(2, 0);
        Reward phoenix = Rewards.anyHardPass(Colour.YELLOW, ctx("phoenix", 3, 2, RevealedHand.EMPTY));
        assertThat(hs(phoenix)).containsExactly(0, 0);
        assertThat(phoenix).extracting(Reward::player, Reward::passer).containsExactly(Colour.RED, Colour.YELLOW);
        assertThat(phoenix.parts()).isEmpty();
    }

    @Test
    void R57_R59_minotaur_and_medusa_go_out_1_star_4_hearts_hard_pass_3_and_a_star_block_earns_2_hearts() {
        for (String name : List.of("minotaur", "medusa")) {
            assertThat(hs(goOut(name, 2, 1))).as(name).containsExactly(4, 1);
            assertThat(hs(hardPass(name, 2, 1, "R1"))).as(name).containsExactly(3, 0);
            Reward block = starBlock(name);
            assertThat(hs(block)).as(name).containsExactly(2, 1);
            assertThat(block.parts()).as(name).containsExactly(RewardPart.stars(RewardPart.Source.BLOCK, 1),
                    Parts.board(board(name).title(), "hearts 2", 0));
        }
    }

    @Test
    void R57_pegasus_goes_out_6_hearts_and_1_per_unused_disc_max_4_hard_pass_3() {
        assertThat(hs(goOut("pegasus", 4, 0))).containsExactly(10, 0);
        assertThat(hs(goOut("pegasus", 2, 0))).containsExactly(8, 0);
        assertThat(hs(goOut("pegasus", 0, 0))).containsExactly(6, 0);
        assertThat(hs(hardPass("pegasus", 3, 0, "G5"))).containsExactly(3, 0);
        assertThat(hs(starBlock("pegasus"))).containsExactly(0, 1);
    }

    @Test
    void R57_barong_goes_out_6_hearts_and_a_star_with_no_disc_hard_pass_3_with_no_disc_and_purples_max_2() {
        assertThat(hs(goOut("barong", 0, 0))).containsExactly(6, 1);
        assertThat(hs(goOut("barong", 1, 0))).containsExactly(6, 0);
        assertThat(hs(hardPass("barong", 0, 0, "P", "P"))).containsExactly(5, 0);
        assertThat(hs(hardPass("barong", 1, 0, "P", "R2"))).containsExactly(1, 0);
    }

    @Test
    void R57_yeti_goes_out_1_star_4_hearts_2_more_with_no_disc_hard_pass_star_with_no_disc_2_hearts_and_rares() {
        assertThat(hs(goOut("yeti", 0, 0))).containsExactly(6, 1);
        assertThat(hs(goOut("yeti", 2, 0))).containsExactly(4, 1);
        assertThat(hs(hardPass("yeti", 0, 0, "*", "*"))).containsExactly(6, 1);
        assertThat(hs(hardPass("yeti", 1, 0, "*"))).containsExactly(4, 0);
        assertThat(hs(hardPass("yeti", 1, 0, "*", "*", "*"))).as("the term's maximum 4").containsExactly(6, 0);
    }

    @Test
    void R57_R59_cyclops_goes_out_with_two_no_disc_terms_hard_pass_prints_nothing_star_block_4_hearts() {
        assertThat(hs(goOut("cyclops", 0, 0))).containsExactly(6, 2);
        assertThat(hs(goOut("cyclops", 1, 0))).containsExactly(4, 1);
        Reward hp = hardPass("cyclops", 0, 0, "R4");
        assertThat(hs(hp)).containsExactly(0, 0);
        assertThat(hp.parts()).isEmpty();
        Reward first = Rewards.earn(RewardEvent.HARD_PASS,
                new RewardContext(Colour.RED, board("cyclops"), 1, 0, 0, hand("R4"), true, false, FOUR));
        assertThat(hs(first)).as("the First Bonus still comes").containsExactly(1, 0);
        assertThat(hs(starBlock("cyclops"))).containsExactly(4, 1);
    }

    @Test
    void R57_king_goes_out_2_stars_and_1_heart_per_disc_max_4_hard_pass_2_per_yellow_max_4_star_block_2_hearts() {
        assertThat(hs(goOut("king", 4, 0))).containsExactly(4, 2);
        assertThat(hs(goOut("king", 3, 0))).containsExactly(3, 2);
        assertThat(hs(hardPass("king", 0, 0, "Y1", "Y2"))).containsExactly(4, 0);
        assertThat(hs(hardPass("king", 0, 0, "Y1", "*"))).containsExactly(2, 0);
        assertThat(hs(starBlock("king"))).containsExactly(2, 1);
    }

    @Test
    void R57_mermaid_goes_out_4_hearts_and_a_star_with_2_tokens_hard_pass_discs_and_blues_star_block_1_more_star() {
        assertThat(hs(goOut("mermaid", 0, 2))).containsExactly(4, 1);
        assertThat(hs(goOut("mermaid", 0, 1))).containsExactly(4, 0);
        assertThat(hs(hardPass("mermaid", 3, 0, "B1", "B2"))).containsExactly(5, 0);
        assertThat(hs(hardPass("mermaid", 4, 0, "R1"))).containsExactly(4, 0);
        assertThat(hs(starBlock("mermaid"))).containsExactly(0, 2);
    }

    @Test
    void R57_ghost_goes_out_1_star_3_hearts_hard_pass_2_and_1_per_purple_max_2_star_block_2_hearts() {
        assertThat(hs(goOut("ghost", 2, 0))).containsExactly(3, 1);
        assertThat(hs(hardPass("ghost", 2, 0, "P", "P"))).containsExactly(4, 0);
        assertThat(hs(hardPass("ghost", 2, 0, "R1"))).containsExactly(2, 0);
        assertThat(hs(starBlock("ghost"))).containsExactly(2, 1);
    }

    @Test
    void R57_kraken_goes_out_1_star_and_1_per_disc_hard_pass_a_star_for_two_tens_and_1_per_disc_star_block_2() {
        assertThat(hs(goOut("kraken", 2, 0))).containsExactly(2, 1);
        assertThat(hs(hardPass("kraken", 1, 0, "R10", "B10"))).containsExactly(1, 1);
        assertThat(hs(hardPass("kraken", 1, 0, "R10", "B9"))).containsExactly(1, 0);
        assertThat(hs(hardPass("kraken", 4, 0, "R10", "*"))).containsExactly(4, 0);
        assertThat(hs(starBlock("kraken"))).containsExactly(2, 1);
    }

    @Test
    void R57_skeleton_goes_out_1_star_4_hearts_and_a_star_with_no_disc_hard_pass_a_star_with_no_disc_and_3() {
        assertThat(hs(goOut("skeleton", 0, 0))).containsExactly(4, 2);
        assertThat(hs(goOut("skeleton", 3, 0))).containsExactly(4, 1);
        assertThat(hs(hardPass("skeleton", 0, 0, "R1"))).containsExactly(3, 1);
        assertThat(hs(hardPass("skeleton", 1, 0, "R1"))).containsExactly(3, 0);
        assertThat(hs(starBlock("skeleton"))).containsExactly(0, 1);
    }

    @Test
    void R57_mummy_goes_out_1_star_2_hearts_hard_pass_a_star_with_no_disc_and_2_star_block_2_hearts() {
        assertThat(hs(goOut("mummy", 3, 2))).containsExactly(2, 1);
        assertThat(hs(hardPass("mummy", 0, 0, "R1"))).containsExactly(2, 1);
        assertThat(hs(hardPass("mummy", 2, 0, "R1"))).containsExactly(2, 0);
        assertThat(hs(starBlock("mummy"))).containsExactly(2, 1);
    }

    @Test
    void R57_R76_kyubi_goes_out_6_hearts_and_a_star_with_2_tokens_hard_pass_rares_max_4_and_tokens_max_3() {
        Reward out = goOut("kyubi", 1, 2);
        assertThat(hs(out)).containsExactly(6, 1);
        assertThat(out.parts()).containsExactly(Parts.board("Kyubi", "hearts 6", 0),
                Parts.board("Kyubi", "stars 1 if apt>=2", 0, 2));
        assertThat(hs(goOut("kyubi", 1, 3))).as("three tokens are at least two (R56)").containsExactly(6, 1);
        assertThat(hs(goOut("kyubi", 1, 1))).containsExactly(6, 0);
        assertThat(hs(hardPass("kyubi", 0, 3, "*", "*"))).containsExactly(7, 0);
        assertThat(hs(hardPass("kyubi", 0, 1, "*", "R2"))).containsExactly(3, 0);
        Reward capped = hardPass("kyubi", 0, 4, "*", "*");
        assertThat(hs(capped)).as("each term's maximum holds").containsExactly(7, 0);
        assertThat(capped.parts()).containsExactly(Parts.board("Kyubi", "hearts 2/rare max 4", 2),
                Parts.board("Kyubi", "hearts 1/apt max 3", 4));
        assertThat(capped.parts().get(1).terms().get(0).amount()).as("cut to the term's maximum").isEqualTo(3);
    }

    @Test
    void R57_jinn_goes_out_1_star_4_hearts_hard_pass_a_star_for_two_rares_rares_max_6_purples_max_3() {
        assertThat(hs(goOut("jinn", 0, 0))).containsExactly(4, 1);
        assertThat(hs(hardPass("jinn", 0, 0, "*", "*", "*"))).containsExactly(6, 1);
        assertThat(hs(hardPass("jinn", 0, 0, "*", "P", "P"))).containsExactly(4, 0);
        assertThat(hs(hardPass("jinn", 0, 0, "P", "P", "P"))).containsExactly(3, 0);
        assertThat(hs(hardPass("jinn", 0, 0, "*", "*", "*", "*"))).as("max 6").containsExactly(6, 1);
    }

    @Test
    void R57_kappa_goes_out_1_star_2_hearts_and_1_per_token_max_2_hard_pass_star_with_no_disc_and_rares_max_4() {
        assertThat(hs(goOut("kappa", 2, 2))).containsExactly(4, 1);
        assertThat(hs(goOut("kappa", 2, 0))).containsExactly(2, 1);
        assertThat(hs(hardPass("kappa", 0, 0, "*", "*"))).containsExactly(4, 1);
        assertThat(hs(hardPass("kappa", 1, 0, "*", "*", "*"))).containsExactly(4, 0);
        assertThat(hs(starBlock("kappa"))).containsExactly(2, 1);
    }

    @Test
    void R57_golem_goes_out_1_star_2_hearts_tokens_max_2_and_discs_max_4_hard_pass_3() {
        assertThat(hs(goOut("golem", 4, 2))).containsExactly(8, 1);
        assertThat(hs(goOut("golem", 0, 0))).containsExactly(2, 1);
        assertThat(hs(goOut("golem", 1, 1))).containsExactly(4, 1);
        assertThat(hs(hardPass("golem", 0, 0, "R7"))).containsExactly(3, 0);
    }

    @Test
    void R41_R58_an_eternal_board_takes_the_first_bonus_first_and_the_choice_card_last() {
        Reward r = Rewards.earn(RewardEvent.GO_OUT,
                new RewardContext(Colour.BLUE, board("kyubi"), 2, 2, 2, RevealedHand.EMPTY, true, true, FOUR));
        assertThat(r.parts()).extracting(RewardPart::source, RewardPart::board).containsExactly(
                tuple(RewardPart.Source.FIRST_BONUS, null), tuple(RewardPart.Source.BOARD, "Kyubi"),
                tuple(RewardPart.Source.BOARD, "Kyubi"), tuple(RewardPart.Source.CHOICE_CARD, null));
        assertThat(hs(r)).containsExactly(1 + 6 + 2, 1 + 1);
        assertThat(r.parts()).containsExactly(Parts.firstBonus("stars 1", "hearts 1"),
                Parts.board("Kyubi", "hearts 6", 0), Parts.board("Kyubi", "stars 1 if apt>=2", 0, 2),
                Parts.choiceCard("hearts 1/disc", 2));
    }

    @Test
    void R41_the_tracks_caps_hold_for_an_eternal_boards_reward_with_four_and_with_three_players() {
        Track four = Track.start(List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW), FOUR)
                .earnHearts(Colour.RED, 12);
        Reward.Applied a = goOut("pegasus", 4, 0).applyTo(four);
        assertThat(a.track().hearts(Colour.RED)).isEqualTo(20);
        assertThat(a).extracting(Reward.Applied::hearts, a2 -> a2.reward().hearts(), Reward.Applied::heartsCut)
                .containsExactly(5, 10, true);
        GamerCaps three = CONTENT.gamer().caps(3);
        Track t3 = Track.start(List.of(Colour.RED, Colour.BLUE, Colour.GREEN), three).earnHearts(Colour.RED, 15)
                .earnStars(Colour.RED, 4);
        Reward.Applied b = goOut("cyclops", 0, 0).applyTo(t3);
        assertThat(b.track().hearts(Colour.RED)).isEqualTo(21);
        assertThat(b.track().stars(Colour.RED)).isEqualTo(5);
    }
}
