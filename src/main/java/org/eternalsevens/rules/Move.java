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
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;

/**
 * One thing that happened at the table. Arguments are checked when a move is made; whether it is legal
 * now is {@link Engine}'s question. {@code actor} is null for the table's own moves.
 */
public sealed interface Move {
    Colour actor();

    /** The parts a move names, for the programmer's message when one is missing ({@code move.part.*}, P455). */
    enum Part {
        PLAYER, SPACE, ICON, ETERNAL, RECEIVER, COLOUR, SWAP_TARGET, DRAGON_ACTION, REVEALED_HAND, BOARD, GIVER,
        RECEIVER_OF_RARE, FIELD
    }

    private static <T> T need(T value, Part what) {
        if (value == null) {
            throw new MoveArgumentException("missing", what);
        }
        return value;
    }

    /** Plays the card that belongs to the space. */
    record Play(Colour actor, Space space) implements Move {
        public Play {
            need(actor, Part.PLAYER);
            need(space, Part.SPACE);
        }
    }

    /** Plays a rare card into the space (R8). */
    record PlayRare(Colour actor, Space space) implements Move {
        public PlayRare {
            need(actor, Part.PLAYER);
            need(space, Part.SPACE);
        }
    }

    /**
     * Passes on an icon (R12): the icon as named ({@code discard}, {@code discard+1}) and what the pass names
     * besides, of the kind its {@link PassRule} takes.
     */
    record Pass(Colour actor, IconName icon, PassArgs args) implements Move {
        public Pass {
            need(actor, Part.PLAYER);
            need(icon, Part.ICON);
            args = args == null ? PassArgs.NONE : args;
            MoveArgumentException problem = PassRules.of(icon.action()).argsProblem(args);
            if (problem != null) {
                throw problem;
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
            need(actor, Part.PLAYER);
            need(name, Part.ETERNAL);
            if (InstantEternal.parse(name) == null && ContinuousEternal.parse(name) == null) {
                throw new MoveArgumentException("eternal.unknown", new Quote(name));
            }
            name = name.trim().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Skeleton: gives one card to another player; {@code rare} if it was a rare card. */
    record Give(Colour actor, Colour target, boolean rare) implements Move {
        public Give {
            need(actor, Part.PLAYER);
            need(target, Part.RECEIVER);
        }
    }

    /** Barong: declares a colour. */
    record Declare(Colour actor, CardColour colour) implements Move {
        public Declare {
            need(actor, Part.PLAYER);
            need(colour, Part.COLOUR);
        }
    }

    /** Dragon (instant): swaps with another player. */
    record Swap(Colour actor, Colour target) implements Move {
        public Swap {
            need(actor, Part.PLAYER);
            need(target, Part.SWAP_TARGET);
        }
    }

    /** Places a Must Play token when an effect (Medusa) calls for one. */
    record PlaceMustPlay(Colour actor, Space space) implements Move {
        public PlaceMustPlay {
            need(actor, Part.PLAYER);
            need(space, Part.SPACE);
        }
    }

    /** Two players: takes a face-up card; {@code card} is its optional name, such as R3 or P. */
    record Acquire(Colour actor, String card) implements Move {
        public Acquire {
            need(actor, Part.PLAYER);
            if (card != null && !card.matches("(?i)[RBGY]([1-9]|10)|P")) {
                throw new MoveArgumentException("acquire.card", new Quote(card));
            }
            card = card == null ? null : card.toUpperCase(java.util.Locale.ROOT);
        }
    }

    /** Gamer mode: takes a Dragon action (R40). */
    record TakeDragon(Colour actor, DragonAction action) implements Move {
        public TakeDragon {
            need(actor, Part.PLAYER);
            need(action, Part.DRAGON_ACTION);
        }
    }

    /** Gamer mode: declines the Dragon action a 2 or 9 offers (R40, R15). */
    record DeclineDragon(Colour actor) implements Move {
        public DeclineDragon {
            need(actor, Part.PLAYER);
        }
    }

    /** Gamer mode: a Hard Pass with the revealed hand, as the table enters it (R42). */
    record HardPass(Colour actor, List<RevealedCard> hand) implements Move {
        public HardPass {
            need(actor, Part.PLAYER);
            hand = List.copyOf(need(hand, Part.REVEALED_HAND));
        }
    }

    /** Pro level: picks an Eternal board by name (R52). */
    record Choose(Colour actor, String board) implements Move {
        public Choose {
            need(actor, Part.PLAYER);
            need(board, Part.BOARD);
            board = board.trim().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Ends the turn while a further card could still be played. */
    record EndTurn(Colour actor) implements Move {
        public EndTurn {
            need(actor, Part.PLAYER);
        }
    }

    /** Declares that the player cannot play and cannot pass (R13). */
    record Eliminate(Colour actor) implements Move {
        public Eliminate {
            need(actor, Part.PLAYER);
        }
    }

    /** The table: a rare card went from one hand to another in a hidden exchange. */
    record TableRare(Colour from, Colour to) implements Move {
        public TableRare {
            need(from, Part.GIVER);
            need(to, Part.RECEIVER_OF_RARE);
            if (from == to) {
                throw new MoveArgumentException("tableRare.same");
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
            need(field, Part.FIELD);
            need(colour, Part.PLAYER);
            if (value < 0 || value > 99) {
                throw new MoveArgumentException("tableFix.range");
            }
        }

        @Override
        public Colour actor() {
            return null;
        }
    }
}
