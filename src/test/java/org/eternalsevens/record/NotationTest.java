package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The move notation of RECORD-FORMAT.md: round trips, lenient reading, and stable codes for unreadable moves. */
class NotationTest {
    @ParameterizedTest
    @ValueSource(strings = {"red: play R5", "blue: play Y11", "green: play G0", "yellow: rare B10",
        "red: pass rare", "red: pass discard", "red: pass discard *", "red: pass discard+1", "red: pass eternal",
        "red: pass eternal+1", "blue: pass mustplay R5", "blue: pass mustplay+1 G0", "green: pass block+2 R",
        "green: pass block Y", "yellow: pass shared", "red: reveal ghost", "red: reveal kraken", "blue: give red",
        "blue: give green *", "green: declare purple", "green: declare yellow", "yellow: swap red",
        "red: mustplay B7", "red: acquire", "blue: acquire R3", "blue: acquire P", "red: end", "red: eliminated",
        "table: rare red>blue", "table: fix hand green 7", "table: fix discs red 0", "table: fix apt yellow 2"})
    void every_verb_prints_as_it_reads(String text) throws NotationException {
        Move m = Notation.parse(text);
        assertThat(Notation.print(m)).isEqualTo(text);
        assertThat(Notation.parse(Notation.print(m))).isEqualTo(m);
    }

    @ParameterizedTest
    @ValueSource(strings = {"RED: PLAY R5", "red:play r5", "  Red :   play    R5  ", "red: play R5 # opening",
        "red: play r5#no space before the comment", "\tred:\tplay\tR5\t"})
    void case_blanks_and_comments_do_not_matter(String text) throws NotationException {
        assertThat(Notation.parse(text)).isEqualTo(new Move.Play(Colour.RED, Space.parse("R5")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"BLUE: Pass DISCARD * # a rare card|blue: pass discard *",
        "green :  declare   Purple|green: declare purple", "TABLE: RARE Red>Blue|table: rare red>blue",
        "yellow: pass Block g|yellow: pass block G", "red: Reveal  GHOST|red: reveal ghost"})
    void lenient_text_reads_to_the_canonical_move(String text, String canonical) throws NotationException {
        assertThat(Notation.print(Notation.parse(text))).isEqualTo(canonical);
    }

    @org.junit.jupiter.api.Test
    void parsed_moves_carry_their_arguments() throws NotationException {
        assertThat(Notation.parse("blue: pass mustplay+1 G0"))
                .isEqualTo(new Move.Pass(Colour.BLUE, new IconName(PassAction.MUSTPLAY, 1), new PassArgs.OnSpace(Space.parse("G0"))));
        assertThat(Notation.parse("green: declare purple")).isEqualTo(new Move.Declare(Colour.GREEN, CardColour.PURPLE));
        assertThat(Notation.parse("table: fix hand green 7")).isEqualTo(new Move.TableFix(FixField.HAND, Colour.GREEN, 7));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "red play R5|UNREADABLE_MOVE", "''|UNREADABLE_MOVE", "# just a comment|UNREADABLE_MOVE",
        "red:|UNREADABLE_MOVE", "purple: play R5|UNREADABLE_MOVE", "Ann: play R5|UNREADABLE_MOVE",
        "red: dance|UNKNOWN_VERB", "table: dance|UNKNOWN_VERB", "red: hardpass R0|BAD_ARGUMENT",
        "red: play R12|BAD_ARGUMENT", "red: play R05|BAD_ARGUMENT", "red: play X5|BAD_ARGUMENT",
        "red: play|BAD_ARGUMENT", "red: play R5 R6|BAD_ARGUMENT", "red: pass|BAD_ARGUMENT",
        "red: pass fly|BAD_ARGUMENT", "red: pass discard+x|BAD_ARGUMENT", "red: pass mustplay|BAD_ARGUMENT",
        "red: pass block Q|BAD_ARGUMENT", "red: pass discard R5|BAD_ARGUMENT", "red: reveal unicorn|BAD_ARGUMENT",
        "red: give purple|BAD_ARGUMENT", "red: give blue R3|BAD_ARGUMENT", "red: declare pink|BAD_ARGUMENT",
        "red: acquire R11|BAD_ARGUMENT", "table: rare red>red|BAD_ARGUMENT", "table: rare red|BAD_ARGUMENT",
        "table: fix size red 3|BAD_ARGUMENT", "table: fix hand red many|BAD_ARGUMENT", "red: end now|BAD_ARGUMENT"})
    void unreadable_moves_get_a_stable_code_and_a_plain_sentence(String text, RejectCode code) {
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parse(text));
        assertThat(e).as(text).isNotNull();
        assertThat(e.code()).as(text).isEqualTo(code);
        assertThat(e.reason()).as(text).isNotBlank().doesNotContain("\n").doesNotContain("Exception").endsWith(".");
        assertThat(e.getStackTrace()).as("no stack trace is built for a player's typo").isEmpty();
    }

    @org.junit.jupiter.api.Test
    void a_null_move_is_unreadable() {
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parse(null));
        assertThat(e.code()).isEqualTo(RejectCode.UNREADABLE_MOVE);
    }
}
