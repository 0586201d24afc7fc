package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonStep;

/** Dragon actions (R40) and the boards that change them (R73, R74). */
public sealed interface DragonEvent extends Event {
    record NoneAvailable() implements DragonEvent {
        public String key() {
            return "event.dragon.none";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    /** A Dragon action is due: after a 2 or 9 it may be declined ({@code mayDecline}), on a pass it is taken. */
    record Offered(Colour who, boolean mayDecline) implements DragonEvent {
        public String key() {
            return mayDecline ? "event.dragon.mayTake" : "event.dragon.takes";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** The action taken: the cube's move, then what it did to its card ({@link DragonStep#words()}). */
    record Taken(DragonStep step) implements DragonEvent {
        public String key() {
            return "event.dragon.taken." + step.words().size();
        }

        public List<Object> args() {
            return List.copyOf(step.words());
        }
    }

    record Declined(Colour who) implements DragonEvent {
        public String key() {
            return "event.dragon.declined";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** A Golem board's second action (R74), or none available. */
    record SecondAction(String board, Colour who, boolean available) implements DragonEvent {
        public String key() {
            return available ? "event.dragon.second" : "event.dragon.secondNone";
        }

        public List<Object> args() {
            return List.of(board, who);
        }
    }

    /** A witch's or vampire's board moves the Forbidden cube between X-system spaces of a side's id (R73). */
    record XCubeMoved(String board, Colour who, int from, int to, String side) implements DragonEvent {
        public String key() {
            return "event.dragon.xCube";
        }

        public List<Object> args() {
            return List.of(board, who, from, to, side);
        }
    }

    /** The Must Play action with no space left. */
    record NoMustPlay() implements DragonEvent {
        public String key() {
            return "event.dragon.noMustPlay";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    /** The token action for a player already at the cap (R15). */
    record TokenCapped(Colour who) implements DragonEvent {
        public String key() {
            return "event.tokens.capped";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }
}
