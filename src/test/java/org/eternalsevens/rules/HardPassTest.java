package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.testkit.Refusals.reason;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Capital;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/** R42, R49, R75: when a Hard Pass is allowed and whether a revealed hand is acceptable. */
class HardPassTest {
    static List<RevealedCard> hand(String... cards) {
        return Arrays.stream(cards).map(RevealedCard::parse).collect(Collectors.toList());
    }

    static Field field(String... cards) {
        long bits = 0;
        for (String c : cards) {
            bits |= 1L << Space.parse(c).index();
        }
        return new Field(bits, 0, 0, 0, Field.EMPTY.blocks());
    }

    @Test
    void R42_at_the_start_or_end_of_ones_own_turn_with_two_cards_or_fewer() {
        HardPass hp = HardPass.EXPERT;
        assertThat(hp.may(Colour.RED, true, true, 2, false).ok()).isTrue();
        assertThat(hp.may(Colour.RED, true, true, 1, false).ok()).isTrue();
        Verdict three = hp.may(Colour.RED, true, true, 3, false);
        assertThat(three.code()).isEqualTo(RejectCode.HARD_PASS_HAND_SIZE);
        assertThat(three.reason())
                .isEqualTo(reason("hard_pass_hand_size", Colour.RED, new HardPass.Cards(3), HardPass.EXPERT));
        assertThat(hp.may(Colour.RED, false, true, 2, false).code()).isEqualTo(RejectCode.NOT_YOUR_TURN);
        assertThat(hp.may(Colour.RED, true, false, 2, false).code()).isEqualTo(RejectCode.HARD_PASS_NOT_NOW);
    }

    @Test
    void R40_R42_not_while_no_hard_pass_stands() {
        Verdict v = HardPass.EXPERT.may(Colour.BLUE, true, true, 1, true);
        assertThat(v.code()).isEqualTo(RejectCode.NO_HARD_PASS_IN_FORCE);
        assertThat(HardPass.EXPERT.keepsTurnOpen(1, true)).isFalse();
        assertThat(HardPass.EXPERT.keepsTurnOpen(1, false)).isTrue();
        assertThat(HardPass.EXPERT.keepsTurnOpen(3, false)).isFalse();
    }

    @Test
    void R75_pro_boards_plug_in_their_sizes() {
        HardPass jinn = HardPass.upTo(3);
        assertThat(jinn.may(Colour.GREEN, true, true, 3, false).ok()).isTrue();
        assertThat(jinn.keepsTurnOpen(3, false)).isTrue();
        HardPass pegasus = HardPass.exactly(1);
        assertThat(pegasus.may(Colour.GREEN, true, true, 1, false).ok()).isTrue();
        Verdict two = pegasus.may(Colour.GREEN, true, true, 2, false);
        assertThat(two.code()).isEqualTo(RejectCode.HARD_PASS_HAND_SIZE);
        assertThat(two.reason().args()).endsWith(pegasus);
        assertThat(pegasus.keepsTurnOpen(2, false)).isFalse();
        assertThat(jinn.upToLargest()).isTrue();
        assertThat(pegasus.upToLargest()).isFalse();
        assertThat(HardPass.EXPERT.bits()).isEqualTo(0b111);
        assertThat(HardPass.ofBits(0b10)).isEqualTo(pegasus);
    }

    @Test
    void R42_the_revealed_hand_must_match_the_tracked_size_and_rare_cards() {
        assertThat(HardPass.checkHand("Red", hand("R3", "*"), 2, 1, Field.EMPTY, KnownOut.NONE).ok()).isTrue();
        Verdict size = HardPass.checkHand("Red", hand("R3"), 2, 1, Field.EMPTY, KnownOut.NONE);
        assertThat(size.code()).isEqualTo(RejectCode.REVEAL_WRONG_SIZE);
        assertThat(size.reason()).isEqualTo(reason("reveal_wrong_size", "Red", new HardPass.Cards(2), 1));
        Verdict rares = HardPass.checkHand("Red", hand("R3", "B4"), 2, 1, Field.EMPTY, KnownOut.NONE);
        assertThat(rares.code()).isEqualTo(RejectCode.REVEAL_WRONG_RARES);
        assertThat(rares.reason()).isEqualTo(reason("reveal_wrong_rares", "Red", 1, 0L));
        assertThat(HardPass.checkHand("Red", hand(), 0, 0, Field.EMPTY, KnownOut.NONE).ok()).isTrue();
    }

