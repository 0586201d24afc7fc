package org.eternalsevens.rules.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.GREEN;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.basics.Colour.YELLOW;

import java.util.List;
import java.util.Map;

import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.rules.basics.Reason;

/** R51's prepared boards and sides, every setup fault (RECORD-FORMAT: exit 2), and R52/R53's choosing orders. */
class ProSetupTest {
    static final GameContent CONTENT = ContentLoader.defaults();

    static ProSetup ok(Object boards, Object sides, int players) {
        ProSetup.Result r = ProSetup.check(boards, sides, players);
        assertThat(r.problems()).isEmpty();
        assertThat(r.ok()).isTrue();
        return r.setup();
    }

    static Reason fault(String key, Object... args) {
        return new Reason("proSetup." + key, List.of(args));
    }

    static List<Reason> faults(Object boards, Object sides, int players) {
        ProSetup.Result r = ProSetup.check(boards, sides, players);
        assertThat(r.ok()).isFalse();
        assertThat(r.setup()).isNull();
        return r.problems();
    }

    @Test
    void R51_the_default_is_the_first_players_plus_one_of_1A_to_5A_flipped_for_round_2() {
        assertThat(ok(null, null, 2).eternalBoards()).containsExactly("1A", "2A", "3A");
        assertThat(ok(null, null, 3).eternalBoards()).containsExactly("1A", "2A", "3A", "4A");
        ProSetup four = ok(null, null, 4);
        assertThat(four.eternalBoards()).containsExactly("1A", "2A", "3A", "4A", "5A");
        assertThat(four.round2Sides()).isEqualTo(ProSetup.Round2Sides.FLIP);
        assertThat(four.showing(2)).containsExactly("1B", "2B", "3B", "4B", "5B");
        assertThat(four.showing(1, CONTENT.eternalBoards())).extracting(EternalBoard::name)
                .containsExactly("phoenix", "witch", "minotaur", "pegasus", "yeti");
        assertThat(four.showing(2, CONTENT.eternalBoards())).extracting(EternalBoard::name)
                .containsExactly("fairy", "vampire", "medusa", "barong", "cyclops");
    }

    @Test
    void R51_mixed_sides_in_either_case_in_setup_order_and_same_keeps_them_for_round_2() {
        ProSetup mixed = ok(List.of("1a", "7B", " 9A", "10b", "4A"), "flip", 4);
        assertThat(mixed.eternalBoards()).containsExactly("1A", "7B", "9A", "10B", "4A");
        assertThat(mixed.showing(1)).containsExactly("1A", "7B", "9A", "10B", "4A");
        assertThat(mixed.showing(2)).containsExactly("1B", "7A", "9B", "10A", "4B");
        ProSetup same = ok(List.of("1A", "7B", "9A"), "same", 2);
        assertThat(same.round2Sides()).isEqualTo(ProSetup.Round2Sides.SAME);
        assertThat(same.showing(2)).containsExactly("1A", "7B", "9A");
        assertThat(same.showing(2, CONTENT.eternalBoards())).extracting(EternalBoard::name)
                .containsExactly("phoenix", "kraken", "kyubi");
    }

    @Test
    void R51_eternal_boards_that_are_not_a_list_are_refused() {
        assertThat(faults("1A 2A 3A", null, 2)).containsExactly(fault("list", new Quote("1A 2A 3A")));
        assertThat(faults(Map.of("red", "1A"), null, 2)).singleElement().extracting(Reason::key)
                .isEqualTo("proSetup.list");
    }

    @Test
    void R51_players_plus_one_boards_exactly() {
        assertThat(faults(List.of("1A", "2A"), null, 2)).containsExactly(fault("count", 2, 3, 2));
        assertThat(faults(List.of("1A", "2A", "3A", "4A", "5A"), null, 3)).containsExactly(fault("count", 3, 4, 5));
        assertThat(faults(List.of(), null, 4)).containsExactly(fault("count", 4, 5, 0));
    }

    @Test
    void R50_an_unknown_id_is_refused_with_its_value() {
        assertThat(faults(List.of("1A", "11A", "3C"), null, 2)).containsExactly(fault("id", new Quote("11A")),
                fault("id", new Quote("3C")));
        assertThat(faults(java.util.Arrays.asList("1A", 2, null), null, 2)).containsExactly(fault("id", "2"),
                fault("id", "null"));
        assertThat(faults(List.of("phoenix", "0A", "01A"), null, 2)).hasSize(3);
    }

