package org.eternalsevens.rules.dragon;

import java.util.OptionalInt;
import org.eternalsevens.rules.basics.Colour;

/**
 * One Dragon action (R40), as a record writes it after {@code dragon}: {@code forbidden [N]}, {@code playable},
 * {@code choice COLOUR ACTION}.
 */
public sealed interface DragonAction {
    /** The move's words after the actor: {@code dragon choice red apt}. */
    String words();

    /**
     * Moves the Forbidden cube to its next space, or (empty space) to space N 1..4 of its side: N the next space
     * is the plain move; another N is the Pro X-cube move (R73).
     */
    record Forbidden(OptionalInt space) implements DragonAction {
        public Forbidden {
            if (space == null || space.isPresent() && (space.getAsInt() < 1 || space.getAsInt() > 4)) {
                throw new IllegalArgumentException("A Forbidden space is 1..4");
            }
        }

        /** The plain move: the cube's next space. */
        public Forbidden() {
            this(OptionalInt.empty());
        }

        @Override
        public String words() {
            return space.isPresent() ? "dragon forbidden " + space.getAsInt() : "dragon forbidden";
        }
    }

    /** Moves the Playable cube to its next space. */
    record Playable() implements DragonAction {
        @Override
        public String words() {
            return "dragon playable";
        }
    }

    /** Moves the cube of colour {@code cube} to {@code action} on the Choice card's side that shows. */
    record Choice(Colour cube, ChoiceAction action) implements DragonAction {
        public Choice {
            if (cube == null || action == null) {
                throw new IllegalArgumentException("A Choice action needs a cube colour and a space");
            }
        }

        @Override
        public String words() {
            return "dragon choice " + cube.id() + " " + action.id();
        }
    }
}
