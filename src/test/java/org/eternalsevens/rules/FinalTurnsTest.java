package org.eternalsevens.rules;


import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.GREEN;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.basics.Colour.YELLOW;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerElimination;
import org.eternalsevens.rules.basics.PlayerStatus;

/** R43: final turns, elimination at the end of the last one, the last player left, the round's end. */
class FinalTurnsTest {
    static final List<Colour> FOUR = List.of(RED, BLUE, GREEN, YELLOW);

    static Map<Colour, PlayerStatus> status(PlayerStatus r, PlayerStatus b, PlayerStatus g, PlayerStatus y) {
        Map<Colour, PlayerStatus> m = new EnumMap<>(Colour.class);
        m.put(RED, r);
        m.put(BLUE, b);
        m.put(GREEN, g);
        m.put(YELLOW, y);
        return m;
    }

    @Test
    void R43_the_first_go_out_gives_every_other_player_still_in_the_round_one_final_turn() {
        FinalTurns f = FinalTurns.NONE.goOut(BLUE, List.of(RED, BLUE, YELLOW));
        assertThat(f.start()).isEqualTo(FinalTurns.Start.GO_OUT);
        assertThat(f.left()).isEqualTo(Map.of(RED, 1, YELLOW, 1));
        assertThat(f.left(GREEN)).isZero();
        assertThat(f.lastFinalTurn(RED)).isTrue();
    }

    @Test
    void R43_the_first_hard_pass_gives_two_and_a_later_hard_pass_changes_nobody_elses() {
        FinalTurns f = FinalTurns.NONE.hardPass(RED, FOUR);
        assertThat(f.left()).isEqualTo(Map.of(BLUE, 2, GREEN, 2, YELLOW, 2));
        assertThat(f.lastFinalTurn(BLUE)).isFalse();
        FinalTurns g = f.endTurn(BLUE).after().hardPass(GREEN, List.of(BLUE, GREEN, YELLOW));
        assertThat(g.left()).isEqualTo(Map.of(BLUE, 1, YELLOW, 2));
    }

    @Test
    void R43_the_rulebook_example_red_hard_passes_blue_one_turn_green_goes_out_yellow_one_then_blue_last() {
        FinalTurns f = FinalTurns.NONE.hardPass(RED, FOUR);
        FinalTurns.TurnEnd blue = f.endTurn(BLUE);
        assertThat(blue.eliminated()).isFalse();
        f = blue.after();
        assertThat(f.left()).isEqualTo(Map.of(BLUE, 1, GREEN, 2, YELLOW, 2));
        f = f.goOut(GREEN, List.of(BLUE, GREEN, YELLOW));
        // "the yellow player, who has not yet taken a turn, will only have one final turn remaining"
        assertThat(f.left()).isEqualTo(Map.of(BLUE, 1, YELLOW, 1));
        assertThat(f.lastFinalTurn(YELLOW)).isTrue();
        assertThat(f.left(GREEN)).isZero();
        FinalTurns.TurnEnd yellow = f.endTurn(YELLOW);
        assertThat(yellow.eliminated()).isTrue();
        f = yellow.after();
        assertThat(f.left()).isEqualTo(Map.of(BLUE, 1));
        FinalTurns.TurnEnd last = f.endTurn(BLUE);
        // "Lastly, the blue player takes their one final turn, and the round ends."
        assertThat(last.eliminated()).isTrue();
        assertThat(last.after().left()).isEmpty();
        assertThat(FinalTurns.roundOver(status(PlayerStatus.HARDPASSED, PlayerStatus.ELIMINATED, PlayerStatus.OUT,
                PlayerStatus.ELIMINATED))).isTrue();
    }

    @Test
    void R43_a_go_out_after_a_go_out_changes_nothing_for_the_others() {
        FinalTurns f = FinalTurns.NONE.goOut(RED, FOUR).goOut(BLUE, List.of(BLUE, GREEN, YELLOW));
        assertThat(f.left()).isEqualTo(Map.of(GREEN, 1, YELLOW, 1));
    }

