package org.eternalsevens.rules;

import org.eternalsevens.rules.board.HardPassLimit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;
import static org.eternalsevens.rules.ProGames.after;
import static org.eternalsevens.rules.ProGames.log;
import static org.eternalsevens.rules.ProGames.pro;
import static org.eternalsevens.rules.ProGames.refusal;

import java.util.List;
import java.util.Set;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Summary;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/** What a Pro board restricts or frees (R62, R65, R75, R76) and the two-player rules at the Pro level (R77). */
class ProRestrictionsTest {
    private static final Set<String> IGNORE_X = Set.of("witch", "vampire", "barong", "mummy", "kyubi");

    static List<String> sides() {
        return ContentLoader.defaults().eternalBoards().all().stream().map(EternalBoard::id).toList();
    }

    /** Blue takes the side {@code id} in a two-player game; red takes another board; red starts. */
    private static GameState blueHas(String id) {
        int n = EternalBoard.number(id);
        String a = (n % 10 + 1) + "A";
        String b = ((n + 1) % 10 + 1) + "A";
        Setup setup = pro(List.of(id, a, b), "red", "blue");
        String name = ContentLoader.defaults().eternalBoards().side(id).name();
        String other = ContentLoader.defaults().eternalBoards().side(a).name();
        return after(setup, "blue: choose " + name, "red: choose " + other);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sides")
    void R62_R75_R76_each_board_sets_its_rules_in_force(String id) {
        GameState s = blueHas(id);
        String name = s.board(Colour.BLUE).name();
        RulesInForce r = s.rulesInForce(Colour.BLUE);
        assertThat(r.ignoreXTokens()).as(name).isEqualTo(IGNORE_X.contains(name));
        int cap = name.equals("kyubi") ? 3 : name.equals("pegasus") || name.equals("barong") ? 0 : 2;
        assertThat(r.tokenCap()).as(name).isEqualTo(cap);
        Set<Integer> sizes = name.equals("jinn") ? Set.of(0, 1, 2, 3)
                : name.equals("pegasus") || name.equals("cyclops") ? Set.of(1) : Set.of(0, 1, 2);
        for (int n = 0; n <= 4; n++) {
            assertThat(r.hardPassWith(n)).as(name + " with " + n).isEqualTo(sizes.contains(n));
        }
    }

    /** Red witch, blue phoenix: the witch's Preparation forbids 3s and 8s (R54). */
    private static final Setup WITCH = pro(List.of("2A", "1A", "3A"), "red", "blue");
    private static final String[] WITCH_CHOSEN = {"blue: choose phoenix", "red: choose witch"};

    @Test
    void R62_the_owner_plays_onto_x_spaces_and_legal_lists_them_while_field_x_still_shows_them() throws Exception {
        String[] m = {WITCH_CHOSEN[0], WITCH_CHOSEN[1], "red: play R4", "blue: play B5"};
        GameState s = after(WITCH, m);
        assertThat(s.toMove()).isEqualTo(Colour.RED);
        assertThat(s.xSpaces()).contains(Space.parse("R3"));
        String json = Summary.toJson(s, null);
        var legal = new tools.jackson.databind.ObjectMapper().readTree(json).path("legal").path("play");
        assertThat(legal.toString()).contains("\"R3\"");
        assertThat(new tools.jackson.databind.ObjectMapper().readTree(json).path("field").path("x").toString())
                .contains("\"R3\"");
        assertThat(after(WITCH, append(m, "red: play R3")).field().hasCard(Space.parse("R3"))).isTrue();
        // blue (phoenix) does not ignore X tokens
        assertThat(refusal(WITCH, append(m, "red: play R5", "blue: play R3")).code())
                .isEqualTo(RejectCode.X_TOKEN);
    }

    @Test
    void R62_the_forbidden_cards_other_effects_still_bind_the_owner() {
        // five plain Forbidden moves from the witch's front 1: front 2, 3, 4 (Ghost, the card turns), back 1, 2
        String[] m = {WITCH_CHOSEN[0], WITCH_CHOSEN[1], "red: pass dragon", "red: dragon forbidden",
            "blue: pass dragon", "blue: dragon forbidden", "red: pass dragon", "red: dragon forbidden",
            "blue: pass dragon", "blue: dragon forbidden", "red: pass dragon", "red: dragon forbidden"};
        GameState s = after(WITCH, m);
        assertThat(s.rulesInForce(Colour.RED).noTokens()).isTrue();
        assertThat(s.rulesInForce(Colour.RED).ignoreXTokens()).isTrue();
        assertThat(s.player(Colour.RED).apt()).isEqualTo(2);
        GameState played = after(WITCH, append(m, "blue: play B5", "red: play R5"));
        assertThat(played.toMove()).as("no token may follow the card").isEqualTo(Colour.BLUE);
        assertThat(played.player(Colour.RED).apt()).isEqualTo(2);
    }

    @Test
    void R65_R76_pegasus_gains_no_token_from_the_empty_rare_area_or_the_dragon_apt_choice() {
        Setup setup = pro(List.of("4A", "1A", "2A"), "red", "blue");
        String[] m = {"blue: choose phoenix", "red: choose pegasus", "table: fix rares blue 4", "red: pass rare"};
        GameState s = after(setup, m);
        assertThat(s.supply().rareArea()).isZero();
        assertThat(s.player(Colour.RED).apt()).isZero();
        assertThat(s.player(Colour.RED).passed()).containsExactly("rare");
        GameState choice = after(setup, "blue: choose phoenix", "red: choose pegasus", "red: pass shared",
                "red: dragon choice red apt");
        assertThat(choice.player(Colour.RED).apt()).isZero();
        assertThat(choice.gamer().round().dragon().choice().used()).containsEntry(ChoiceAction.APT, Colour.RED);
        assertThat(refusal(setup, "blue: choose phoenix", "red: choose pegasus", "table: fix apt red 1").code())
                .isEqualTo(RejectCode.BAD_CORRECTION);
    }

    @Test
    void R65_barong_takes_the_dragon_apt_choice_and_holds_no_token() {
        Setup setup = pro(List.of("4B", "1A", "2A"), "red", "blue");
        GameState s = after(setup, "blue: choose phoenix", "red: choose barong", "red: pass dragon",
                "red: dragon choice blue apt");
        assertThat(s.player(Colour.RED).apt()).isZero();
        assertThat(s.player(Colour.RED).passed()).containsExactly("dragon");
    }

    @Test
    void R76_the_kyubi_holds_three_tokens_and_others_two() {
        Setup setup = pro(List.of("9A", "1A", "2A"), "red", "blue");
        String[] m = {"blue: choose phoenix", "red: choose kyubi", "red: pass rare", "blue: pass rare",
            "red: pass rare", "blue: pass rare", "red: pass rare", "blue: pass rare"};
        GameState s = after(setup, m);
        assertThat(s.player(Colour.RED).apt()).isEqualTo(3);
        assertThat(s.player(Colour.BLUE).apt()).isEqualTo(2);
        assertThat(log(setup, m)).contains(new PassEvent.IconTokens(Colour.BLUE, 1, 0, 2));
        assertThat(after(setup, "blue: choose phoenix", "red: choose kyubi", "table: fix apt red 3")
                .player(Colour.RED).apt()).isEqualTo(3);
        assertThat(refusal(setup, "blue: choose phoenix", "red: choose kyubi", "table: fix apt blue 3").code())
                .isEqualTo(RejectCode.BAD_CORRECTION);
    }

    @Test
    void R75_the_jinn_hard_passes_with_three_cards_and_its_turn_stays_open_with_three() {
        Setup setup = pro(List.of("9B", "1A", "2A"), "red", "blue");
        GameState s = after(setup, "blue: choose phoenix", "red: choose jinn", "table: fix hand red 3",
                "red: hardpass R1 R2 R3");
        assertThat(s.player(Colour.RED).status()).isEqualTo(PlayerStatus.HARDPASSED);
        GameState open = after(setup, "blue: choose phoenix", "red: choose jinn", "table: fix hand red 4",
                "red: play R5");
        assertThat(open.toMove()).as("open for a Hard Pass with 3 cards").isEqualTo(Colour.RED);
        assertThat(refusal(setup, "blue: choose phoenix", "red: choose jinn", "red: play R5",
                "table: fix hand blue 3", "blue: hardpass R1 R2 R3").code()).isEqualTo(RejectCode.HARD_PASS_HAND_SIZE);
    }

    @Test
    void R75_pegasus_hard_passes_only_with_exactly_one_card_and_the_refusal_names_the_board() {
        Setup setup = pro(List.of("4A", "1A", "2A"), "red", "blue");
        Verdict v = refusal(setup, "blue: choose phoenix", "red: choose pegasus", "table: fix hand red 2",
                "red: hardpass R1 R2");
        assertThat(v.code()).isEqualTo(RejectCode.HARD_PASS_HAND_SIZE);
        assertThat(v.reason())
                .isEqualTo(reason("hard_pass_hand_size.board", "Pegasus", HardPassLimit.EXACTLY1, Colour.RED, 2));
        GameState one = after(setup, "blue: choose phoenix", "red: choose pegasus", "table: fix hand red 1",
                "red: hardpass R1");
        assertThat(one.player(Colour.RED).status()).isEqualTo(PlayerStatus.HARDPASSED);
        GameState open = after(setup, "blue: choose phoenix", "red: choose pegasus", "table: fix hand red 2",
                "table: fix rares red 1", "red: pass mustplay R1");
        assertThat(open.toMove()).as("two cards: the turn does not stay open for pegasus").isEqualTo(Colour.BLUE);
    }

    @Test
    void R75_no_hard_pass_binds_every_board_the_jinn_included() {
        Setup setup = pro(List.of("2A", "9B", "1A"), "red", "blue");
        // from the witch's front 1, six plain Forbidden moves: front 2, 3, 4 (Ghost), back 1, 2, 3, then back 4
        String[] m = {"blue: choose jinn", "red: choose witch", "red: pass dragon", "red: dragon forbidden",
            "blue: pass dragon", "blue: dragon forbidden", "red: pass dragon", "red: dragon forbidden",
            "blue: pass dragon", "blue: dragon forbidden", "red: pass dragon", "red: dragon forbidden",
            "blue: pass dragon", "blue: dragon forbidden", "red: pass dragon", "red: dragon forbidden",
            "table: fix hand blue 3", "blue: hardpass R1 R2 R3"};
        Verdict v = refusal(setup, m);
        assertThat(v.code()).isEqualTo(RejectCode.NO_HARD_PASS_IN_FORCE);
        GameState s = after(setup, java.util.Arrays.copyOf(m, m.length - 1));
        assertThat(s.rulesInForce(Colour.BLUE).hardPassWith(3)).isFalse();
        assertThat(s.rulesInForce(Colour.BLUE).hardPassWith(1)).isFalse();
    }

    @Test
    void R77_two_players_pass_on_the_shared_icons_as_dragon_actions_for_a_disc_and_no_token() {
        Setup setup = pro(List.of("3A", "1A", "2A"), "red", "blue");
        GameState s = after(setup, "blue: choose phoenix", "red: choose minotaur", "red: pass shared",
                "red: dragon choice red heart");
        assertThat(s.player(Colour.RED).passed()).containsExactly("shared");
        assertThat(s.player(Colour.RED).discs()).isEqualTo(3);
        assertThat(s.player(Colour.RED).apt()).isEqualTo(1); // Preparation's token only
        assertThat(s.hearts(Colour.RED)).isEqualTo(1);
        GameState both = after(setup, "blue: choose phoenix", "red: choose minotaur", "red: pass shared",
                "red: dragon choice red heart", "blue: pass shared", "blue: dragon playable", "blue: mustplay R1");
        assertThat(both.player(Colour.BLUE).passed()).containsExactly("shared");
        assertThat(refusal(setup, "blue: choose phoenix", "red: choose minotaur", "red: pass shared",
                "red: dragon choice red heart", "blue: pass shared", "blue: dragon playable", "blue: mustplay R1",
                "red: pass shared").code()).isEqualTo(RejectCode.ICON_USED);
    }

    @Test
    void R77_three_players_prepare_four_boards_and_start_with_no_hearts() {
        Setup setup = pro(List.of("1A", "2A", "3A", "4A"), "red", "blue", "green");
        GameState s = after(setup, "green: choose phoenix", "blue: choose witch", "red: choose minotaur");
        assertThat(s.gamer().pro().choosing().offer()).extracting(EternalBoard::name).containsExactly("pegasus");
        for (Colour c : List.of(Colour.RED, Colour.BLUE, Colour.GREEN)) {
            assertThat(s.hearts(c)).isZero();
        }
    }

    private static String[] append(String[] a, String... more) {
        String[] out = java.util.Arrays.copyOf(a, a.length + more.length);
        System.arraycopy(more, 0, out, a.length, more.length);
        return out;
    }
}
