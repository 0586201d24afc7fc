package org.eternalsevens.rules;

import java.util.List;
import java.util.Locale;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Space;

/** The Casual and Standard eternals (R16–R28): revealed, and what each does. */
public sealed interface EternalEvent extends Event {
    /** An eternal revealed by its title. */
    record Revealed(Colour who, String eternal) implements EternalEvent {
        public String key() {
            return "event.eternal.revealed";
        }

        public List<Object> args() {
            return List.of(who, eternal);
        }
    }

    /** A lasting effect begins (R22–R28). */
    record NowActive(ContinuousEternal eternal) implements EternalEvent {
        public String key() {
            switch (eternal) {
                case KRAKEN: case PEGASUS: case CYCLOPS: case JINN: case MERMAID: case FAIRY: case VAMPIRE: case WITCH:
                case DRAGON:
                    return "event.active." + eternal.name().toLowerCase(Locale.ROOT);
                default:
                    return "event.active.once";
            }
        }

        public List<Object> args() {
            return List.of(eternal.title());
        }
    }

    /** Medusa: the player places a Must Play token, or none can be placed ({@code possible} false). */
    record MedusaToken(Colour who, boolean possible) implements EternalEvent {
        public String key() {
            return possible ? "event.medusa.places" : "event.medusa.none";
        }

        public List<Object> args() {
            return List.of(who);
        }
    }

    /** Medusa's token placed on its space. */
    record MedusaPlaced(Colour who, Space space) implements EternalEvent {
        public String key() {
            return "event.medusa.placed";
        }

        public List<Object> args() {
            return List.of(who, space);
        }
    }

    /** Golem repeats the top instant eternal, or does nothing ({@code eternal} null). */
    record GolemRepeats(String eternal) implements EternalEvent {
        public String key() {
            return eternal == null ? "event.golem.nothing" : "event.golem.repeats";
        }

        public List<Object> args() {
            return eternal == null ? List.of() : List.of(eternal);
        }
    }

    /** An instant eternal's effect that names at most one player (R17–R20). */
    record Instant(InstantEternal eternal, Colour who) implements EternalEvent {
        public String key() {
            return "event.instant." + eternal.name().toLowerCase(Locale.ROOT);
        }

        public List<Object> args() {
            return who == null ? List.of() : List.of(who);
        }
    }

    /** The instant eternal deck is empty at a 2 or 9. */
    record InstantDeckEmpty() implements EternalEvent {
        public String key() {
            return "event.instant.deckEmpty";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    /** Skeleton: a card or a rare card given. */
    record Gave(Colour from, boolean rare, Colour to) implements EternalEvent {
        public String key() {
            return rare ? "event.skeleton.rare" : "event.skeleton.card";
        }

        public List<Object> args() {
            return List.of(from, to);
        }
    }

    /** Barong: a colour's id declared; with two players up to {@code upTo} cards, else one (null). */
    record Declared(Colour who, String colour, Integer upTo) implements EternalEvent {
        public String key() {
            return upTo == null ? "event.barong" : "event.barong.two";
        }

        public List<Object> args() {
            return upTo == null ? List.of(who, colour) : List.of(who, colour, upTo);
        }
    }

    /** Dragon (the instant eternal): whole hands swapped, or {@code gave} and {@code got} cards. */
    record Swapped(Colour who, Colour with, Integer gave, Integer got) implements EternalEvent {
        public String key() {
            return gave == null ? "event.swap.hands" : "event.swap.cards";
        }

        public List<Object> args() {
            return gave == null ? List.of(who, with) : List.of(who, gave, with, got);
        }
    }
}