    @Test
    void R49_a_card_already_on_the_field_is_refused() {
        Verdict v = HardPass.checkHand("Red", hand("Y5", "G2"), 2, 0, field("G2"), KnownOut.NONE);
        assertThat(v.code()).isEqualTo(RejectCode.REVEAL_CARD_ON_FIELD);
        assertThat(v.reason()).isEqualTo(reason("reveal_card_on_field", card(Colour.GREEN, 2)));
    }

    @Test
    void R49_a_rare_card_on_the_space_does_not_put_its_number_card_on_the_field() {
        Field rareOnG2 = new Field(0, 1L << Space.parse("G2").index(), 0, 0, Field.EMPTY.blocks());
        assertThat(HardPass.checkHand("Red", hand("G2"), 1, 0, rareOnG2, KnownOut.NONE).ok()).isTrue();
    }

    @Test
    void R49_a_card_known_to_be_out_is_refused_and_a_later_play_of_it_too() {
        KnownOut known = KnownOut.NONE.with(hand("B7", "P", "*"));
        assertThat(known.contains(Space.parse("B7"))).isTrue();
        assertThat(known.spaces()).isEqualTo(1L << Space.parse("B7").index());
        Verdict v = HardPass.checkHand("Yellow", hand("B7"), 1, 0, Field.EMPTY, known);
        assertThat(v.code()).isEqualTo(RejectCode.REVEAL_CARD_KNOWN_OUT);
        assertThat(v.reason()).isEqualTo(reason("reveal_card_known_out", card(Colour.BLUE, 7)));
        Verdict play = known.play(Space.parse("B7"));
        assertThat(play.code()).isEqualTo(RejectCode.CARD_KNOWN_OUT);
        assertThat(play.reason()).isEqualTo(reason("card_known_out", card(Colour.BLUE, 7)));
        assertThat(known.play(Space.parse("B6")).ok()).isTrue();
        assertThat(known.without(Space.parse("B7")).contains(Space.parse("B7"))).isFalse();
    }

    @Test
    void R49_purple_and_rare_cards_are_never_refused_this_way() {
        KnownOut known = KnownOut.NONE.with(hand("P", "*"));
        Field purpleEverywhere = field("R0", "R11", "B0", "B11", "G0", "G11", "Y0", "Y11");
        assertThat(HardPass.checkHand("Red", hand("P", "*"), 2, 1, purpleEverywhere, known).ok()).isTrue();
        assertThat(HardPass.checkHand("Red", hand("P", "P"), 2, 0, purpleEverywhere, known).ok()).isTrue();
        assertThat(known.play(Space.parse("R0")).ok()).isTrue();
    }

    @Test
    void R49_a_number_card_listed_twice_is_refused() {
        Verdict v = HardPass.checkHand("Red", hand("R3", "R3"), 2, 0, Field.EMPTY, KnownOut.NONE);
        assertThat(v.code()).isEqualTo(RejectCode.REVEAL_CARD_TWICE);
        assertThat(v.reason()).isEqualTo(reason("reveal_card_twice", card(Colour.RED, 3)));
    }

    @Test
    void R42_revealed_cards_read_as_records_write_them() {
        assertThat(RevealedCard.parse("r3")).isEqualTo(RevealedCard.number(Space.parse("R3")));
        assertThat(RevealedCard.parse("p")).isEqualTo(RevealedCard.PURPLE);
        assertThat(RevealedCard.parse("*")).isEqualTo(RevealedCard.RARE);
        assertThat(RevealedCard.parse("R0")).isNull();
        assertThat(RevealedCard.parse("R11")).isNull();
        assertThat(RevealedCard.parse("X3")).isNull();
        assertThat(RevealedCard.parse("Y10").colour()).isEqualTo(CardColour.YELLOW);
        assertThat(RevealedCard.PURPLE.colour()).isEqualTo(CardColour.PURPLE);
        assertThat(RevealedCard.RARE.colour()).isNull();
        assertThat(hand("R3", "P", "*").toString()).isEqualTo("[R3, P, *]");
        assertThat(RevealedCard.numberCards(hand("P", "G10", "*", "R3"))).containsExactly(Space.parse("G10"),
                Space.parse("R3"));
        assertThat(RevealedCard.count(hand("P", "G10", "*", "P"), RevealedCard.Kind.PURPLE)).isEqualTo(2);
    }

    /** A number card that starts its refusal's sentence (P385: the rules hand out the card, words name it). */
    private static Capital card(Colour row, int number) {
        return new Capital(RevealedCard.number(Space.of(row, number)));
    }
}
