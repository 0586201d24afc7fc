package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.setup.SetupCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The readings of issue 23 §2 that the engine already followed, each pinned by name: {@code table: fix hand C 0} in
 * Gamer mode is a Go Out (R41, RECORD-FORMAT {@code table: fix}), and {@code dragon forbidden N} with N the cube's
 * next space is the plain Dragon move at every Gamer level (RECORD-FORMAT "Moves in Gamer mode").
 */
class GamerReadingsTest {
    static final String EXPERT = "{\"level\":\"expert\",\"seats\":[\"red\",\"blue\",\"green\",\"yellow\"],\"start\":\"red\"}";
    static final String PRO = "{\"level\":\"pro\",\"seats\":[\"red\",\"blue\",\"green\",\"yellow\"],\"start\":\"red\","
            + "\"eternalBoards\":[\"9B\",\"5A\",\"10B\",\"1A\",\"4A\"]}";
    static final List<String> CHOOSING = List.of("yellow: choose yeti", "green: choose jinn", "blue: choose golem",
            "red: choose phoenix");

    static Stream<Arguments> levels() {
        return Stream.of(Arguments.of("expert", EXPERT, List.of()), Arguments.of("pro", PRO, CHOOSING));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void R41_fixHandZeroInGamerIsAGoOutWithFirstBonusAndBoardRewardsAndFinalTurns(String level, String setup,
                                                                                 List<String> start) throws Exception {
        fixHandZeroIsAPlayedLastCard(setup, start);
    }

    /** Blue's last card played, and blue's hand corrected to 0 instead: the same rewards, track and final turns. */
    private static void fixHandZeroIsAPlayedLastCard(String setup, List<String> start) throws Exception {
        GameState played = replay(setup, start, "table: fix hand blue 1", "red: play R7", "blue: play R8");
        GameState fixed = replay(setup, start, "red: play R7", "table: fix hand blue 0");
        GameState before = replay(setup, start, "red: play R7");
        assertThat(fixed.player(Colour.BLUE).status()).isEqualTo(PlayerStatus.OUT);
        assertThat(fixed.gamer().round().firstBonusTaken()).as("the First Bonus").isTrue();
        assertThat(fixed.gamer().track().hearts(Colour.BLUE)).as("the First Bonus and the board's Go Out reward")
                .isGreaterThan(before.gamer().track().hearts(Colour.BLUE));
        assertThat(fixed.gamer().track()).isEqualTo(played.gamer().track());
        assertThat(fixed.gamer().round().finalTurns()).isEqualTo(played.gamer().round().finalTurns());
        assertThat(fixed.gamer().round().finalTurns().started()).isTrue();
        assertThat(fixed.gamer().rewardsOf(1)).isEqualTo(played.gamer().rewardsOf(1));
        assertThat(fixed.toMove()).isEqualTo(played.toMove()).isEqualTo(Colour.GREEN);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void RECORD_FORMAT_dragonForbiddenWithTheCubesNextSpaceIsThePlainDragonMoveAtEveryGamerLevel(String level,
            String setup, List<String> start) throws Exception {
        forbiddenNextSpaceIsThePlainMove(setup, start);
    }

    private static void forbiddenNextSpaceIsThePlainMove(String setup, List<String> start) throws Exception {
        String[] upToOffer = {"red: play R7", "blue: play R8", "green: play R9"};
        GameState offered = replay(setup, start, upToOffer);
        int next = offered.gamer().round().dragon().forbidden().space() + 1;
        GameState plain = replay(setup, start, append(upToOffer, "green: dragon forbidden"));
        GameState named = replay(setup, start, append(upToOffer, "green: dragon forbidden " + next));
        assertThat(plain.gamer().round().dragon().forbidden().space()).isEqualTo(next);
        assertThat(named).isEqualTo(plain);
        Replayer.Result further = replayResult(setup, start, append(upToOffer, "green: dragon forbidden " + (next + 1)));
        assertThat(further.rejected()).as("a space beyond the next is only for a witch or vampire (R73)").isNotNull();
    }

    private static String[] append(String[] moves, String more) {
        List<String> out = new ArrayList<>(List.of(moves));
        out.add(more);
        return out.toArray(String[]::new);
    }

    static GameState replay(String setup, List<String> start, String... moves) throws Exception {
        Replayer.Result r = replayResult(setup, start, moves);
        assertThat(r.rejected()).as("every move is accepted").isNull();
        return r.state();
    }

    static Replayer.Result replayResult(String setup, List<String> start, String... moves) throws Exception {
        GameRecord record = RecordJson.read("{\"format\":\"eternal-sevens-record/1\",\"setup\":" + setup
                + ",\"moves\":[]}");
        SetupCheck.Result s = record.setup().toSetup(ContentLoader.defaults());
        List<String> all = new ArrayList<>(start);
        all.addAll(List.of(moves));
        return Replayer.replay(s.setup(), all);
    }
}
