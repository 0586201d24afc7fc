package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.ProGames.after;
import static org.eternalsevens.rules.ProGames.log;
import static org.eternalsevens.rules.ProGames.pro;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;

/** The abilities that hear a card as it lands: tokens and hearts (R61), Mummy (R63), columns (R64), Jinn (R68). */
class OnPlayAbilitiesTest {
    /** Red (to start) has {@code board}, Blue the minotaur; both chose. */
    private static GameState redHas(String id, String name, String... moves) {
        Setup setup = pro(List.of(id, "3A", "2A"), "red", "blue");
        GameState s = after(setup, "blue: choose minotaur", "red: choose " + name);
        return Positions.play(s, moves);
    }

    @ParameterizedTest(name = "{1} gains a token for the {2}")
    @CsvSource({"1A, phoenix, 6, Phoenix", "1B, fairy, 4, Fairy", "6B, mermaid, 5, Mermaid", "6B, mermaid, 7, Mermaid"})
    void R61_a_token_for_a_number_card_of_the_boards_numbers(String id, String name, int number, String title) {
        GameState s = redHas(id, name);
        List<Event> log = log(s, "red: play R" + number);
        GameState t = Positions.play(s, "red: play R" + number);
        assertThat(t.player(RED).apt()).isEqualTo(s.player(RED).apt() + 1);
        assertThat(log).contains(new GamerEvent.BoardToken(title, RED, Phrase.of("event.why.number", number), true));
    }

    @Test
    void R61_phoenix_gains_nothing_for_another_number_and_a_token_for_an_8_later() {
        GameState s = redHas("1A", "phoenix", "red: play R7");
        assertThat(s.player(RED).apt()).isZero();
        s = Positions.play(s, "blue: play B5", "red: play R8");
        assertThat(s.player(RED).apt()).isEqualTo(1);
    }

    @Test
    void R61_a_token_gained_on_the_card_pays_for_the_next_card_of_the_same_turn() {
        GameState s = redHas("1A", "phoenix", "red: play R6");
        assertThat(s.toMove()).isEqualTo(RED);
        s = Positions.play(s, "red: play R7");
        assertThat(s.player(RED).apt()).isZero();
        assertThat(s.toMove()).isEqualTo(BLUE); // no token left for a third card
    }

    @Test
    void R61_a_rare_card_in_a_6_space_is_not_a_6() {
        GameState s = redHas("1A", "phoenix", "table: fix rares red 1");
        List<Event> log = log(s, "red: rare R6");
        assertThat(Positions.play(s, "red: rare R6").player(RED).apt()).isZero();
        assertThat(log).noneMatch(l -> l instanceof GamerEvent.BoardToken t && t.board().equals("Phoenix"));
    }

    @Test
    void R61_the_token_comes_before_the_go_out_and_counts_in_its_reward() {
        GameState s = redHas("1A", "phoenix", "table: fix hand red 1");
        List<Event> log = log(s, "red: play R6");
        int token = log.indexOf(new GamerEvent.BoardToken("Phoenix", RED, Phrase.of("event.why.number", 6), true));
        int out = log.indexOf(new GamerEvent.WentOut(RED));
        assertThat(token).isNotNegative().isLessThan(out);
        GameState t = Positions.play(s, "red: play R6");
        GameState noToken = Positions.play(redHas("1A", "phoenix", "table: fix hand red 1"), "red: play R5");
        // phoenix's Go Out: hearts 2 per token held (R57), so the 6's token is worth 2 hearts more than a 5
        assertThat(t.hearts(RED)).isEqualTo(noToken.hearts(RED) + 2);
    }

    @Test
    void R61_a_token_beyond_the_cap_is_lost_and_the_log_says_so() {
        GameState s = redHas("1A", "phoenix", "table: fix apt red 2");
        List<Event> log = log(s, "red: play R6");
        assertThat(Positions.play(s, "red: play R6").player(RED).apt()).isEqualTo(2);
        assertThat(log).contains(new GamerEvent.BoardToken("Phoenix", RED, Phrase.of("event.why.number", 6), false));
    }

    @Test
    void R61_kraken_gains_a_heart_for_a_number_10() {
        GameState s = redHas("7B", "kraken", "red: play R7", "blue: play R8", "red: play R9", "red: dragon none",
                "blue: play B5");
        int hearts = s.hearts(RED);
        List<Event> log = log(s, "red: play R10");
        assertThat(Positions.play(s, "red: play R10").hearts(RED)).isEqualTo(hearts + 1);
        assertThat(log).contains(new GamerEvent.BoardHeart("Kraken", RED, Phrase.of("event.why.number", 10), true));
    }

