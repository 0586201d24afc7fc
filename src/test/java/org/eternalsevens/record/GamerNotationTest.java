package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.OptionalInt;

import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The Gamer moves of RECORD-FORMAT "Moves in Gamer mode" read and print back the same (R40, R42, R44). */
class GamerNotationTest {
    @ParameterizedTest
    @ValueSource(strings = {"red: hardpass", "red: hardpass R3 *", "blue: hardpass Y1 Y2", "green: hardpass P * B10",
        "red: dragon forbidden", "red: dragon forbidden 3", "yellow: dragon playable", "green: dragon choice yellow apt",
        "green: dragon choice red heart", "blue: dragon choice blue minotaur", "red: dragon choice green mummy",
        "red: dragon choice red hardpass", "red: dragon choice blue goout", "blue: dragon none", "red: choose minotaur",
        "red: pass dragon", "red: pass dragon+1", "blue: pass shared"})
    void ruling_R40_R42_gamer_moves_print_as_they_read(String text) throws NotationException {
        assertThat(Notation.print(Notation.parse(text))).isEqualTo(text);
    }

    @Test
    void ruling_R42_a_hard_pass_lists_the_revealed_hand() throws NotationException {
        assertThat(Notation.parse("Red: HARDPASS r3 p *")).isEqualTo(new Move.HardPass(Colour.RED,
                List.of(RevealedCard.number(Space.parse("R3")), RevealedCard.PURPLE, RevealedCard.RARE)));
        assertThat(Notation.parse("red: hardpass")).isEqualTo(new Move.HardPass(Colour.RED, List.of()));
    }

    @Test
    void ruling_R40_dragon_actions_read_as_the_dragon_cards_name_them() throws NotationException {
        assertThat(Notation.parse("green: dragon choice yellow apt")).isEqualTo(new Move.TakeDragon(Colour.GREEN,
                new DragonAction.Choice(Colour.YELLOW, ChoiceAction.APT)));
        assertThat(Notation.parse("red: dragon forbidden 2")).isEqualTo(new Move.TakeDragon(Colour.RED,
                new DragonAction.Forbidden(OptionalInt.of(2))));
        assertThat(Notation.parse("red: dragon none")).isEqualTo(new Move.DeclineDragon(Colour.RED));
        assertThat(Notation.parse("red: pass dragon+1")).isEqualTo(new Move.Pass(Colour.RED,
                new IconName(PassAction.DRAGON, 1), PassArgs.NONE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"red: hardpass R0|BAD_ARGUMENT", "red: hardpass X|BAD_ARGUMENT",
        "red: dragon|BAD_ARGUMENT", "red: dragon fly|BAD_ARGUMENT", "red: dragon forbidden 5|BAD_ARGUMENT",
        "red: dragon choice red|BAD_ARGUMENT", "red: dragon choice red fly|BAD_ARGUMENT",
        "red: dragon choice pink apt|BAD_ARGUMENT", "red: dragon none now|BAD_ARGUMENT", "red: choose|BAD_ARGUMENT"})
    void ruling_R40_R42_unreadable_gamer_moves_say_why(String text, RejectCode code) {
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parse(text));
        assertThat(e).as(text).isNotNull();
        assertThat(e.code()).as(text).isEqualTo(code);
        assertThat(e.reason()).as(text).isNotBlank().endsWith(".");
    }
}
