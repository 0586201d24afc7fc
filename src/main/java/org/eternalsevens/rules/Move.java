package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.Quoted;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;

/**
 * One thing that happened at the table. Arguments are checked when a move is made; whether it is legal
 * now is {@link Engine}'s question. {@code actor} is null for the table's own moves.
 */
public sealed interface Move {
    Colour actor();

    private static <T> T need(T value, String what) {
        if (value == null) {
            throw new IllegalArgumentException(what + " is missing");
        }
        return value;
    }

    /** Plays the card that belongs to the space. */
    record Play(Colour actor, Space space) implements Move {
        public Play {
            need(actor, "the player");
            need(space, "the space");
        }
    }

    /** Plays a rare card into the space (R8). */
    record PlayRare(Colour actor, Space space) implements Move {
        public PlayRare {
            need(actor, "the player");
            need(space, "the space");
        }
    }

    /**
     * Passes on an icon (R12): the icon as named ({@code discard}, {@code discard+1}) and what the pass names
     * besides, of the kind its {@link PassRule} takes.
     */
    record Pass(Colour actor, IconName icon, PassArgs args) implements Move {
        public Pass {
            need(actor, "the player");
            need(icon, "the pass icon");
            args = args == null ? PassArgs.NONE : args;
            String problem = PassRules.of(icon.action()).argsProblem(args);
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
        }

        public static Pass of(Colour actor, PassAction action) {
            return new Pass(actor, IconName.of(action), PassArgs.NONE);
        }

        public static Pass of(Colour actor, PassAction action, PassArgs args) {
            return new Pass(actor, IconName.of(action), args);
        }

        public PassAction action() {
            return icon.action();
        }

        /** The token bonus as written, or null for a bare name. */
        public Integer bonus() {
            return icon.bonus();
        }

        /** The Must Play space, or null. */
        public Space space() {
            return args instanceof PassArgs.OnSpace o ? o.space() : null;
        }

        /** The row of the star block to move, or null. */
        public Colour row() {
            return args instanceof PassArgs.OfRow r ? r.row() : null;
        }

        /** Whether a rare card is discarded. */
        public boolean rare() {
            return args instanceof PassArgs.RareCard;
        }
    }

    /** The eternal the table turned up: an instant one after a 2 or 9, a continuous one after a pass. */
    record Reveal(Colour actor, String name) implements Move {
        public Reveal {
            need(actor, "the player");
            need(name, "the eternal");
            if (InstantEternal.parse(name) == null && ContinuousEternal.parse(name) == null) {
                throw new IllegalArgumentException(Quoted.of(name) + " is not an eternal");
            }
            name = name.trim().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Skeleton: gives one card to another player; {@code rare} if it was a rare card. */
    record Give(Colour actor, Colour target, boolean rare) implements Move {
        public Give {
            need(actor, "the player");
            need(target, "the player who receives the card");
        }
    }

    /** Barong: declares a colour. */
    record Declare(Colour actor, CardColour colour) implements Move {
        public Declare {
            need(actor, "the player");
            need(colour, "the colour");
        }
    }

    /** Dragon (instant): swaps with another player. */
    record Swap(Colour actor, Colour target) implements Move {
        public Swap {
            need(actor, "the player");
            need(target, "the player to swap with");
        }
    }

    /** Places a Must Play token when an effect (Medusa) calls for one. */
    record PlaceMustPlay(Colour actor, Space space) implements Move {
        public PlaceMustPlay {
            need(actor, "the player");
            need(space, "the space");
        }
    }

    /** Two players: takes a face-up card; {@code card} is its optional name, such as R3 or P. */
    record Acquire(Colour actor, String card) implements Move {
        public Acquire {
            need(actor, "the player");
            if (card != null && !card.matches("(?i)[RBGY]([1-9]|10)|P")) {
                throw new IllegalArgumentException(Quoted.of(card) + " is not a card: write R3 or P");
            }
            card = card == null ? null : card.toUpperCase(java.util.Locale.ROOT);
        }
    }

    /** Gamer mode: takes a Dragon action (R40). */
    record TakeDragon(Colour actor, DragonAction action) implements Move {
        public TakeDragon {
            need(actor, "the player");
            need(action, "the Dragon action");
        }
    }

    /** Gamer mode: declines the Dragon action a 2 or 9 offers (R40, R15). */
    record DeclineDragon(Colour actor) implements Move {
        public DeclineDragon {
            need(actor, "the player");
        }
    }

    /** Gamer mode: a Hard Pass with the revealed hand, as the table enters it (R42). */
    record HardPass(Colour actor, List<RevealedCard> hand) implements Move {
        public HardPass {
            need(actor, "the player");
            hand = List.copyOf(need(hand, "the revealed hand"));
        }
    }

    /** Pro level: picks an Eternal board by name (R52). */
    record Choose(Colour actor, String board) implements Move {
        public Choose {
            need(actor, "the player");
            need(board, "the board");
            board = board.trim().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Ends the turn while a further card could still be played. */
    record EndTurn(Colour actor) implements Move {
        public EndTurn {
            need(actor, "the player");
        }
    }

    /** Declares that the player cannot play and cannot pass (R13). */
    record Eliminate(Colour actor) implements Move {
        public Eliminate {
            need(actor, "the player");
        }
    }

    /** The table: a rare card went from one hand to another in a hidden exchange. */
    record TableRare(Colour from, Colour to) implements Move {
        public TableRare {
            need(from, "the player who gave the rare card");
            need(to, "the player who received it");
            if (from == to) {
                throw new IllegalArgumentException("a rare card moves between two different players");
            }
        }

        @Override
        public Colour actor() {
            return null;
        }
    }

    /** The table corrects the tracked state. */
    record TableFix(FixField field, Colour colour, int value) implements Move {
        public TableFix {
            need(field, "the field to fix");
            need(colour, "the player");
            if (value < 0 || value > 99) {
                throw new IllegalArgumentException("a corrected value is 0..99");
            }
        }

        @Override
        public Colour actor() {
            return null;
        }
    }
}
