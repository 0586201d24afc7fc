package org.eternalsevens.rules.setup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.Reason;

/** R31 and the rulebook's Type 2 decks: at Standard each eternal deck holds 8 to 11 different eternals. */
class SetupCheckStandardTest {
    private static final List<Colour> FOUR = List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);
    private static final List<String> INSTANT = List.of("phoenix", "mummy", "skeleton", "kyubi", "barong",
            "minotaur", "ghost", "dragon", "king", "kappa", "yeti");
    private static final List<String> CONTINUOUS = List.of("kraken", "pegasus", "cyclops", "jinn", "medusa", "golem",
            "mermaid", "fairy", "vampire", "witch", "dragon");

    private static SetupCheck.Result check(List<Colour> seats, List<String> instant, List<String> continuous) {
        return SetupCheck.check(ContentLoader.defaults(), Level.STANDARD, seats, Colour.RED, null, instant,
                continuous, null);
    }

    @ParameterizedTest
    @ValueSource(ints = {8, 9, 10, 11})
    void ruling_R31_standardTakesEightToElevenOfEachKind(int n) {
        SetupCheck.Result r = check(FOUR, INSTANT.subList(0, n), CONTINUOUS.subList(0, n));
        assertThat(r.problems()).isEmpty();
        assertThat(r.setup().instant()).hasSize(n);
        assertThat(r.setup().continuous()).hasSize(n);
    }

    @Test
    void ruling_R31_standardRefusesSevenInstantEternals() {
        SetupCheck.Result r = check(FOUR, INSTANT.subList(0, 7), null);
        assertThat(r.ok()).isFalse();
        assertThat(r.problems()).contains(new Reason("setup.deck.sizes.instant", List.of(8, 11, 7)));
    }

    @Test
    void ruling_R31_standardRefusesSevenContinuousEternals() {
        SetupCheck.Result r = check(FOUR, null, CONTINUOUS.subList(0, 7));
        assertThat(r.ok()).isFalse();
        assertThat(r.problems()).contains(new Reason("setup.deck.sizes.continuous", List.of(8, 11, 7)));
    }

    @Test
    void ruling_R31_twelveNamesMeanATwiceNamedEternal() {
        List<String> twelve = new ArrayList<>(CONTINUOUS);
        twelve.add("kraken");
        SetupCheck.Result r = check(FOUR, null, twelve);
        assertThat(r.ok()).isFalse();
        assertThat(r.problems()).contains(new Reason("setup.deck.twice.continuous", List.of("kraken", 2)));
        assertThat(r.problems()).contains(new Reason("setup.deck.sizes.continuous", List.of(8, 11, 12)));
    }

    @Test
    void ruling_R31_standardDefaultDecks() {
        Setup four = check(FOUR, null, null).setup();
        assertThat(four.instant()).hasSize(8).contains(InstantEternal.GHOST).doesNotContain(InstantEternal.KING);
        assertThat(four.continuous()).hasSize(9).doesNotContain(ContinuousEternal.WITCH, ContinuousEternal.DRAGON);
        Setup two = check(List.of(Colour.RED, Colour.BLUE), null, null).setup();
        assertThat(two.instant()).hasSize(8).contains(InstantEternal.KING).doesNotContain(InstantEternal.GHOST);
    }

    @Test
    void ruling_R29_standardGivesFourDiscsAndTheColoursOwnBoards() {
        Setup s = check(FOUR, null, null).setup();
        assertThat(s.rules().discs()).isEqualTo(4);
        assertThat(s.rules().tokenCap()).isEqualTo(2);
        assertThat(s.rules().mustPlayMax()).isEqualTo(7);
        assertThat(s.board(Colour.YELLOW).icons()).extracting(PassIcon::label)
                .containsExactly("rare+1", "discard", "eternal", "mustplay", "mustplay+1", "block+2");
        assertThat(s.board(Colour.RED).icons()).hasSize(6);
    }
}
