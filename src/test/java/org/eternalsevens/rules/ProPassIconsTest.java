package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;
import static org.eternalsevens.rules.ProGames.after;
import static org.eternalsevens.rules.ProGames.log;
import static org.eternalsevens.rules.ProGames.pro;
import static org.eternalsevens.rules.ProGames.refusal;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/** The Pro boards' pass icons (R55) and their new kinds: mustplay2 (R69), declare (R70), tens (R71), drain (R72). */
class ProPassIconsTest {
    /** Red minotaur, blue cyclops, green kappa; 4A pegasus left over. */
    private static final Setup THREE = pro(List.of("3A", "5B", "10A", "4A"), "red", "blue", "green");
    private static final String[] CHOSEN = {"green: choose kappa", "blue: choose cyclops", "red: choose minotaur"};

    private static String[] moves(String... more) {
        String[] out = new String[CHOSEN.length + more.length];
        System.arraycopy(CHOSEN, 0, out, 0, CHOSEN.length);
        System.arraycopy(more, 0, out, CHOSEN.length, more.length);
        return out;
    }

    private static List<String> spaces(GameState s) {
        return Space.ALL_SPACES.stream().filter(x -> s.field().hasMustPlay(x)).map(Space::toString).toList();
    }

    @Test
    void R69_mustplay2_puts_two_tokens_for_one_disc_and_no_token() {
        GameState s = after(THREE, moves("red: pass mustplay2 R3 B4"));
        assertThat(spaces(s)).containsExactly("R3", "B4");
        PlayerState red = s.player(Colour.RED);
        assertThat(red.passed()).containsExactly("mustplay2");
        assertThat(red.discs()).isEqualTo(3);
        assertThat(red.apt()).isEqualTo(1); // Preparation's token only (R54), the icon gives none
        assertThat(s.toMove()).isEqualTo(Colour.BLUE);
    }

    @Test
    void R69_mustplay2_needs_two_different_free_spaces_while_two_tokens_fit() {
        assertThat(refusal(THREE, moves("red: pass mustplay2 R3")).code()).isEqualTo(RejectCode.MUST_PLAY_NAME_TWO);
        assertThat(refusal(THREE, moves("red: play R5", "blue: pass discard", "green: pass discard",
                "red: pass mustplay2 R5 R6")).code()).isEqualTo(RejectCode.MUST_PLAY_SPACE_FILLED);
        assertThat(refusal(THREE, moves("red: pass mustplay2 R3 R4", "blue: pass discard", "green: pass discard",
                "red: pass mustplay2 B1 R4")).code()).isEqualTo(RejectCode.MUST_PLAY_SPACE_FILLED);
    }

    @Test
    void R69_R10_with_one_token_left_mustplay2_names_one_space_then_mustplay_is_refused() {
        String[] six = moves("red: pass mustplay2 R1 R2", "blue: pass mustplay+1 R3", "green: pass mustplay+1 R4",
                "red: pass mustplay2 R8 R9", "blue: pass discard", "green: pass drain");
        assertThat(refusal(THREE, append(six, "red: pass mustplay2 R10 B1")).code())
                .isEqualTo(RejectCode.MUST_PLAY_FULL);
        GameState seven = after(THREE, append(six, "red: pass mustplay2 R10"));
        assertThat(seven.field().mustPlayCount()).isEqualTo(7);
        assertThat(seven.player(Colour.RED).passed()).containsExactly("mustplay2", "mustplay2", "mustplay2");
        assertThat(refusal(THREE, append(six, "red: pass mustplay2 R10", "blue: pass mustplay B2")).code())
                .isEqualTo(RejectCode.MUST_PLAY_FULL);
        assertThat(refusal(THREE, append(six, "red: pass mustplay2 R10", "blue: pass discard",
                "green: pass mustplay2 B2")).code()).isEqualTo(RejectCode.NO_SUCH_ICON);
        GameState redAgain = after(THREE, append(six, "red: pass mustplay2 R10", "blue: pass discard",
                "green: pass discard"));
        assertThat(redAgain.toMove()).isEqualTo(Colour.RED);
        // a disc is left, but neither Must Play icon nor block (no star block) can be done: no pass (R13)
        assertThat(redAgain.player(Colour.RED).discs()).isEqualTo(1);
        assertThat(LegalMoves.of(redAgain)).noneMatch(m -> m instanceof Move.Pass)
                .anyMatch(m -> m instanceof Move.Eliminate);
    }

