package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.rules.basics.Capital;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.DiscardPileCards;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.board.Preparation;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.junit.jupiter.api.Test;

/**
 * P385, P387, P388: the rules hand out cards, Choice spaces and Preparations as values; words names them ("red 5",
 * "gain 1 heart", "discards 2 cards face down").
 */
class CardWordsTest {
    private final Words words = Words.english(Colour::title);

    @Test
    void P385_a_card_is_named_by_its_row_and_number_or_its_kind() {
        assertThat(words.text(RevealedCard.number(Space.of(Colour.RED, 5)))).isEqualTo("red 5");
        assertThat(words.text(RevealedCard.PURPLE)).isEqualTo("a purple card");
        assertThat(words.text(RevealedCard.RARE)).isEqualTo("a rare card");
        assertThat(Ui.cardName(Space.of(Colour.BLUE, 0))).isEqualTo("a purple card");
        assertThat(Ui.cardName(Space.of(Colour.BLUE, 9))).isEqualTo("blue 9");
    }

    @Test
    void P385_a_card_that_starts_a_sentence_takes_a_capital() {
        assertThat(words.text(new Capital(RevealedCard.number(Space.of(Colour.GREEN, 3))))).isEqualTo("Green 3");
        assertThat(words.text(new Capital(RevealedCard.PURPLE))).isEqualTo("A purple card");
    }

    @Test
    void P385_the_discard_piles_known_cards_then_its_rare_cards() {
        RevealedCard r3 = RevealedCard.number(Space.of(Colour.RED, 3));
        assertThat(words.text(new DiscardPileCards(List.of(r3, RevealedCard.PURPLE), 2)))
                .isEqualTo("red 3, a purple card, 2 rare cards");
        assertThat(words.text(new DiscardPileCards(List.of(), 1))).isEqualTo("1 rare card");
        assertThat(words.text(new DiscardPileCards(List.of(), 0))).isEqualTo("no card");
    }

    @Test
    void P387_a_choice_space_says_what_it_does() {
        assertThat(words.text(ChoiceAction.HEART)).isEqualTo("gain 1 heart");
        assertThat(Ui.choice(ChoiceAction.GO_OUT_BONUS))
                .isEqualTo("a Go Out earns 1 heart per unused disc, for every colour revealed");
        for (ChoiceAction a : ChoiceAction.values()) {
            assertThat(words.has("choice." + a.id())).as(a.name()).isTrue();
        }
    }

    @Test
    void P388_a_preparation_says_what_it_does() {
        assertThat(words.text(Preparation.DISCARD2)).isEqualTo("discards 2 cards face down");
        assertThat(Ui.preparation(Preparation.FORBIDDEN1))
                .isEqualTo("the Forbidden cube goes to \u201c3s and 8s cannot be played\u201d");
        for (Preparation p : Preparation.values()) {
            assertThat(words.has("preparation." + p.name().toLowerCase(java.util.Locale.ROOT))).as(p.name()).isTrue();
        }
    }
}
