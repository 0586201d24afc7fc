package org.eternalsevens.rules.track;

import org.eternalsevens.testkit.Parts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.record.Notation;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.Space;

/**
 * R41 R43 R45: the engine keeps, per round and per player, what each event put on the track (the reward's parts,
 * the amounts that counted after the track's caps, the event), and round 1's survive into round 2.
 */
public class EarnedRewardsTest {
    public static GameState play(GameState s, String... moves) {
        for (String m : moves) {
            Outcome o;
            try {
                o = Engine.apply(s, Notation.parse(m));
            } catch (Exception e) {
                throw new AssertionError(m, e);
            }
            assertThat(o).as(m + " " + o).isInstanceOf(Outcome.Applied.class);
            s = ((Outcome.Applied) o).state();
        }
        return s;
    }

    private static GameState twoPlayers() {
        return GameState.initial(Games.setup("expert", "red", "blue")); // Red: Passion, Blue: Calm
    }

    @Test
    void R41_R45_go_out_and_hard_pass_rewards_are_kept_itemised_and_survive_into_round_2() {
        GameState s = play(twoPlayers(), "table: fix hand red 1", "red: play R5");
        List<EarnedReward> r1 = s.gamer().rewardsOf(1);
        assertThat(r1).hasSize(1);
        EarnedReward red = r1.get(0);
        assertThat(red.player()).isEqualTo(Colour.RED);
        assertThat(red.event()).isEqualTo(EarnedReward.Event.GO_OUT);
        assertThat(red.parts()).extracting(RewardPart::source).containsExactly(RewardPart.Source.FIRST_BONUS,
                RewardPart.Source.BOARD, RewardPart.Source.BOARD);
        assertThat(red.parts()).containsExactly(Parts.firstBonus("hearts 1"), Parts.board("Passion", "stars 2", 0),
                Parts.board("Passion", "hearts 2/disc max 8", 4));
        assertThat(red.hearts()).isEqualTo(9);
        assertThat(red.stars()).isEqualTo(2);
        assertThat(red.cutByTheTrack()).isFalse();

        s = play(s, "table: fix hand blue 2", "blue: hardpass B3 B4");
        assertThat(s.round()).isEqualTo(2);
        EarnedReward blue = s.gamer().rewardsOf(1).get(1);
        assertThat(blue.event()).isEqualTo(EarnedReward.Event.HARD_PASS);
        assertThat(blue.parts()).containsExactly(Parts.board("Calm", "hearts 2/blue max 4", 2));
        assertThat(blue.hearts()).isEqualTo(4);
        assertThat(blue.player()).isEqualTo(Colour.BLUE);
        assertThat(s.gamer().rewardsOf(2)).isEmpty();

        // round 2: Blue (fewest hearts) goes out with round 2's First Bonus; Red ends its last final turn
        s = play(s, "table: fix hand blue 1", "blue: play R5", "red: play R6", "red: end");
        assertThat(s.finished()).isTrue();
        assertThat(s.gamer().rewardsOf(1)).containsExactly(red, blue);
        List<EarnedReward> r2 = s.gamer().rewardsOf(2);
        assertThat(r2).extracting(EarnedReward::player, EarnedReward::event).containsExactly(
                org.assertj.core.groups.Tuple.tuple(Colour.BLUE, EarnedReward.Event.GO_OUT),
                org.assertj.core.groups.Tuple.tuple(Colour.RED, EarnedReward.Event.ELIMINATION));
        assertThat(r2.get(0).parts().subList(0, 2)).containsExactly(Parts.firstBonus("stars 1", "hearts 1"),
                Parts.board("Calm", "hearts 5", 0));
        assertThat(r2.get(0).stars()).isEqualTo(3);
        EarnedReward out = r2.get(1);
        assertThat(out.stars()).isZero(); // R43: no star for an elimination in round 2
        assertThat(out.heartsSetToZero()).isTrue();
        assertThat(out.parts()).isEmpty();
        assertThat(out.elimination()).extracting(GamerElimination::who, GamerElimination::starsGained,
                GamerElimination::cannotWin).containsExactly(Colour.RED, 0, true);
    }

    @Test
    void R43_an_elimination_in_round_1_earns_its_star_and_the_track_cap_shows_in_round_2() {
        GameState s = play(twoPlayers(), "table: fix hand red 1", "red: play R5", "blue: play R6", "blue: end");
        assertThat(s.round()).isEqualTo(2);
        EarnedReward out = s.gamer().rewardsOf(1).get(1);
        assertThat(out.player()).isEqualTo(Colour.BLUE);
        assertThat(out.event()).isEqualTo(EarnedReward.Event.ELIMINATION);
        assertThat(out.stars()).isEqualTo(1);
        assertThat(out.parts()).containsExactly(RewardPart.stars(RewardPart.Source.ELIMINATION, 1));
        assertThat(s.gamer().track().stars(Colour.BLUE)).isEqualTo(1);

        // R41: the table puts Red on 4 stars; round 2's First Bonus and Passion give 3 more, the track's cap cuts them
        assertThat(s.toMove()).isEqualTo(Colour.BLUE);
        s = play(s, "blue: play R5", "table: fix stars red 4", "table: fix hand red 1", "red: play R6");
        int cap = s.setup().gamer().caps().starCap();
        EarnedReward red = s.gamer().rewardsOf(2).get(0);
        assertThat(red.starsEarned()).isEqualTo(3);
        assertThat(red.stars()).isEqualTo(cap - 4).isLessThan(3);
        assertThat(red.cutByTheTrack()).isTrue();
        assertThat(s.gamer().track().stars(Colour.RED)).as("stopped at the track's cap").isEqualTo(cap);
    }

    @Test
    void R41_a_casual_game_has_no_gamer_rewards_and_a_refused_move_adds_none() {
        GameState s = play(twoPlayers(), "table: fix hand red 1");
        assertThat(Engine.apply(s, new Move.Play(Colour.RED, Space.parse("R1")))).isInstanceOf(Outcome.Rejected.class);
        assertThat(s.gamer().rewards()).isEmpty();
        assertThat(GameState.initial(Games.beginner4()).gamer()).isNull();
    }
}
