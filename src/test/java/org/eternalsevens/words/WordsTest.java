package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.eternalsevens.rules.HardPass;
import org.eternalsevens.rules.basics.Colour;
import org.junit.jupiter.api.Test;

class WordsTest {
    private final Words words = Words.english(c -> Map.of(Colour.RED, "Ann").getOrDefault(c, c.title()));

    @Test
    void aPatternIsFilledWithNamesCountsWordsAndOrdinals() {
        assertThat(words.sentence("test.named", Colour.RED, 1, 1, 2))
                .isEqualTo("Ann has 1 card and is 2nd: {not a placeholder} {9x}");
        assertThat(words.sentence("test.named", Colour.BLUE, 3, 0, 11))
                .isEqualTo("Blue has 3 cards and are 11th: {not a placeholder} {9x}");
    }

    @Test
    void ordinalsFollowEnglish() {
        assertThat(Words.ordinal(1)).isEqualTo("1st");
        assertThat(Words.ordinal(3)).isEqualTo("3rd");
        assertThat(Words.ordinal(12)).isEqualTo("12th");
        assertThat(Words.ordinal(22)).isEqualTo("22nd");
    }

    @Test
    void aMissingKeyOrArgumentIsAnError() {
        assertThatThrownBy(() -> words.sentence("no.such.key")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> words.sentence("test.named", Colour.RED)).isInstanceOf(IllegalArgumentException.class);
        assertThat(words.has("test.named")).isTrue();
        assertThat(words.has("no.such.key")).isFalse();
    }

    /** P325: the forbidden cards from their values, joined as the rules joined them before. */
    @Test
    void R40_P325_forbidden_cards_are_worded_from_their_values() {
        Words w = Words.english(org.eternalsevens.rules.basics.Colour::title);
        assertThat(w.text(new org.eternalsevens.rules.setup.ForbiddenCards(false, java.util.List.of(3, 8))))
                .isEqualTo("3s and 8s");
        assertThat(w.text(new org.eternalsevens.rules.setup.ForbiddenCards(true, java.util.List.of())))
                .isEqualTo("purple cards");
        assertThat(w.text(new org.eternalsevens.rules.setup.ForbiddenCards(true, java.util.List.of(3, 5))))
                .isEqualTo("purple cards and 3s and 5s");
        assertThat(w.text(new org.eternalsevens.rules.setup.ForbiddenCards(false, java.util.List.of())))
                .isEqualTo("nothing");
    }

    /** P356: the Hard Pass's sizes and a count of cards, from their values, as HardPass worded them before. */
    @Test
    void R42_R75_P356_the_hard_pass_sizes_are_worded_from_their_values() {
        Words w = Words.english(Colour::title);
        assertThat(w.text(HardPass.EXPERT)).isEqualTo("two cards or fewer");
        assertThat(w.text(HardPass.upTo(3))).isEqualTo("three cards or fewer");
        assertThat(w.text(HardPass.exactly(1))).isEqualTo("exactly one card");
        assertThat(w.text(HardPass.ofBits(0b101))).isEqualTo("[0, 2] cards");
        assertThat(w.text(new HardPass.Cards(0))).isEqualTo("no cards");
        assertThat(w.text(new HardPass.Cards(3))).isEqualTo("three cards");
        assertThat(w.text(new HardPass.Cards(7))).isEqualTo("7 cards");
        assertThat(w.sentence("reason.hard_pass_hand_size", Colour.RED, new HardPass.Cards(3), HardPass.EXPERT))
                .isEqualTo("Red holds three cards: a Hard Pass needs two cards or fewer.");
    }
}
