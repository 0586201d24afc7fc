package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.board.PassAction;
import org.junit.jupiter.api.Test;

/**
 * P455: a move made with arguments that do not fit it is refused with why as values (a key and its arguments),
 * never a sentence made in the rules; words says it.
 */
class MoveArgumentsTest {
    private static final Space R5 = Space.of(Colour.RED, 5);

    private static MoveArgumentException refused(Runnable make) {
        return catchThrowableOfType(make::run, MoveArgumentException.class);
    }

    @Test
    void P455_an_icon_that_names_something_says_what_it_names() {
        assertThat(refused(() -> Move.Pass.of(Colour.RED, PassAction.MUSTPLAY)).reason().key())
                .isEqualTo("move.args.space");
        assertThat(refused(() -> Move.Pass.of(Colour.RED, PassAction.BLOCK, new PassArgs.OnSpace(R5))).reason().key())
                .isEqualTo("move.args.row");
        assertThat(refused(() -> Move.Pass.of(Colour.RED, PassAction.TAKE, new PassArgs.OfRow(Colour.RED))).reason()
                .key()).isEqualTo("move.args.taken");
    }

    @Test
    void P455_an_icon_that_names_nothing_says_which_icon_names_such_arguments() {
        assertThat(refused(() -> Move.Pass.of(Colour.RED, PassAction.RARE, new PassArgs.OnSpace(R5))).reason().key())
                .isEqualTo("move.args.only.space");
        assertThat(refused(() -> Move.Pass.of(Colour.RED, PassAction.RARE, new PassArgs.RareCard())).reason().key())
                .isEqualTo("move.args.only.rare_or_none");
        assertThat(Move.Pass.of(Colour.RED, PassAction.DISCARD, new PassArgs.RareCard()).rare()).isTrue();
    }

    @Test
    void P455_a_missing_part_is_named_by_its_part() {
        MoveArgumentException e = refused(() -> new Move.Swap(Colour.RED, null));
        assertThat(e.reason().key()).isEqualTo("move.missing");
        assertThat(e.reason().args()).containsExactly(Move.Part.SWAP_TARGET);
        assertThat(refused(() -> new Move.Play(null, R5)).reason().args()).containsExactly(Move.Part.PLAYER);
    }

    @Test
    void P455_a_reveal_of_no_eternal_and_a_table_move_out_of_range_are_values() {
        assertThat(refused(() -> new Move.Reveal(Colour.RED, "xyz")).reason().key()).isEqualTo("move.eternal.unknown");
        assertThat(refused(() -> new Move.TableRare(Colour.RED, Colour.RED)).reason().args()).isEqualTo(List.of());
        assertThat(refused(() -> new Move.TableRare(Colour.RED, Colour.RED)).reason().key())
                .isEqualTo("move.tableRare.same");
    }
}
