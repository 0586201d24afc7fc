package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.record.Replayer;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Reason;

/** The Pro level's round start (R51–R54): the choosing through the engine, and each Preparation. */
class ProRoundStartTest {
    private static Setup pro(List<String> boards, String... seats) {
        RecordSetup r = new RecordSetup("pro", List.of(seats), seats[0], null, null, null, null, boards, null);
        SetupCheck.Result res = r.toSetup(ContentLoader.defaults());
        assertThat(res.problems()).isEmpty();
        return res.setup();
    }

    private static GameState after(Setup setup, String... moves) {
        Replayer.Result r = Replayer.replay(setup, List.of(moves));
        assertThat(r.rejected()).as("no move refused").isNull();
        return r.state();
    }

    @Test
    void R52_round1_is_chosen_in_reverse_turn_order_while_awaiting_choose() {
        GameState s = GameState.initial(pro(null, "red", "blue", "green", "yellow"));
        List<Colour> order = new ArrayList<>();
        while (s.awaiting() == Awaiting.CHOOSE) {
            order.add(s.toMove());
            List<Move> legal = LegalMoves.of(s);
            assertThat(legal).allMatch(m -> m instanceof Move.Choose);
            assertThat(legal).hasSize(5 - order.size() + 1);
            s = ((Outcome.Applied) Engine.apply(s, legal.get(0))).state();
        }
        assertThat(order).containsExactly(Colour.YELLOW, Colour.GREEN, Colour.BLUE, Colour.RED);
        assertThat(s.toMove()).isEqualTo(Colour.RED);
        assertThat(s.awaiting()).isEqualTo(Awaiting.PLAY);
    }

    @Test
    void R52_only_the_chooser_may_move_and_only_choose() {
        GameState s = GameState.initial(pro(null, "red", "blue"));
        assertThat(Engine.check(s, new Move.Choose(Colour.RED, "phoenix")).code()).isEqualTo(RejectCode.NOT_YOUR_TURN);
        assertThat(Engine.check(s, new Move.Play(Colour.BLUE, Space.parse("R5"))).code())
                .isEqualTo(RejectCode.AWAITING_CHOICE);
        assertThat(Engine.check(s, new Move.Choose(Colour.BLUE, "golem")).code())
                .isEqualTo(RejectCode.BOARD_NOT_ON_OFFER);
        s = after(s.setup(), "blue: choose 2A");
        assertThat(Engine.check(s, new Move.Choose(Colour.RED, "witch")).code()).isEqualTo(RejectCode.BOARD_TAKEN);
        assertThat(s.board(Colour.BLUE).name()).isEqualTo("witch");
        assertThat(s.board(Colour.RED)).isNull();
    }

    @Test
    void R54_preparations_each_do_what_the_board_says() {
        // 1A phoenix (none), 2A witch (forbidden1), 3A minotaur (apt), 6A king (rare), 7A ghost (discard2)
        Setup setup = pro(List.of("2A", "3A", "6A", "7A", "1A"), "red", "blue", "green", "yellow");
        GameState s = after(setup, "yellow: choose witch", "green: choose minotaur", "blue: choose king",
                "red: choose ghost");
        assertThat(s.xSpaces()).extracting(Space::number).containsOnly(3, 8);
        assertThat(s.player(Colour.GREEN).apt()).isEqualTo(1);
        assertThat(s.player(Colour.BLUE).hand()).isEqualTo(s.setup().handSize() + 1);
        assertThat(s.player(Colour.BLUE).rares()).isEqualTo(1);
        assertThat(s.supply().rareArea()).isEqualTo(3);
        assertThat(s.player(Colour.RED).hand()).isEqualTo(s.setup().handSize() - 2);
        assertThat(s.supply().discardDown()).isEqualTo(2);
        assertThat(s.player(Colour.YELLOW).hand()).isEqualTo(s.setup().handSize());
    }

    @Test
    void R54_skeleton_and_kraken_preparations() {
        Setup setup = pro(List.of("8A", "7B", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose skeleton", "red: choose kraken");
        PlayerState skeleton = s.player(Colour.BLUE);
        assertThat(skeleton.discs()).isEqualTo(3);
        assertThat(skeleton.passed()).containsExactly("prep+1");
        assertThat(skeleton.apt()).isEqualTo(1);
        assertThat(s.player(Colour.RED).hand()).isEqualTo(s.setup().handSize() - 1);
    }

    @Test
    void R55_a_player_passes_on_the_chosen_boards_icons() {
        Setup setup = pro(List.of("1A", "2A", "3A"), "red", "blue");
        GameState s = after(setup, "blue: choose minotaur", "red: choose phoenix");
        assertThat(s.icons(Colour.RED)).extracting(PassIcon::label).containsExactly("rare+1", "dragon+1");
        assertThat(s.icons(Colour.BLUE)).extracting(PassIcon::label)
                .containsExactly("mustplay2", "mustplay+1", "block+2");
        s = after(setup, "blue: choose minotaur", "red: choose phoenix", "red: pass rare");
        assertThat(s.player(Colour.RED).rares()).isEqualTo(1);
        assertThat(s.player(Colour.RED).apt()).isEqualTo(1);
        assertThat(s.player(Colour.RED).passed()).containsExactly("rare+1");
    }

    @Test
    void R51_bad_pro_setups_are_refused_with_every_problem() {
        RecordSetup r = new RecordSetup("pro", List.of("red", "blue"), "red", null, null, null, null,
                List.of("1A", "1B", "12C", "4A"), "sideways");
        SetupCheck.Result res = r.toSetup(ContentLoader.defaults());
        assertThat(res.ok()).isFalse();
        assertThat(res.problems()).extracting(Reason::key).contains("proSetup.round2Sides", "proSetup.count",
                "proSetup.twice", "proSetup.id");
        assertThat(res.problems()).contains(new Reason("proSetup.id", List.of(new Quote("12C"))));
        RecordSetup notList = new RecordSetup("pro", List.of("red", "blue"), "red", null, null, null, null,
                "1A", null);
        assertThat(notList.toSetup(ContentLoader.defaults()).problems()).singleElement().extracting(Reason::key)
                .isEqualTo("proSetup.list");
    }
}