    @Test
    void R69_the_legal_moves_list_each_pair_of_spaces_once() {
        GameState s = after(THREE, CHOSEN);
        List<Move> two = LegalMoves.of(s).stream()
                .filter(m -> m instanceof Move.Pass p && p.icon().action() == PassAction.MUSTPLAY2).toList();
        assertThat(two).hasSize(48 * 47 / 2);
        assertThat(two).allMatch(m -> ((PassArgs.TwoSpaces) ((Move.Pass) m).args()).second() != null);
    }

    @Test
    void R55_a_bare_mustplay_on_the_minotaur_is_mustplay_plus_1_not_mustplay2() {
        GameState s = after(THREE, moves("red: pass mustplay R3"));
        assertThat(s.player(Colour.RED).passed()).containsExactly("mustplay+1");
        assertThat(s.player(Colour.RED).apt()).isEqualTo(2);
        assertThat(spaces(s)).containsExactly("R3");
    }

    @Test
    void R55_block_is_refused_with_no_star_block_on_the_field() {
        Verdict v = refusal(THREE, moves("red: pass block R"));
        assertThat(v.code()).isEqualTo(RejectCode.NO_STAR_BLOCK);
        assertThat(LegalMoves.of(after(THREE, CHOSEN)))
                .noneMatch(m -> m instanceof Move.Pass p && p.icon().action() == PassAction.BLOCK);
    }

    @Test
    void R55_an_icon_may_be_chosen_again_for_a_disc_each_time() {
        GameState s = after(THREE, moves("red: pass mustplay R3", "blue: pass discard", "green: pass discard",
                "red: pass mustplay R4"));
        assertThat(s.player(Colour.RED).passed()).containsExactly("mustplay+1", "mustplay+1");
        assertThat(s.player(Colour.RED).discs()).isEqualTo(2);
    }

    @Test
    void R72_drain_takes_two_tokens_from_every_other_player_and_the_kappa_keeps_its_two() {
        // red (minotaur) holds 1 from Preparation and gains 1 on mustplay+1; blue (cyclops) 1 on mustplay+1
        GameState s = after(THREE, moves("red: pass mustplay R3", "blue: pass mustplay B3", "green: pass drain+2"));
        assertThat(s.player(Colour.RED).apt()).isZero();
        assertThat(s.player(Colour.BLUE).apt()).isZero();
        assertThat(s.player(Colour.GREEN).apt()).isEqualTo(2);
        assertThat(s.player(Colour.GREEN).passed()).containsExactly("drain+2");
        assertThat(log(THREE, moves("red: pass mustplay R3", "blue: pass mustplay B3", "green: pass drain")))
                .contains(new PassEvent.Drained("Kappa", List.of(PassEvent.Drained.loss(Colour.RED, 2),
                        PassEvent.Drained.loss(Colour.BLUE, 1))));
    }

    @Test
    void R72_a_kappa_holding_tokens_ends_with_two() {
        GameState s = after(THREE, moves("table: fix apt green 1", "red: pass mustplay R3", "blue: pass discard",
                "green: pass drain"));
        assertThat(s.player(Colour.GREEN).apt()).isEqualTo(2);
        assertThat(s.player(Colour.RED).apt()).isZero();
        assertThat(s.player(Colour.BLUE).apt()).isZero();
    }

