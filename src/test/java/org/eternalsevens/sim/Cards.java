package org.eternalsevens.sim;

import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;

/**
 * The simulator's real cards as small ints: 0..39 a number card (row * 10 + number - 1), {@link #PURPLE} one of
 * the 8 interchangeable purple cards, {@link #RARE} a rare card.
 */
final class Cards {
    static final int PURPLE = 40;
    static final int RARE = 41;
    static final int NUMBER_CARDS = 48;

    private Cards() {
    }

    /** The card that belongs to a space: its number card, or a purple card for spaces 0 and 11. */
    static int of(Space s) {
        return s.isPurple() ? PURPLE : s.row().ordinal() * 10 + s.number() - 1;
    }

    /** The one space of a number card (not for purple or rare cards). */
    static Space space(int card) {
        return Space.of(Colour.values()[card / 10], card % 10 + 1);
    }

    static CardColour colour(int card) {
        return card == PURPLE ? CardColour.PURPLE : card == RARE ? null : CardColour.values()[card / 10];
    }

    /** As a revealed card is written: R3, P or *. */
    static String label(int card) {
        if (card == RARE) {
            return "*";
        }
        if (card == PURPLE) {
            return "P";
        }
        return "" + Colour.values()[card / 10].letter() + (card % 10 + 1);
    }
}