    @Test
    void R51_each_board_at_most_once_both_sides_of_one_board_are_that_board_twice() {
        assertThat(faults(List.of("1A", "2A", "1B"), null, 2)).containsExactly(fault("twice", 1, "1A", "1B"));
        assertThat(faults(List.of("4b", "4B", "5A"), null, 2)).containsExactly(fault("twice", 4, "4B", "4B"));
    }

    @Test
    void R51_round2Sides_is_flip_or_same() {
        assertThat(faults(null, "flipped", 2)).containsExactly(fault("round2Sides", new Quote("flipped")));
        assertThat(faults(null, true, 2)).containsExactly(fault("round2Sides", "true"));
        assertThat(ok(null, "flip", 2).round2Sides()).isEqualTo(ProSetup.Round2Sides.FLIP);
    }

    @Test
    void R51_every_fault_is_listed_at_once() {
        assertThat(faults(List.of("1A", "1B", "12A"), "both", 3)).hasSize(4);
        assertThat(faults(null, null, 5)).containsExactly(fault("seats"));
    }

    @Test
    void R52_round_1_chooses_in_reverse_turn_order_the_start_player_last() {
        assertThat(ProSetup.round1Order(List.of(RED, BLUE, GREEN, YELLOW), RED))
                .containsExactly(YELLOW, GREEN, BLUE, RED);
        assertThat(ProSetup.round1Order(List.of(RED, BLUE, GREEN, YELLOW), GREEN))
                .containsExactly(BLUE, RED, YELLOW, GREEN);
        assertThat(ProSetup.round1Order(List.of(RED, GREEN, YELLOW), YELLOW)).containsExactly(GREEN, RED, YELLOW);
        assertThat(ProSetup.round1Order(List.of(BLUE, YELLOW, RED), BLUE)).containsExactly(RED, YELLOW, BLUE);
        assertThat(ProSetup.round1Order(List.of(BLUE, YELLOW), YELLOW)).containsExactly(BLUE, YELLOW);
        assertThat(ProSetup.round1Order(List.of(BLUE, YELLOW), BLUE)).containsExactly(YELLOW, BLUE);
    }

    @Test
    void R53_round_2_chooses_fewest_hearts_first_the_higher_heart_first_on_a_tie_stars_do_not_matter() {
        GamerCaps four = CONTENT.gamer().caps(4);
        Track t4 = Track.start(List.of(RED, BLUE, GREEN, YELLOW), four).earnHearts(RED, 9).earnHearts(BLUE, 2)
                .earnHearts(GREEN, 2).earnHearts(YELLOW, 6).earnStars(RED, 3);
        // blue moved to 5 first, then green on top of it
        assertThat(ProSetup.round2Order(t4)).containsExactly(GREEN, BLUE, YELLOW, RED);
        assertThat(ProSetup.round2Order(t4).get(0)).isEqualTo(StartPlayer.round2(t4).colour());
        GamerCaps three = CONTENT.gamer().caps(3);
        Track t3 = Track.start(List.of(YELLOW, RED, BLUE), three).earnHearts(BLUE, 4).earnStars(YELLOW, 2);
        // red and yellow stay at 0: red's heart was stacked on yellow's at the start
        assertThat(ProSetup.round2Order(t3)).containsExactly(RED, YELLOW, BLUE);
        GamerCaps two = CONTENT.gamer().caps(2);
        Track t2 = Track.start(List.of(RED, BLUE), two).earnHearts(RED, 3).earnHearts(BLUE, 7);
        assertThat(ProSetup.round2Order(t2)).containsExactly(RED, BLUE);
    }

    @Test
    void R52_the_choosing_offers_the_untaken_sides_and_takes_by_name_or_id_in_order() {
        ProSetup setup = ok(null, null, 3);
        List<Colour> order = ProSetup.round1Order(List.of(RED, BLUE, GREEN), RED);
        ProChoosing c = ProChoosing.start(1, order, setup.showing(1, CONTENT.eternalBoards()));
        assertThat(c.next()).isEqualTo(GREEN);
        assertThat(c.toChoose()).containsExactly(GREEN, BLUE, RED);
        assertThat(c.offer()).extracting(EternalBoard::name).containsExactly("phoenix", "witch", "minotaur", "pegasus");
        assertThat(c.check(RED, "witch"))
                .isEqualTo(Verdict.refuseAs(RejectCode.NOT_YOUR_TURN, "choose", "Green", "Red"));
        c = c.choose(GREEN, "Witch");
        assertThat(c.board(GREEN).id()).isEqualTo("2A");
        assertThat(c.check(BLUE, "2a").code()).isEqualTo(RejectCode.BOARD_TAKEN);
        assertThat(c.check(BLUE, "witch").reason()).isEqualTo(reason("board_taken", "Green", "Witch",
                "phoenix (1A), minotaur (3A), pegasus (4A)"));
        assertThat(c.check(BLUE, "fairy")).isEqualTo(Verdict.refuse(RejectCode.BOARD_NOT_ON_OFFER, new Quote("fairy"), 1,
                "phoenix (1A), minotaur (3A), pegasus (4A)"));
        assertThat(c.check(BLUE, "1B").code()).isEqualTo(RejectCode.BOARD_NOT_ON_OFFER);
        c = c.choose(BLUE, "4A").choose(RED, "minotaur");
        assertThat(c.done()).isTrue();
        assertThat(c.next()).isNull();
        assertThat(c.toChoose()).isEmpty();
        assertThat(c.offer()).extracting(EternalBoard::name).as("the board left over").containsExactly("phoenix");
        assertThat(c.check(RED, "phoenix").code()).isEqualTo(RejectCode.CHOOSING_OVER);
        assertThat(c.board(BLUE)).extracting(EternalBoard::title, EternalBoard::id).containsExactly("Pegasus", "4A");
    }