    @Test
    void R55_prep_is_never_chosen_by_a_pass() {
        Setup setup = pro(List.of("8A", "1A", "2A"), "red", "blue");
        Verdict v = refusal(setup, "blue: choose skeleton", "red: choose phoenix", "red: pass rare", "blue: pass prep");
        assertThat(v.code()).isEqualTo(RejectCode.PREP_ICON);
        assertThat(v.reason()).isEqualTo(reason("prep_icon.board", "Skeleton"));
        assertThat(refusal(setup, "blue: choose skeleton", "red: choose phoenix", "red: pass rare",
                "blue: pass prep+1").code()).isEqualTo(RejectCode.PREP_ICON);
        GameState s = after(setup, "blue: choose skeleton", "red: choose phoenix", "red: pass rare");
        assertThat(LegalMoves.of(s)).noneMatch(m -> m instanceof Move.Pass p && p.icon().action() == PassAction.PREP);
        assertThat(LegalMoves.of(s)).anyMatch(m -> m instanceof Move.Pass p && p.icon().action() == PassAction.DRAGON);
    }

    @Test
    void R70_declare_names_a_colour_changes_no_count_and_rare_cards_follow_by_table_move() {
        Setup setup = pro(List.of("4B", "1A", "2A", "3A"), "red", "blue", "green");
        String[] m = {"green: choose phoenix", "blue: choose witch", "red: choose barong", "table: fix rares blue 1",
            "red: pass declare purple"};
        GameState before = after(setup, java.util.Arrays.copyOf(m, m.length - 1));
        GameState s = after(setup, m);
        for (Colour c : List.of(Colour.RED, Colour.BLUE, Colour.GREEN)) {
            assertThat(s.player(c).hand()).isEqualTo(before.player(c).hand());
        }
        assertThat(s.player(Colour.RED).passed()).containsExactly("declare");
        assertThat(s.player(Colour.RED).apt()).isZero();
        assertThat(log(setup, m)).contains(new PassEvent.ColourDeclared(Colour.RED, "purple", null));
        GameState moved = after(setup, append(m, "table: rare blue>red"));
        assertThat(moved.player(Colour.RED).rares()).isEqualTo(1);
        assertThat(moved.player(Colour.BLUE).rares()).isZero();
        assertThat(refusal(setup, java.util.Arrays.copyOf(m, m.length - 1)[0], m[1], m[2], "red: pass declare")
                .code()).isEqualTo(RejectCode.BAD_ARGUMENT);
    }

    @Test
    void R70_R77_with_two_players_the_barong_exchanges_up_to_two_cards() {
        Setup setup = pro(List.of("4B", "1A", "2A"), "red", "blue");
        List<Event> l = log(setup, "blue: choose phoenix", "red: choose barong", "red: pass declare red");
        assertThat(l).contains(new PassEvent.ColourDeclared(Colour.RED, "red", 2));
    }

    @Test
    void R71_tens_changes_no_count() {
        Setup setup = pro(List.of("7B", "1A", "2A"), "red", "blue");
        String[] m = {"blue: choose phoenix", "red: choose kraken", "red: pass tens"};
        GameState before = after(setup, m[0], m[1]);
        GameState s = after(setup, m);
        assertThat(s.player(Colour.RED).hand()).isEqualTo(before.player(Colour.RED).hand());
        assertThat(s.player(Colour.BLUE).hand()).isEqualTo(before.player(Colour.BLUE).hand());
        assertThat(s.player(Colour.RED).passed()).containsExactly("tens");
        assertThat(s.player(Colour.RED).discs()).isEqualTo(3);
        assertThat(s.toMove()).isEqualTo(Colour.BLUE);
        assertThat(log(setup, m)).contains(new PassEvent.TensHanded(Colour.RED));
    }

    private static String[] append(String[] a, String... more) {
        String[] out = java.util.Arrays.copyOf(a, a.length + more.length);
        System.arraycopy(more, 0, out, a.length, more.length);
        return out;
    }
}
