package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.EternalBoards;

/** The registry of board abilities: every id has its class, and the turn logic never asks for a board by name. */
class BoardAbilitiesTest {
    private static final Path RULES = Path.of("src/main/java/org/eternalsevens/rules");

    @Test
    void R61_R74_every_ability_id_has_a_behaviour_and_nothing_else_is_registered() {
        assertThat(BoardAbilities.ids()).containsExactlyInAnyOrderElementsOf(EternalAbility.ids());
    }

    @Test
    void R57_every_ability_of_the_twenty_boards_is_found_by_its_id() {
        EternalBoards boards = ContentLoader.defaults().eternalBoards();
        assertThat(boards.all()).hasSize(20);
        Set<String> used = new HashSet<>();
        for (EternalBoard b : boards.all()) {
            for (EternalAbility a : b.abilities()) {
                assertThat(BoardAbilities.of(a.id())).isNotNull();
                used.add(a.id());
            }
        }
        assertThat(used).containsExactlyInAnyOrderElementsOf(EternalAbility.ids());
        assertThat(BoardAbilities.movesXCube(boards.named("witch"))).isTrue();
        assertThat(BoardAbilities.movesXCube(boards.named("golem"))).isFalse();
        assertThat(BoardAbilities.secondDragonAction(boards.named("golem"))).isTrue();
        assertThat(BoardAbilities.secondDragonAction(null)).isFalse();
    }

    @Test
    void the_turn_logic_names_no_eternal_board() throws Exception {
        EternalBoards boards = ContentLoader.defaults().eternalBoards();
        for (String file : new String[] {"Plays.java", "DragonTurns.java", "Choices.java", "SecondCards.java",
                "BoardAbilities.java", "Legality.java"}) {
            String src = Files.readString(RULES.resolve(file));
            for (EternalBoard b : boards.all()) {
                assertThat(src).as(file).doesNotContain("\"" + b.name() + "\"");
            }
        }
    }
}
