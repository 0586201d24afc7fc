package org.eternalsevens.rules.track;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Gamer;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.ProGames;

/**
 * P228, issue 23 section 4: every change of hearts or stars is an entry of the ledger with its cause, and a player's
 * entries add up to the track, whatever the cause (R41, R43, R45, R60, R61, R40's "Gain 1 heart", corrections).
 */
class TrackLedgerTest {
    private static GameState play(GameState s, String... moves) {
        return EarnedRewardsTest.play(s, moves);
    }

    private static GameState expert(String... seats) {
        return GameState.initial(Games.setup("expert", seats));
    }

    /** The ledger adds up to the track for every player (the property of P228). */
    static void addsUp(GameState s) {
        Gamer g = s.gamer();
        for (Colour c : s.setup().seats()) {
            assertThat(g.ledger().hearts(c)).as(c + "'s hearts").isEqualTo(g.track().hearts(c));
            assertThat(g.ledger().stars(c)).as(c + "'s stars").isEqualTo(g.track().stars(c));
        }
    }

    private static List<TrackLedger.Cause> causes(GameState s, int round, Colour c) {
        return s.gamer().ledger().of(round, c).stream().map(TrackLedger.Entry::cause).toList();
    }

    private static TrackLedger.Entry last(GameState s, Colour c) {
        List<TrackLedger.Entry> e = s.gamer().ledger().of(s.round(), c);
        return e.get(e.size() - 1);
    }

    @Test
    void R41_theStartingHeartsOfFourPlayersAreTheFirstEntries() {
        GameState s = expert("red", "blue", "green", "yellow");
        assertThat(causes(s, 1, Colour.RED)).containsExactly(TrackLedger.Cause.START);
        assertThat(s.gamer().ledger().hearts(Colour.RED)).isEqualTo(3);
        assertThat(s.gamer().ledger().of(1, Colour.RED).get(0).words()).isEqualTo(Phrase.of("event.ledger.start", Colour.RED, 3));
        addsUp(s);
        assertThat(expert("red", "blue").gamer().ledger().entries()).as("no starting hearts with two").isEmpty();
    }

    @Test
    void R45_goOut_theFirstBonusIsAnEntryOfItsOwn_beforeTheRestOfTheReward() {
        GameState s = play(expert("red", "blue"), "table: fix hand red 1", "red: play R5"); // Red: Passion
        assertThat(causes(s, 1, Colour.RED))
                .containsExactly(TrackLedger.Cause.FIRST_BONUS, TrackLedger.Cause.GO_OUT);
        TrackLedger.Entry bonus = s.gamer().ledger().of(1, Colour.RED).get(0);
        assertThat(bonus.hearts()).isEqualTo(1);
        assertThat(last(s, Colour.RED).hearts()).isEqualTo(8);
        assertThat(last(s, Colour.RED).stars()).isEqualTo(2);
        addsUp(s);
    }

    @Test
    void R42_hardPass_isAnEntry_withoutAFirstBonusWhenItIsTaken() {
        GameState s = play(expert("red", "blue"), "table: fix hand red 1", "red: play R5", "table: fix hand blue 2",
                "blue: hardpass B3 B4"); // Blue: Calm, 2 hearts a blue card
        assertThat(causes(s, 1, Colour.BLUE)).containsExactly(TrackLedger.Cause.HARD_PASS);
        assertThat(s.gamer().ledger().of(1, Colour.BLUE).get(0).hearts()).isEqualTo(4);
        addsUp(s);
    }

    @Test
    void R40_dragonAction_gain1Heart_isInTheLedger() {
        GameState s = play(expert("red", "green", "yellow"), "red: play R7", "green: play R8", "yellow: play R9",
                "yellow: dragon choice yellow heart");
        assertThat(causes(s, 1, Colour.YELLOW)).containsExactly(TrackLedger.Cause.DRAGON_ACTION);
        assertThat(last(s, Colour.YELLOW).hearts()).isEqualTo(1);
        assertThat(last(s, Colour.YELLOW).words()).isEqualTo(Phrase.of("event.ledger.dragonHeart", Colour.YELLOW));
        addsUp(s);
    }

