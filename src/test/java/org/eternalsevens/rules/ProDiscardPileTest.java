package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;
import static org.eternalsevens.rules.ProGames.after;
import static org.eternalsevens.rules.ProGames.log;
import static org.eternalsevens.rules.ProGames.pro;
import static org.eternalsevens.rules.ProGames.refusal;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Capital;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonSide;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/** The discard pile counted from every source, and the Ghost and Kraken boards' take (R66). */
class ProDiscardPileTest {
    /** Red phoenix, blue kraken, green yeti; 2A witch left over. Kraken's Preparation discards 1 face down. */
    private static final Setup THREE = pro(List.of("1A", "7B", "5A", "2A"), "red", "blue", "green");
    private static final String[] CHOSEN = {"green: choose yeti", "blue: choose kraken", "red: choose phoenix"};

    private static String[] moves(String... more) {
        String[] out = Arrays.copyOf(CHOSEN, CHOSEN.length + more.length);
        System.arraycopy(more, 0, out, CHOSEN.length, more.length);
        return out;
    }

    private static int pile(GameState s) {
        return s.supply().discardPile();
    }

    @Test
    void R66_a_take_moves_one_card_into_the_hand_and_gives_two_tokens() {
        GameState before = after(THREE, moves("red: pass rare"));
        assertThat(pile(before)).isEqualTo(1);
        GameState s = after(THREE, moves("red: pass rare", "blue: pass take"));
        PlayerState blue = s.player(Colour.BLUE);
        assertThat(blue.hand()).isEqualTo(before.player(Colour.BLUE).hand() + 1);
        assertThat(blue.apt()).isEqualTo(2);
        assertThat(blue.passed()).containsExactly("take+2");
        assertThat(pile(s)).isZero();
    }

    @Test
    void R66_a_take_is_refused_with_an_empty_pile() {
        Verdict v = refusal(THREE, moves("red: pass rare", "blue: pass take", "green: pass rare", "red: pass rare",
                "blue: pass take"));
        assertThat(v.code()).isEqualTo(RejectCode.DISCARD_PILE_EMPTY);
        GameState s = after(THREE, moves("red: pass rare", "blue: pass take", "green: pass rare", "red: pass rare"));
        assertThat(LegalMoves.of(s)).noneMatch(m -> m instanceof Move.Pass p && p.icon().action() == PassAction.TAKE);
    }

    @Test
    void R66_rare_cards_in_the_pile_are_taken_with_a_star_and_a_plain_take_needs_another_card() {
        String[] m = moves("red: pass rare", "blue: pass take", "green: pass rare", "red: play R5",
                "blue: play B5", "green: pass discard *");
        GameState s = after(THREE, m);
        assertThat(s.supply().discardRares()).isEqualTo(1);
        assertThat(pile(s)).isEqualTo(1);
        assertThat(refusal(THREE, append(m, "red: pass rare", "blue: pass take")).code())
                .isEqualTo(RejectCode.ONLY_RARES_IN_PILE);
        GameState took = after(THREE, append(m, "red: pass rare", "blue: pass take *"));
        assertThat(took.player(Colour.BLUE).rares()).isEqualTo(1);
        assertThat(pile(took)).isZero();
        assertThat(refusal(THREE, moves("red: pass rare", "blue: pass take *")).code())
                .isEqualTo(RejectCode.NO_RARE_IN_PILE);
    }

    /** Green Hard Passes R3 and R4: they lie face up and are known (R49); the kraken's face-down card was taken. */
    private static final String[] REVEALED = moves("table: fix hand green 2", "red: pass rare", "blue: pass take",
            "green: hardpass R3 R4", "red: play R5", "red: end");

    @Test
    void R66_R49_a_named_face_up_card_is_taken_and_may_be_played_again() {
        GameState before = after(THREE, REVEALED);
        assertThat(pile(before)).isEqualTo(2);
        assertThat(before.rulesInForce(Colour.BLUE).knownOut(Space.parse("R3"))).isTrue();
        GameState s = after(THREE, append(REVEALED, "blue: pass take R3"));
        assertThat(pile(s)).isEqualTo(1);
        assertThat(s.supply().discardUp()).isEqualTo(1);
        assertThat(s.gamer().round().known().contains(Space.parse("R3"))).isFalse();
        assertThat(s.gamer().round().known().contains(Space.parse("R4"))).isTrue();
        assertThat(s.player(Colour.BLUE).hand()).isEqualTo(before.player(Colour.BLUE).hand() + 1);
        assertThat(log(THREE, append(REVEALED, "blue: pass take R3")))
                .contains(new PassEvent.TakenFromDiscardPile(Colour.BLUE, PassEvent.Taken.AGAIN, RevealedCard.number(Space.parse("R3"))));
        // R4 still is known out; R3 is not any more (R49)
        assertThat(Legality.cardCode(s.field(), s.rulesInForce(Colour.BLUE), Space.parse("R4")))
                .isEqualTo(RejectCode.CARD_KNOWN_OUT);
        assertThat(Legality.cardCode(s.field(), s.rulesInForce(Colour.BLUE), Space.parse("R3")))
                .isNotEqualTo(RejectCode.CARD_KNOWN_OUT);
    }