    @Test
    void R43_a_player_who_leaves_in_their_final_turn_is_not_eliminated_and_their_turn_no_longer_counts() {
        FinalTurns f = FinalTurns.NONE.goOut(RED, FOUR).hardPass(BLUE, List.of(BLUE, GREEN, YELLOW));
        assertThat(f.left()).isEqualTo(Map.of(GREEN, 1, YELLOW, 1));
        FinalTurns.TurnEnd blue = f.endTurn(BLUE);
        assertThat(blue.eliminated()).isFalse();
        assertThat(blue.after()).isEqualTo(f);
        assertThat(f.leaves(GREEN).left()).isEqualTo(Map.of(YELLOW, 1));
    }

    @Test
    void R43_before_final_turns_a_turn_counts_nothing_and_nobody_is_eliminated() {
        FinalTurns.TurnEnd end = FinalTurns.NONE.endTurn(RED);
        assertThat(end.eliminated()).isFalse();
        assertThat(end.after()).isEqualTo(FinalTurns.NONE);
        assertThat(FinalTurns.NONE.started()).isFalse();
    }

    @Test
    void R43_P90_when_every_other_player_is_eliminated_the_last_one_goes_out_at_once() {
        assertThat(FinalTurns.lastLeftGoesOut(status(PlayerStatus.ELIMINATED, PlayerStatus.PLAYING,
                PlayerStatus.ELIMINATED, PlayerStatus.ELIMINATED))).contains(BLUE);
        assertThat(FinalTurns.lastLeftGoesOut(status(PlayerStatus.ELIMINATED, PlayerStatus.PLAYING,
                PlayerStatus.PLAYING, PlayerStatus.ELIMINATED))).isEmpty();
        // P90: alone after others went out or hard passed, a player still plays their final turns.
        assertThat(FinalTurns.lastLeftGoesOut(status(PlayerStatus.OUT, PlayerStatus.PLAYING,
                PlayerStatus.ELIMINATED, PlayerStatus.ELIMINATED))).isEmpty();
        assertThat(FinalTurns.lastLeftGoesOut(Map.of(RED, PlayerStatus.PLAYING, BLUE, PlayerStatus.ELIMINATED)))
                .contains(RED);
    }

    @Test
    void R43_the_round_is_over_when_everyone_is_out_hard_passed_or_eliminated() {
        assertThat(FinalTurns.roundOver(status(PlayerStatus.OUT, PlayerStatus.HARDPASSED, PlayerStatus.ELIMINATED,
                PlayerStatus.PLAYING))).isFalse();
        assertThat(FinalTurns.roundOver(status(PlayerStatus.OUT, PlayerStatus.HARDPASSED, PlayerStatus.ELIMINATED,
                PlayerStatus.OUT))).isTrue();
    }

    @Test
    void R43_two_players_play_freely_only_during_their_final_turns() {
        FinalTurns f = FinalTurns.NONE.hardPass(RED, List.of(RED, BLUE));
        assertThat(f.playsFreely(BLUE, 2)).isTrue();
        assertThat(FinalTurns.NONE.playsFreely(BLUE, 2)).isFalse();
        FinalTurns four = FinalTurns.NONE.hardPass(RED, FOUR);
        assertThat(four.playsFreely(BLUE, 4)).isFalse();
        assertThat(f.endTurn(BLUE).after().playsFreely(BLUE, 2)).isTrue();
        assertThat(f.endTurn(BLUE).after().endTurn(BLUE).after().playsFreely(BLUE, 2)).isFalse();
    }

    @Test
    void R43_a_gamer_elimination_discards_the_hand_face_up_sets_hearts_to_0_and_gives_a_star_in_round_1() {
        GamerElimination one = GamerElimination.of(YELLOW, 1, 3, 1);
        assertThat(one.handDiscarded()).isEqualTo(3);
        assertThat(one.raresDiscarded()).isEqualTo(1);
        assertThat(one.heartsAfter()).isZero();
        assertThat(one.starsGained()).isEqualTo(1);
        assertThat(one.cannotWin()).isFalse();
        GamerElimination two = GamerElimination.of(BLUE, 2, 1, 0);
        assertThat(two.starsGained()).isZero();
        assertThat(two.cannotWin()).isTrue();
    }
}
