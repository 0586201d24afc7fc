package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.ProGames.after;
import static org.eternalsevens.rules.ProGames.pro;
import static org.eternalsevens.rules.ProGames.refused;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonSide;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;

/** R65: two cards a turn, any colour for the Pegasus, the first card's colour for the Barong. */
class SecondCardTest {
    /** Red (to start) has board 4 on the side named, Blue the minotaur. */
    private static GameState redHas(String name, String... moves) {
        Setup setup = pro(List.of(name.equals("barong") ? "4B" : "4A", "3A", "1A"), "red", "blue");
        return Positions.play(after(setup, "blue: choose minotaur", "red: choose " + name), moves);
    }

    private static List<Space> spaces(String... ids) {
        return java.util.Arrays.stream(ids).map(Space::parse).toList();
    }

    @Test
    void R65_pegasus_plays_a_second_card_of_any_colour_without_a_token_then_the_turn_ends() {
        GameState s = redHas("pegasus", "red: play R5");
        assertThat(s.toMove()).isEqualTo(RED);
        assertThat(s.awaiting()).isEqualTo(Awaiting.PLAY);
        assertThat(LegalMoves.spaces(s).play()).contains(Space.parse("B5"), Space.parse("R4"));
        s = Positions.play(s, "red: play B5");
        assertThat(s.player(RED).apt()).isZero();
        assertThat(s.toMove()).isEqualTo(BLUE);
    }

    @Test
    void R65_without_a_second_card_the_same_position_ends_the_turn_after_one_card() {
        Setup setup = pro(List.of("4A", "3A", "1A"), "red", "blue");
        GameState s = after(setup, "blue: choose pegasus", "red: choose phoenix", "red: play R5");
        assertThat(s.toMove()).isEqualTo(BLUE);
        s = Positions.play(s, "blue: play B5");
        assertThat(s.toMove()).isEqualTo(BLUE);
    }

    @Test
    void R65_the_log_says_a_second_card_may_follow() {
        assertThat(ProGames.log(redHas("barong"), "red: play R5")).contains(new TurnEvent.SecondCardOpen("Barong", RED, "red"));
        assertThat(ProGames.log(redHas("pegasus"), "red: play R5")).contains(new TurnEvent.SecondCardOpen("Pegasus", RED, null));
    }

    @Test
    void R65_barong_second_card_must_have_the_first_cards_colour_and_legal_shows_only_that_colour() {
        GameState s = redHas("barong", "red: play R5");
        LegalSpaces legal = LegalMoves.spaces(s);
        assertThat(legal.play()).isEqualTo(spaces("R4", "R6"));
        assertThat(legal.rare()).isEqualTo(spaces("R4", "R6"));
        Outcome.Rejected r = refused(s, "red: play B5");
        assertThat(r.code()).isEqualTo(RejectCode.SECOND_CARD_COLOUR);
        assertThat(r.reason()).isEqualTo(
                reason("second_card_colour", "Barong", "red", Space.parse("R5"), Space.parse("B5"), "blue"));
        assertThat(LegalMoves.of(s)).noneMatch(m -> m instanceof Move.Play p && p.space().row() != RED);
        s = Positions.play(s, "red: play R6");
        assertThat(s.toMove()).isEqualTo(BLUE);
    }

    @Test
    void R65_a_rare_card_takes_the_colour_of_the_space_it_fills() {
        GameState s = redHas("barong", "table: fix rares red 2", "red: rare R5");
        assertThat(refused(s, "red: play B5").code()).isEqualTo(RejectCode.SECOND_CARD_COLOUR);
        assertThat(Positions.play(s, "red: play R4").toMove()).isEqualTo(BLUE);
        GameState t = redHas("barong", "table: fix rares red 1", "red: play R5");
        assertThat(refused(t, "red: rare B5").code()).isEqualTo(RejectCode.SECOND_CARD_COLOUR);
        assertThat(Positions.play(t, "red: rare R6").toMove()).isEqualTo(BLUE);
    }

    @Test
    void R65_a_spaces_colour_is_its_rows_for_1_to_10_and_purple_for_0_and_11() {
        assertThat(SecondCards.colour(Space.parse("R0"))).isEqualTo(CardColour.PURPLE);
        assertThat(SecondCards.colour(Space.parse("B11"))).isEqualTo(CardColour.PURPLE);
        assertThat(SecondCards.colour(Space.parse("G10"))).isEqualTo(CardColour.GREEN);
        assertThat(SecondCards.colour(Space.parse("Y1"))).isEqualTo(CardColour.YELLOW);
        GameState s = redHas("barong");
        EternalBoard barong = s.board(RED);
        RulesInForce r = s.rulesInForce(RED);
        // two purple cards may be in different rows
        assertThat(SecondCards.colourAllows(barong, r, 1, Space.parse("R0"), Space.parse("B11"))).isTrue();
        assertThat(SecondCards.colourAllows(barong, r, 1, Space.parse("R0"), Space.parse("R1"))).isFalse();
        assertThat(SecondCards.colourAllows(s.board(BLUE), s.rulesInForce(BLUE), 1, Space.parse("R0"),
                Space.parse("R1"))).isTrue();
    }

    @Test
    void R65_a_2_or_9_ends_the_pegasus_turn_after_its_dragon_offer_declined_or_taken() {
        GameState s = redHas("pegasus", "red: play R7", "red: play R8", "blue: play B5", "red: play R9");
        assertThat(s.awaiting()).isEqualTo(Awaiting.CHOICE);
        GameState declined = Positions.play(s, "red: dragon none");
        assertThat(declined.toMove()).isEqualTo(BLUE);
        GameState taken = Positions.play(s, "red: dragon choice red apt");
        assertThat(taken.toMove()).isEqualTo(BLUE);
        assertThat(taken.player(RED).apt()).isZero(); // pegasus gains no token (R65)
    }

    @Test
    void R65_P150_a_2_or_9_with_no_dragon_action_available_also_ends_the_pegasus_turn() {
        GameState s = redHas("pegasus", "red: play R7", "red: play R8", "blue: play B5");
        s = ProGames.withDragon(s, ProGames.spentBut(new DragonCards.OrderedCard(DragonSide.BACK, 4)));
        List<Event> log = ProGames.log(s, "red: play R9");
        assertThat(log).contains(new DragonEvent.NoneAvailable(), new TurnEvent.SecondCardClosed("Pegasus", 9, RED));
        assertThat(Positions.play(s, "red: play R9").toMove()).isEqualTo(BLUE);
    }

    @Test
    void R65_the_no_tokens_dragon_effect_does_not_stop_the_second_card() {
        GameState s = redHas("pegasus");
        DragonCards start = DragonCards.start();
        s = ProGames.withDragon(s, new DragonCards(new DragonCards.OrderedCard(DragonSide.BACK, 2), start.playable(),
                start.choice()));
        assertThat(s.rulesInForce(RED).noTokens()).isTrue();
        s = Positions.play(s, "red: play R5", "red: play B5");
        assertThat(s.toMove()).isEqualTo(BLUE);
    }

    @Test
    void R65_in_a_two_player_final_turn_any_number_of_cards_of_any_colour_follow() {
        GameState s = redHas("barong", "red: play R5", "red: end", "table: fix hand blue 1", "blue: play B5");
        assertThat(s.player(BLUE).status()).isEqualTo(PlayerStatus.OUT);
        s = Positions.play(s, "red: play R6", "red: play G5", "red: play Y5", "red: play B6");
        assertThat(s.toMove()).isEqualTo(RED);
        assertThat(s.turn().cards()).isEqualTo(4);
    }
}
