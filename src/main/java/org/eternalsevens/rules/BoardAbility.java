package org.eternalsevens.rules;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;

/**
 * What one Eternal board ability does (R61–R74): the behaviour behind an {@link EternalAbility} id, found by that id
 * in {@link BoardAbilities}. The turn logic calls these hooks at the points the rulings name and never asks which
 * board a player has; every hook does nothing unless the ability has it.
 */
interface BoardAbility {
    /**
     * A card landed on the field (R61, R63, R64, R68), before anything else it causes. Called for every player
     * holding a board with this ability, so {@code owner} may be someone other than the player who played.
     */
    default void landed(Draft d, Draft.P owner, EternalBoard board, EternalAbility ability, Landing landing) {
    }

    /**
     * After the owner's own card and what it caused, while the owner is still in the round: true when the ability
     * opened a prompt the turn now waits for (the Skeleton's gift, R67).
     */
    default boolean followUp(Draft d, Draft.P owner, EternalBoard board, Landing landing) {
        return false;
    }

    /** Whether the owner may move the Forbidden cube between X-system spaces as a Dragon action (R73). */
    default boolean movesXCube() {
        return false;
    }

    /** Whether each Dragon action the owner takes is followed by a second one (R74). */
    default boolean secondDragonAction() {
        return false;
    }
}