    @Test
    void R53_round_2_offers_every_prepared_board_on_its_other_side_and_a_player_may_take_their_own_again() {
        ProSetup setup = ok(List.of("9A", "2B", "6A"), null, 2);
        ProChoosing r1 = ProChoosing.start(1, ProSetup.round1Order(List.of(RED, BLUE), RED),
                setup.showing(1, CONTENT.eternalBoards())).choose(BLUE, "kyubi").choose(RED, "vampire");
        assertThat(r1.offer()).extracting(EternalBoard::id).containsExactly("6A");
        GamerCaps two = CONTENT.gamer().caps(2);
        Track t = Track.start(List.of(RED, BLUE), two).earnHearts(RED, 8).earnHearts(BLUE, 5);
        ProChoosing r2 = ProChoosing.start(2, ProSetup.round2Order(t), setup.showing(2, CONTENT.eternalBoards()));
        assertThat(r2.next()).isEqualTo(BLUE);
        assertThat(r2.offer()).extracting(EternalBoard::name).containsExactly("jinn", "witch", "mermaid");
        assertThat(r2.check(BLUE, "kyubi").code()).as("9A is not showing in round 2")
                .isEqualTo(RejectCode.BOARD_NOT_ON_OFFER);
        r2 = r2.choose(BLUE, "mermaid");
        assertThat(r2.check(RED, "witch").ok()).as("Red had board 2 (vampire, 2B) in round 1").isTrue();
        ProSetup same = ok(List.of("9A", "2B", "6A"), "same", 2);
        ProChoosing again = ProChoosing.start(2, ProSetup.round2Order(t), same.showing(2, CONTENT.eternalBoards()))
                .choose(BLUE, "kyubi");
        assertThat(again.check(RED, "vampire").ok()).as("with same sides, the very side of round 1").isTrue();
    }

    @Test
    void R75_a_boards_hard_pass_limit_allows_its_sizes() {
        EternalBoards boards = CONTENT.eternalBoards();
        assertThat(boards.named("pegasus").hardPass()).isEqualTo(HardPassLimit.EXACTLY1);
        assertThat(boards.named("pegasus").hardPass().allows(2)).isFalse();
        assertThat(boards.named("pegasus").hardPass().allows(1)).isTrue();
        assertThat(boards.named("cyclops").hardPass().allows(0)).isFalse();
        assertThat(boards.named("jinn").hardPass()).isEqualTo(HardPassLimit.MAX3);
        assertThat(boards.named("jinn").hardPass().allows(3)).isTrue();
        assertThat(boards.named("jinn").hardPass().allows(4)).isFalse();
        assertThat(boards.named("phoenix").hardPass()).isEqualTo(HardPassLimit.MAX2);
        assertThat(boards.named("phoenix").hardPass().allows(3)).isFalse();
        assertThat(boards.named("phoenix").hardPass().allows(2)).isTrue();
    }

    @Test
    void R50_ids_number_and_side() {
        assertThat(EternalBoard.number("10b")).isEqualTo(10);
        assertThat(EternalBoard.number("1A")).isEqualTo(1);
        assertThat(List.of("0A", "11A", "1C", "A", "", "01A", "1AB")).allSatisfy(id ->
                assertThat(EternalBoard.number(id)).as(id).isZero());
        assertThat(EternalBoard.otherSide("9a")).isEqualTo("9B");
        assertThat(EternalBoard.otherSide("10B")).isEqualTo("10A");
        assertThat(CONTENT.eternalBoards().side("10B").side()).isEqualTo('B');
    }
}
