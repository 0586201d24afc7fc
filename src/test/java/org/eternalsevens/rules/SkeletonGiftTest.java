package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.ProGames.after;
import static org.eternalsevens.rules.ProGames.pro;
import static org.eternalsevens.rules.ProGames.refused;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;

/** R67: the Skeleton board's gift after its purple card, and the turn going on after it. */
class SkeletonGiftTest {
    /** Red skeleton or mummy (one token from its Preparation), Blue minotaur; the red row 1..4 filled, R0 playable. */
    private static GameState beforePurple(String board, String... extra) {
        Setup setup = pro(List.of(board.equals("mummy") ? "8B" : "8A", "3A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose minotaur", "red: choose " + board, "red: play R4", "blue: play R3",
                "red: play R2", "red: dragon none", "blue: play R1");
        return Positions.play(s, extra);
    }

    @Test
    void R67_after_a_purple_card_the_skeleton_gives_a_card_then_the_turn_goes_on() {
        GameState s = beforePurple("skeleton");
        List<Event> log = ProGames.log(s, "red: play R0");
        s = Positions.play(s, "red: play R0");
        assertThat(log).contains(new ProEvent.PurpleGift("Skeleton", RED, true));
        assertThat(s.awaiting()).isEqualTo(Awaiting.CHOICE);
        assertThat(s.pending()).isEqualTo(Pending.GIVE);
        assertThat(LegalMoves.of(s)).containsExactly(new Move.Give(RED, BLUE, false));
        int red = s.player(RED).hand();
        int blue = s.player(BLUE).hand();
        s = Positions.play(s, "red: give blue");
        assertThat(s.player(RED).hand()).isEqualTo(red - 1);
        assertThat(s.player(BLUE).hand()).isEqualTo(blue + 1);
        assertThat(s.toMove()).isEqualTo(RED); // a token may still be used
        assertThat(s.awaiting()).isEqualTo(Awaiting.PLAY);
        assertThat(s.player(RED).apt()).isEqualTo(1);
        s = Positions.play(s, "red: play B5");
        assertThat(s.player(RED).apt()).isZero();
    }

    @Test
    void R67_nothing_else_may_be_done_before_the_gift() {
        GameState s = Positions.play(beforePurple("skeleton"), "red: play R0");
        assertThat(refused(s, "red: play R5").code()).isEqualTo(RejectCode.AWAITING_CHOICE);
        assertThat(refused(s, "red: give red").code()).isEqualTo(RejectCode.BAD_TARGET);
    }

    @Test
    void R67_a_gift_that_empties_the_hand_is_a_go_out() {
        GameState s = Positions.play(beforePurple("skeleton", "table: fix hand red 2"), "red: play R0",
                "red: give blue");
        assertThat(s.player(RED).hand()).isZero();
        assertThat(s.player(RED).status()).isEqualTo(PlayerStatus.OUT);
        assertThat(s.toMove()).isEqualTo(BLUE);
    }

    @Test
    void R67_a_purple_card_that_is_the_last_card_goes_out_with_no_gift() {
        GameState s = Positions.play(beforePurple("skeleton", "table: fix hand red 1"), "red: play R0");
        assertThat(s.player(RED).status()).isEqualTo(PlayerStatus.OUT);
        assertThat(s.pending()).isNotEqualTo(Pending.GIVE);
    }

    @Test
    void R67_only_rare_cards_left_the_gift_must_be_a_rare_card() {
        GameState s = Positions.play(beforePurple("skeleton", "table: fix hand red 2", "table: fix rares red 1"),
                "red: play R0");
        assertThat(LegalMoves.of(s)).containsExactly(new Move.Give(RED, BLUE, true));
        assertThat(refused(s, "red: give blue").code()).isEqualTo(RejectCode.ONLY_RARES_LEFT);
        s = Positions.play(s, "red: give blue *");
        assertThat(s.player(BLUE).rares()).isEqualTo(1);
        assertThat(s.player(RED).status()).isEqualTo(PlayerStatus.OUT);
    }

    @Test
    void R67_a_rare_card_on_a_purple_space_gives_nothing() {
        GameState s = Positions.play(beforePurple("skeleton", "table: fix rares red 1"), "red: rare R0");
        assertThat(s.pending()).isNotEqualTo(Pending.GIVE);
        assertThat(s.toMove()).isEqualTo(RED); // the Preparation's token may still be used
    }

    @Test
    void R67_another_boards_purple_card_gives_nothing() {
        GameState s = Positions.play(beforePurple("mummy"), "red: play R0");
        assertThat(s.pending()).isNotEqualTo(Pending.GIVE);
    }

    @Test
    void R67_with_nobody_else_in_the_round_there_is_no_gift() {
        Setup setup = pro(List.of("8A", "3A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose minotaur", "red: choose skeleton", "red: play R4", "blue: play R3",
                "red: play R2", "red: dragon none", "table: fix hand blue 1", "blue: play R1");
        assertThat(s.player(BLUE).status()).isEqualTo(PlayerStatus.OUT);
        List<Event> log = ProGames.log(s, "red: play R0");
        s = Positions.play(s, "red: play R0");
        assertThat(log).contains(new ProEvent.PurpleGift("Skeleton", RED, false));
        assertThat(s.pending()).isNotEqualTo(Pending.GIVE);
        assertThat(s.toMove()).isEqualTo(RED);
    }
}
