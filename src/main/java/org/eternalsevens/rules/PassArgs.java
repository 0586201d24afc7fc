package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;

/**
 * What a pass names besides its icon (RECORD-FORMAT "pass"): nothing, the space for a Must Play token, the row
 * of the star block to move, or a rare card discarded; at the Pro level two Must Play spaces (R69), a declared
 * colour (R70) and the card taken from the discard pile (R66). Which kind an icon takes is its {@link PassRule}'s
 * {@link PassRule#args()}.
 */
public sealed interface PassArgs {
    /** The kinds of arguments, one per record below. */
    enum Kind {
        NONE, SPACE, ROW, RARE_OR_NONE, TWO_SPACES, COLOUR, TAKEN
    }

    None NONE = new None();

    Kind kind();

    /** Nothing more: {@code pass rare}, {@code pass eternal}, a plain {@code pass discard}. */
    record None() implements PassArgs {
        @Override
        public Kind kind() {
            return Kind.NONE;
        }
    }

    /** {@code pass mustplay R3}. */
    record OnSpace(Space space) implements PassArgs {
        public OnSpace {
            if (space == null) {
                throw new MoveArgumentException("args.space");
            }
        }

        @Override
        public Kind kind() {
            return Kind.SPACE;
        }
    }

    /** {@code pass block B}. */
    record OfRow(Colour row) implements PassArgs {
        public OfRow {
            if (row == null) {
                throw new MoveArgumentException("args.row");
            }
        }

        @Override
        public Kind kind() {
            return Kind.ROW;
        }
    }

    /** {@code pass discard *}: the card discarded is a rare card. */
    record RareCard() implements PassArgs {
        @Override
        public Kind kind() {
            return Kind.RARE_OR_NONE;
        }
    }

    /** {@code pass mustplay2 R3 B4}: two Must Play spaces, or one ({@code second} null) when only one fits (R69). */
    record TwoSpaces(Space first, Space second) implements PassArgs {
        public TwoSpaces {
            if (first == null || first.equals(second)) {
                throw new MoveArgumentException("args.two_spaces.different");
            }
        }

        @Override
        public Kind kind() {
            return Kind.TWO_SPACES;
        }
    }

    /** {@code pass declare red}: the Barong exchange's colour (R70). */
    record OfColour(CardColour colour) implements PassArgs {
        public OfColour {
            if (colour == null) {
                throw new MoveArgumentException("args.colour");
            }
        }

        @Override
        public Kind kind() {
            return Kind.COLOUR;
        }
    }

    /**
     * {@code pass take+2 [CARD]} (R66): {@code card} null for a face-down card, {@link RevealedCard#RARE} for a
     * rare card ({@code *}), or a face-up card named as in a revealed hand ({@code R5}, {@code P}).
     */
    record Taken(RevealedCard card) implements PassArgs {
        /** {@code pass take+2}: a face-down card. */
        public static final Taken FACE_DOWN = new Taken(null);

        public boolean rare() {
            return card != null && card.kind() == RevealedCard.Kind.RARE;
        }

        @Override
        public Kind kind() {
            return Kind.TAKEN;
        }
    }
}
