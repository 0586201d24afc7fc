package org.eternalsevens.rules;

/**
 * How far a {@code table: fix} may go (R41, RECORD-FORMAT): each field's cap, and the sentence that refuses a value
 * beyond it. A correction beyond a cap is refused, never clamped (P220). The Gamer caps come from the profile.
 */
public final class CorrectionCaps {
    /** The number and purple cards (R31), and the rare cards. */
    static final int NUMBER_CARDS = 48;
    static final int RARE_CARDS = 4;
    /** Casual: one star per row's block. */
    static final int STAR_BLOCKS = 4;

    private CorrectionCaps() {
    }

    /** The highest value {@code field} may be set to for {@code c} now. */
    public static int of(GameState s, FixField field, Colour c) {
        Draft d = new Draft(s);
        return of(d, d.p(c), field);
    }

    static int of(Draft d, Draft.P p, FixField field) {
        switch (field) {
            case HAND: // every card not on the field
                return NUMBER_CARDS + RARE_CARDS - d.field.cardCount() - d.field.rareCount() - d.field.coveredCount();
            case RARES:
                return Math.min(p.hand, p.rares + d.supply.rareArea());
            case APT: // the board's cap at the Pro level (R76); none before the boards are chosen (P225)
                return d.pending == Pending.CHOOSE ? 0 : d.rules(p).tokenCap();
            case STARS:
                return d.gamer == null ? STAR_BLOCKS : d.setup.gamer().caps().starCap();
            case HEARTS:
                return d.gamer == null ? Integer.MAX_VALUE : d.setup.gamer().caps().heartCap();
            default:
                return d.setup.rules().discs();
        }
    }

    /** Why {@code value} is beyond the cap, in the table's words; null when it is within it. */
    static String beyond(Draft d, Draft.P p, FixField field, int value) {
        int cap = of(d, p, field);
        if (value >= 0 && value <= cap) {
            return null;
        }
        String who = d.name(p.colour);
        if (value < 0) {
            return "A count cannot be below 0.";
        }
        int players = d.setup.playerCount();
        switch (field) {
            case HAND:
                return who + " cannot hold " + value + " cards: only " + cap + " are off the field.";
            case RARES:
                return value > p.hand ? who + " holds only " + p.hand + " cards, so not " + value + " rare cards."
                        : "The Rare Area does not hold " + (value - p.rares) + " more rare cards.";
            case APT:
                return who + " holds at most " + cap + " Additional Play Tokens" + (d.pending == Pending.CHOOSE
                        ? " while the Eternal boards are chosen: tokens come after, by the board (R76)." : ".");
            case STARS:
                return d.gamer == null ? "There are only " + cap + " star blocks."
                        : "Stars go up to " + cap + " with " + players + " players (R41), not " + value + ".";
            case HEARTS:
                return "Hearts go up to " + cap + " with " + players + " players (R41), not " + value + ".";
            default:
                return "A player has at most " + cap + " pass discs at this level.";
        }
    }
}
