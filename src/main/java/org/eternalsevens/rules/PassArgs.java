package org.eternalsevens.rules;

/**
 * What a pass names besides its icon (RECORD-FORMAT "pass"): nothing, the space for a Must Play token, the row
 * of the star block to move, or a rare card discarded. Which kind an icon takes is its {@link PassRule}'s
 * {@link PassRule#args()}.
 */
public sealed interface PassArgs {
    /** The kinds of arguments, one per record below. */
    enum Kind {
        NONE, SPACE, ROW, RARE_OR_NONE
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
                throw new IllegalArgumentException("a mustplay pass names the space for its token");
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
                throw new IllegalArgumentException("a block pass names the row of the block to move");
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
}
