package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.setup.Setup;
import org.junit.jupiter.api.Test;

/** Issue 25 §4, P358: a typed move accepts a player's name for a colour, case-insensitive, unless it is unclear. */
class TypedMovesTest {
    private static Setup table(String... colourAndName) {
        Map<String, String> names = new HashMap<>();
        for (int i = 0; i < colourAndName.length; i += 2) {
            names.put(colourAndName[i], colourAndName[i + 1]);
        }
        RecordSetup rs = new RecordSetup("standard", List.of("red", "blue", "green"), "red", names, null, null, null);
        return rs.toSetup(ContentLoader.defaults()).setup();
    }

    @Test
    void P358_a_players_name_in_any_case_means_their_colour() throws Exception {
        Setup s = table("red", "Dev", "blue", "Mia");
        assertThat(TypedMoves.parse("dev: play B4", s)).isEqualTo(new Move.Play(Colour.RED, Space.of(Colour.BLUE, 4)));
        assertThat(TypedMoves.parse("  MIA :play R5 # a note", s))
                .isEqualTo(new Move.Play(Colour.BLUE, Space.of(Colour.RED, 5)));
        assertThat(TypedMoves.parse("green: play R5", s)).isEqualTo(Notation.parse("green: play R5"));
        assertThat(TypedMoves.parse("red: play R5", s)).isEqualTo(Notation.parse("red: play R5"));
        assertThat(TypedMoves.parse("table: fix hand red 3", s)).isEqualTo(Notation.parse("table: fix hand red 3"));
    }

    @Test
    void P358_a_name_two_players_share_is_refused_with_both_names() {
        Setup s = table("red", "Sam", "blue", "sam");
        assertThatThrownBy(() -> TypedMoves.parse("sam: play B4", s)).isInstanceOfSatisfying(NotationException.class,
                e -> {
                    assertThat(e.code()).isEqualTo(RejectCode.UNREADABLE_MOVE);
                    assertThat(e.getMessage()).contains("both Sam and sam").contains("red: …");
                });
    }

    @Test
    void P358_a_colour_word_that_is_another_players_name_is_refused() throws Exception {
        Setup s = table("red", "Blue", "blue", "Kai");
        assertThatThrownBy(() -> TypedMoves.parse("blue: play B4", s)).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.getMessage()).contains("both a colour and Blue's name").contains("red: …"));
        assertThat(TypedMoves.parse("red: play B4", table("red", "Red")).actor())
                .as("a player named as their own colour").isEqualTo(Colour.RED);
    }

    @Test
    void P358_an_unknown_word_is_refused_as_before() {
        Setup s = table("red", "Dev");
        assertThatThrownBy(() -> TypedMoves.parse("bob: play B4", s)).isInstanceOf(NotationException.class)
                .hasMessageContaining("is not a player");
    }
}