    @Test
    void R66_face_up_known_cards_are_named_a_card_on_the_field_cannot_be() {
        assertThat(refusal(THREE, append(REVEALED, "blue: pass take")).code())
                .isEqualTo(RejectCode.NAME_THE_FACE_UP_CARD);
        assertThat(refusal(THREE, append(REVEALED, "blue: pass take R8")).code())
                .isEqualTo(RejectCode.NOT_IN_DISCARD_PILE);
        Verdict onField = refusal(THREE, append(REVEALED, "blue: pass take R5"));
        assertThat(onField.code()).isEqualTo(RejectCode.NAMED_CARD_ON_FIELD);
        assertThat(onField.reason()).isEqualTo(reason("named_card_on_field", card(Colour.RED, 5)));
        List<Move> takes = LegalMoves.of(after(THREE, REVEALED)).stream()
                .filter(m -> m instanceof Move.Pass p && p.icon().action() == PassAction.TAKE).toList();
        assertThat(takes).extracting(Object::toString).hasSize(2).allMatch(x -> x.contains("R3") || x.contains("R4"));
    }

    @Test
    void R66_a_face_down_card_need_not_be_named_and_naming_it_changes_nothing() {
        String[] m = moves("red: pass rare");
        GameState plain = after(THREE, append(m, "blue: pass take"));
        GameState named = after(THREE, append(m, "blue: pass take G8"));
        assertThat(named).isEqualTo(plain);
    }

    @Test
    void R66_a_hard_pass_hand_goes_face_up_onto_the_pile_with_its_rare_cards() {
        GameState s = after(THREE, moves("red: pass rare", "table: fix hand blue 2", "table: fix rares blue 1",
                "blue: hardpass R8 *"));
        // the kraken's face-down card, and now R8 and a rare card face up
        assertThat(s.supply().discardDown()).isEqualTo(1);
        assertThat(s.supply().discardUp()).isEqualTo(1);
        assertThat(s.supply().discardRares()).isEqualTo(1);
        assertThat(pile(s)).isEqualTo(3);
    }

    @Test
    void R66_R43_a_gamer_elimination_puts_the_hand_face_up_and_a_plain_take_may_take_from_it() {
        // green goes out; red's final turn ends without going out: red's hand goes face up
        String[] m = moves("table: fix hand green 1", "red: pass rare", "blue: pass take", "green: play R5",
                "red: play R6", "red: end");
        GameState s = after(THREE, m);
        assertThat(s.player(Colour.RED).status()).isEqualTo(PlayerStatus.ELIMINATED);
        int hand = after(THREE, Arrays.copyOf(m, m.length - 1)).player(Colour.RED).hand();
        int rares = after(THREE, Arrays.copyOf(m, m.length - 1)).player(Colour.RED).rares();
        assertThat(s.supply().discardUp()).isEqualTo(hand - rares);
        assertThat(s.supply().discardRares()).isEqualTo(rares);
        assertThat(pile(s)).isEqualTo(hand);
        assertThat(LegalMoves.of(s)).contains(new Move.Pass(Colour.BLUE, IconName.of(PassAction.TAKE),
                PassArgs.Taken.FACE_DOWN));
        assertThat(log(THREE, append(m, "blue: pass take")))
                .contains(new PassEvent.TakenFromDiscardPile(Colour.BLUE, PassEvent.Taken.UP, null));
    }

    @Test
    void R66_R54_preparation_discards_and_two_players_common_deck_cards_are_in_the_pile() {
        Setup four = pro(List.of("7A", "1A", "2A", "3A", "5A"), "red", "blue", "green", "yellow");
        GameState s = after(four, "yellow: choose phoenix", "green: choose witch", "blue: choose minotaur",
                "red: choose ghost");
        assertThat(pile(s)).isEqualTo(2);
        assertThat(s.supply().discardDown()).isEqualTo(2);
        Setup two = pro(List.of("7B", "1A", "2A"), "red", "blue");
        GameState t = after(two, "blue: choose phoenix", "red: choose kraken");
        assertThat(pile(t)).isEqualTo(3); // two common-deck cards (R30) and the kraken's one
    }

    @Test
    void R66_R40_the_no_discarding_effect_does_not_stop_a_take_and_the_dragon_discards_a_rare_from_only_rares() {
        Setup setup = pro(List.of("2A", "7B", "1A", "3A"), "red", "blue", "green");
        String[] toBack1 = {"green: choose phoenix", "blue: choose kraken", "red: choose witch",
            "red: pass dragon", "red: dragon forbidden", "blue: play B5", "green: pass dragon",
            "green: dragon forbidden", "red: pass dragon", "red: dragon forbidden", "blue: play B6",
            "table: fix hand green 3", "table: fix rares green 3", "green: pass dragon", "green: dragon forbidden"};
        GameState back1 = after(setup, toBack1);
        assertThat(back1.gamer().round().dragon().forbidden().side()).isEqualTo(DragonSide.BACK);
        assertThat(back1.player(Colour.GREEN).hand()).isEqualTo(2);
        assertThat(back1.player(Colour.GREEN).rares()).isEqualTo(2);
        assertThat(back1.supply().discardRares()).isEqualTo(1); // only rare cards: a rare card is discarded
        String[] toBack3 = append(toBack1, "red: pass dragon", "red: dragon forbidden", "blue: play B4",
                "green: pass dragon", "green: dragon forbidden");
        GameState back3 = after(setup, toBack3);
        assertThat(back3.rulesInForce(Colour.BLUE).noDiscarding()).isTrue();
        GameState took = after(setup, append(toBack3, "red: play R5", "blue: pass take *"));
        assertThat(took.player(Colour.BLUE).rares()).isEqualTo(1);
        assertThat(took.player(Colour.BLUE).apt()).isEqualTo(2);
    }

    private static String[] append(String[] a, String... more) {
        String[] out = Arrays.copyOf(a, a.length + more.length);
        System.arraycopy(more, 0, out, a.length, more.length);
        return out;
    }

    /** A number card that starts its refusal's sentence (P385: the rules hand out the card, words name it). */
    private static Capital card(Colour row, int number) {
        return new Capital(RevealedCard.number(Space.of(row, number)));
    }
}
