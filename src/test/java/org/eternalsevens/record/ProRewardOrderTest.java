package org.eternalsevens.record;

import org.eternalsevens.testkit.Said;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GamerEvent;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.junit.jupiter.api.Test;

/**
 * R58 at the Pro level, where the summary cannot show it: the First Bonus is counted before the board's terms, and
 * the track's cap (R41) cuts what comes after it. Read from the replay's log sentences.
 */
class ProRewardOrderTest {
    private static final List<Colour> SEATS = List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);

    private static Replayer.Result replay(List<String> moves) {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.PRO, SEATS, Colour.RED, null, null,
                null, null, new ProSetup(List.of("4A", "5A", "10B", "1A", "9A"), ProSetup.Round2Sides.FLIP));
        assertThat(r.ok()).as("%s", r.problems()).isTrue();
        return Replayer.replay(r.setup(), moves);
    }

    private static String rewardSentence(Replayer.Result r, int move) {
        List<String> out = new ArrayList<>();
        r.events().get(move).stream().filter(e -> e instanceof GamerEvent.Rewarded)
                .map(e -> Said.of(((GamerEvent.Rewarded) e).reward())).filter(e -> e.contains("First Bonus"))
                .forEach(out::add);
        assertThat(out).as("move %d's events %s", move, r.events().get(move)).hasSize(1);
        return out.get(0);
    }

    private static final List<String> CHOOSE = List.of("yellow: choose yeti", "green: choose golem",
            "blue: choose phoenix", "red: choose pegasus");

    @Test
    void R58_theFirstBonusIsCountedBeforeThePegasusGoOutTerms() {
        List<String> moves = new ArrayList<>(CHOOSE);
        moves.addAll(List.of("table: fix hand red 1", "red: play R5"));
        Replayer.Result r = replay(moves);
        assertThat(r.rejected()).isNull();
        String s = rewardSentence(r, 5);
        assertThat(s.indexOf("First Bonus")).as(s).isGreaterThanOrEqualTo(0).isLessThan(s.indexOf("Pegasus"));
        assertThat(r.state().hearts(Colour.RED)).isEqualTo(3 + 1 + 6 + 4);
    }

    @Test
    void R41_R58_atNineteenHeartsTheTrackStopsTheGoOutAtTwentyAndSaysHowMuchCounted() {
        List<String> moves = new ArrayList<>(CHOOSE);
        moves.addAll(List.of("table: fix hearts red 19", "table: fix hand red 1", "red: play R5"));
        Replayer.Result r = replay(moves);
        assertThat(r.rejected()).isNull();
        String s = rewardSentence(r, 6);
        assertThat(s).as(s).contains("the track stops Red at 20 hearts (the track's cap), so 1 of 11 count");
        assertThat(r.state().hearts(Colour.RED)).isEqualTo(20);
    }
}
