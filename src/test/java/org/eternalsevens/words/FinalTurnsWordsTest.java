package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.rules.basics.Colour.BLUE;
import static org.eternalsevens.rules.basics.Colour.RED;
import static org.eternalsevens.rules.basics.Colour.YELLOW;

import java.util.List;
import java.util.function.Function;

import org.eternalsevens.rules.FinalTurns;
import org.eternalsevens.rules.basics.Colour;
import org.junit.jupiter.api.Test;

/** P386: the rules keep the final turns as values (R43); words makes the window's line and warnings. */
class FinalTurnsWordsTest {
    private static final Function<Colour, String> NAMES = c -> c == BLUE ? "Bea" : c.title();

    @Test
    void R43_P386_before_the_final_turns_there_is_no_line() {
        assertThat(FinalTurnsWords.sentence(FinalTurns.NONE, NAMES)).isEmpty();
        assertThat(FinalTurnsWords.warning(FinalTurns.NONE, BLUE, NAMES)).isEmpty();
    }

    @Test
    void R43_P386_a_hard_pass_gives_two_each_and_the_line_names_the_players() {
        FinalTurns f = FinalTurns.NONE.hardPass(RED, List.of(RED, BLUE, YELLOW));
        assertThat(FinalTurnsWords.sentence(f, NAMES)).isEqualTo("Final turns left: Bea 2, Yellow 2.");
        assertThat(FinalTurnsWords.warning(f, BLUE, NAMES))
                .isEqualTo("Bea has 2 final turns left: without a Go Out or Hard Pass in them, Bea is eliminated.");
        assertThat(FinalTurnsWords.warning(f, RED, NAMES)).isEmpty();
    }

    @Test
    void R43_P386_one_final_turn_is_it_and_none_left_is_said() {
        FinalTurns f = FinalTurns.NONE.goOut(RED, List.of(RED, BLUE));
        assertThat(FinalTurnsWords.warning(f, BLUE, NAMES))
                .isEqualTo("Bea has 1 final turn left: without a Go Out or Hard Pass in it, Bea is eliminated.");
        assertThat(FinalTurnsWords.sentence(f.leaves(BLUE), NAMES)).isEqualTo("No final turns left.");
    }
}