    @Test
    void R61_king_gains_a_token_for_each_rare_card_it_plays_onto_an_x_space_too() {
        // blue witch: the Forbidden cube on "3s and 8s cannot be played" from its Preparation (R54)
        Setup setup = pro(List.of("6A", "2A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose witch", "red: choose king", "red: play R4", "blue: play B5");
        assertThat(s.player(RED).rares()).isEqualTo(1); // King's Preparation
        assertThat(s.xSpaces()).contains(Space.parse("R3"));
        List<Event> log = log(s, "red: rare R3");
        assertThat(Positions.play(s, "red: rare R3").player(RED).apt()).isEqualTo(1);
        assertThat(log).contains(new GamerEvent.BoardToken("King", RED, Phrase.of("event.why.rareOn", Space.parse("R3")), true));
    }

    @Test
    void R63_mummy_gains_a_heart_for_a_card_on_a_space_that_held_an_x_token() {
        Setup setup = pro(List.of("8B", "2A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose witch", "red: choose mummy", "red: play R4", "blue: play B5",
                "table: fix rares red 1");
        int hearts = s.hearts(RED);
        List<Event> log = log(s, "red: rare R3");
        assertThat(Positions.play(s, "red: rare R3").hearts(RED)).isEqualTo(hearts + 1);
        assertThat(log).contains(new GamerEvent.BoardHeart("Mummy", RED, Phrase.of("event.why.xSpace", Space.parse("R3")),
                true));
        GameState plain = Positions.play(s, "red: play R5");
        assertThat(plain.hearts(RED)).isEqualTo(hearts); // R5 held no X token
    }

    @Test
    void R64_kyubi_gains_a_token_for_a_column_it_completes_not_one_another_player_completes() {
        GameState s = redHas("9A", "kyubi", "red: play R5", "blue: play B5", "red: play G5");
        List<Event> log = log(s, "blue: play Y5");
        assertThat(Positions.play(s, "blue: play Y5").player(RED).apt()).isZero();
        assertThat(log).noneMatch(l -> l instanceof GamerEvent.BoardToken t && t.board().equals("Kyubi"));
        s = Positions.play(s, "blue: play B6");
        log = log(s, "red: play Y5");
        assertThat(Positions.play(s, "red: play Y5").player(RED).apt()).isEqualTo(1);
        assertThat(log).contains(new GamerEvent.BoardToken("Kyubi", RED, Phrase.of("event.why.column", 5), true));
    }

    @Test
    void R64_a_rare_card_completes_a_column_and_a_card_later_played_onto_it_completes_nothing() {
        GameState s = redHas("9A", "kyubi", "red: play R5", "blue: play B5", "red: play G5", "blue: play B6",
                "table: fix rares red 1", "red: rare Y5");
        assertThat(s.player(RED).apt()).isEqualTo(1);
        s = Positions.play(s, "red: end", "blue: play B4", "red: play Y5");
        assertThat(s.field().hasCard(Space.parse("Y5"))).isTrue();
        assertThat(s.player(RED).apt()).isEqualTo(1); // once per column: covering the rare card gives nothing
    }

    @Test
    void R64_jinn_gains_a_token_per_column_too() {
        GameState s = redHas("9B", "jinn", "red: play R5", "blue: play B5", "red: play G5", "blue: play B6",
                "red: play Y5");
        assertThat(s.player(RED).apt()).isEqualTo(1);
    }

    @Test
    void R68_jinn_takes_the_rare_card_another_player_covers() {
        Setup setup = pro(List.of("9B", "3A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose jinn", "red: choose minotaur", "red: play R5",
                "table: fix rares blue 1", "blue: rare B5");
        PlayerState jinn = s.player(BLUE);
        List<Event> log = log(s, "red: play B5");
        GameState t = Positions.play(s, "red: play B5");
        assertThat(log).contains(new ProEvent.CoveredRareTaken("Jinn", BLUE, Space.parse("B5")));
        assertThat(t.player(BLUE).hand()).isEqualTo(jinn.hand() + 1);
        assertThat(t.player(BLUE).rares()).isEqualTo(1);
        assertThat(t.field().coveredCount()).isZero();
        assertThat(t.field().hasCard(Space.parse("B5"))).isTrue();
    }

    @Test
    void R68_a_jinn_playing_the_last_card_onto_a_rare_card_takes_it_and_does_not_go_out() {
        Setup setup = pro(List.of("9B", "3A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose jinn", "red: choose minotaur", "table: fix rares red 1",
                "red: rare R5", "table: fix hand blue 1", "blue: play R5");
        assertThat(s.player(BLUE).status()).isEqualTo(PlayerStatus.PLAYING);
        assertThat(s.player(BLUE).hand()).isEqualTo(1);
        assertThat(s.player(BLUE).rares()).isEqualTo(1);
    }

    @Test
    void R68_a_jinn_out_of_the_round_takes_nothing_and_the_rare_card_stays_covered() {
        Setup setup = pro(List.of("9B", "3A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose jinn", "red: choose minotaur", "table: fix rares red 1",
                "red: rare R5", "table: fix hand blue 1", "blue: play B5");
        assertThat(s.player(BLUE).status()).isEqualTo(PlayerStatus.OUT);
        s = Positions.play(s, "red: play R5");
        assertThat(s.player(BLUE).hand()).isZero();
        assertThat(s.field().coveredCount()).isEqualTo(1);
    }

    @Test
    void R68_P152_the_players_own_board_acts_first_then_the_jinn_takes_the_covered_rare_card() {
        Setup setup = pro(List.of("7B", "9B", "3A", "1A"), "red", "blue", "green");
        GameState s = after(setup, "green: choose minotaur", "blue: choose jinn", "red: choose kraken",
                "red: play R7", "blue: play R8", "green: play B5", "red: play R9", "red: dragon none",
                "table: fix rares blue 1", "blue: rare R10", "green: play G5");
        List<Event> log = log(s, "red: play R10");
        int heart = log.indexOf(new GamerEvent.BoardHeart("Kraken", RED, Phrase.of("event.why.number", 10), true));
        int take = log.indexOf(new ProEvent.CoveredRareTaken("Jinn", BLUE, Space.parse("R10")));
        assertThat(heart).isNotNegative().isLessThan(take);
        GameState t = Positions.play(s, "red: play R10");
        assertThat(t.player(BLUE).rares()).isEqualTo(1);
        assertThat(t.player(Colour.GREEN).rares()).isZero();
    }

    @Test
    void R68_without_a_jinn_a_covered_rare_card_stays_under_the_card() {
        GameState s = redHas("1A", "phoenix", "table: fix rares red 1", "red: rare R5", "blue: play R5");
        assertThat(s.field().coveredCount()).isEqualTo(1);
        assertThat(s.player(BLUE).rares()).isZero();
    }
}