    @Test
    void R43_elimination_takesTheHeartsBackAndGivesRound1sStar() {
        GameState s = play(expert("red", "blue"), "table: fix hearts blue 2", "table: fix hand red 1", "red: play R5",
                "blue: play R6", "blue: end");
        TrackLedger.Entry e = s.gamer().ledger().of(1, Colour.BLUE).get(1);
        assertThat(e.cause()).isEqualTo(TrackLedger.Cause.ELIMINATION);
        assertThat(e.hearts()).isEqualTo(-2);
        assertThat(e.stars()).isEqualTo(1);
        assertThat(e.reward().event()).isEqualTo(EarnedReward.Event.ELIMINATION);
        addsUp(s);
    }

    @Test
    void P6_R41_aCorrectionOfHeartsOrStarsIsAnEntry_upOrDown() {
        GameState s = play(expert("red", "blue", "green", "yellow"), "table: fix hearts red 7",
                "table: fix stars red 2", "table: fix hearts red 1");
        assertThat(s.gamer().ledger().of(1, Colour.RED)).extracting(TrackLedger.Entry::hearts)
                .containsExactly(3, 4, 0, -6);
        assertThat(causes(s, 1, Colour.RED)).containsExactly(TrackLedger.Cause.START, TrackLedger.Cause.CORRECTION,
                TrackLedger.Cause.CORRECTION, TrackLedger.Cause.CORRECTION);
        addsUp(s);
        GameState same = play(s, "table: fix hearts red 1");
        assertThat(same.gamer().ledger()).as("a correction to the same value moves nothing").isEqualTo(
                s.gamer().ledger());
    }

    @Test
    void R59_starBlock_isAnEntry() {
        GameState s = play(expert("red", "blue", "green", "yellow"), "red: play R4", "blue: play R5",
                "green: play R6", "yellow: play R7", "red: play R8", "blue: play R9", "blue: dragon none",
                "green: play R10", "yellow: play R3", "red: play R2", "red: dragon none", "blue: play R1",
                "green: play R11", "yellow: pass discard", "red: play B5", "blue: play R0");
        Colour taker = s.gamer().ledger().entries().stream().filter(x -> x.cause() == TrackLedger.Cause.STAR_BLOCK)
                .findFirst().orElseThrow().player();
        assertThat(taker).isEqualTo(Colour.BLUE);
        addsUp(s);
    }

    @Test
    void R61_boardAbility_krakenListedPlus4_isPlus6OnTheTrack_andTheLedgerSaysSo() {
        GameState s = GameState.initial(ProGames.pro(List.of("7B", "3A", "1A"), "red", "blue"));
        s = play(s, "blue: choose minotaur", "red: choose kraken", "red: play R7", "blue: play R8", "red: play R9",
                "red: dragon none", "blue: play B5", "red: play R10", "blue: play B6", "red: play B7",
                "blue: play B8", "red: play B9", "red: dragon none", "blue: play B4", "red: play B10",
                "blue: play B3", "table: fix hand red 1", "red: play R6");
        List<TrackLedger.Entry> red = s.gamer().ledger().of(1, Colour.RED);
        assertThat(red).extracting(TrackLedger.Entry::cause).containsExactly(TrackLedger.Cause.BOARD_ABILITY,
                TrackLedger.Cause.BOARD_ABILITY, TrackLedger.Cause.FIRST_BONUS, TrackLedger.Cause.GO_OUT);
        assertThat(red.get(0).words()).isEqualTo(Phrase.of("event.ledger.boardHeart", "Kraken", Colour.RED,
                Phrase.of("event.why.number", 10)));
        assertThat(red.get(3).hearts()).as("the Go Out's own hearts, 1 a disc, as listed").isEqualTo(4);
        assertThat(red.get(0).hearts() + red.get(1).hearts() + red.get(3).hearts()).as("with the two 10s")
                .isEqualTo(6);
        assertThat(s.gamer().track().hearts(Colour.RED)).as("and the First Bonus").isEqualTo(7);
        addsUp(s);
    }

    @Test
    void R60_anotherPlayersHardPass_givesTheWitchAnEntry() {
        GameState s = GameState.initial(ProGames.pro(List.of("2A", "1B", "5A", "10B", "4A"), "red", "blue", "green",
                "yellow"));
        s = play(s, "yellow: choose yeti", "green: choose golem", "blue: choose witch", "red: choose fairy",
                "table: fix discs red 1", "table: fix hand red 2", "red: hardpass G2 R3");
        assertThat(causes(s, 1, Colour.BLUE)).containsExactly(TrackLedger.Cause.START,
                TrackLedger.Cause.ANY_HARD_PASS);
        assertThat(last(s, Colour.BLUE).hearts()).isEqualTo(2);
        addsUp(s);
    }
}
