package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
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

/** The Pro passes of RECORD-FORMAT "Pro moves" read and print back the same (R55, R66, R69–R72). */
class ProPassNotationTest {
    @ParameterizedTest
    @ValueSource(strings = {"red: pass mustplay2 R3 B4", "red: pass mustplay2 Y11", "blue: pass take+2",
        "blue: pass take", "blue: pass take+2 R5", "blue: pass take *", "green: pass take P", "green: pass take+2 Y10",
        "yellow: pass declare red", "yellow: pass declare purple", "red: pass tens", "red: pass drain+2",
        "red: pass drain", "red: pass prep+1", "red: pass mustplay R0", "red: pass rare", "blue: pass dragon",
        "blue: pass shared", "red: pass mustplay+1 G11", "red: pass block+2 B"})
    void R55_pro_passes_print_as_they_read(String text) throws NotationException {
        assertThat(Notation.print(Notation.parse(text))).isEqualTo(text);
    }

    @Test
    void R66_R69_R70_pro_pass_arguments_read_as_their_kinds() throws NotationException {
        assertThat(Notation.parse("Red: PASS  mustplay2 r3   b4")).isEqualTo(new Move.Pass(Colour.RED,
                IconName.of(PassAction.MUSTPLAY2), new PassArgs.TwoSpaces(Space.parse("R3"), Space.parse("B4"))));
        assertThat(Notation.parse("red: pass mustplay2 g0")).isEqualTo(new Move.Pass(Colour.RED,
                IconName.of(PassAction.MUSTPLAY2), new PassArgs.TwoSpaces(Space.parse("G0"), null)));
        assertThat(Notation.parse("blue: pass take+2")).isEqualTo(new Move.Pass(Colour.BLUE,
                new IconName(PassAction.TAKE, 2), PassArgs.Taken.FACE_DOWN));
        assertThat(Notation.parse("blue: pass take *")).isEqualTo(new Move.Pass(Colour.BLUE,
                IconName.of(PassAction.TAKE), new PassArgs.Taken(RevealedCard.RARE)));
        assertThat(((PassArgs.Taken) ((Move.Pass) Notation.parse("blue: pass take *")).args()).rare()).isTrue();
        assertThat(Notation.parse("blue: pass take r5")).isEqualTo(new Move.Pass(Colour.BLUE,
                IconName.of(PassAction.TAKE), new PassArgs.Taken(RevealedCard.number(Space.parse("R5")))));
        assertThat(Notation.parse("yellow: pass declare GREEN")).isEqualTo(new Move.Pass(Colour.YELLOW,
                IconName.of(PassAction.DECLARE), new PassArgs.OfColour(CardColour.GREEN)));
        assertThat(Notation.parse("red: pass drain")).isEqualTo(new Move.Pass(Colour.RED,
                IconName.of(PassAction.DRAIN), PassArgs.NONE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"red: pass mustplay2|BAD_ARGUMENT", "red: pass mustplay2 R3 R3|BAD_ARGUMENT",
        "red: pass mustplay2 R3 B4 G5|BAD_ARGUMENT", "red: pass mustplay2 R12|BAD_ARGUMENT",
        "red: pass take R0|BAD_ARGUMENT", "red: pass take R5 R6|BAD_ARGUMENT", "red: pass take pink|BAD_ARGUMENT",
        "red: pass declare|BAD_ARGUMENT", "red: pass declare pink|BAD_ARGUMENT", "red: pass tens R5|BAD_ARGUMENT",
        "red: pass drain+2 R5|BAD_ARGUMENT", "red: pass exchange|BAD_ARGUMENT", "red: pass take+x|BAD_ARGUMENT"})
    void R55_unreadable_pro_passes_say_why(String text, RejectCode code) {
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parse(text));
        assertThat(e).as(text).isNotNull();
        assertThat(e.code()).as(text).isEqualTo(code);
        assertThat(e.reason()).as(text).isNotBlank().endsWith(".");
    }
}
