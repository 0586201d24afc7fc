package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/**
 * How far a {@code table: fix} may go (R41, RECORD-FORMAT): each field's cap, and the refusal of a value
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

    /** The refusal of {@code value} beyond the cap, as values; OK when it is within it. */
    static Verdict beyond(Draft d, Draft.P p, FixField field, int value) {
        int cap = of(d, p, field);
        if (value >= 0 && value <= cap) {
            return Verdict.OK;
        }
        Colour who = p.colour;
        if (value < 0) {
            return bad("below_zero");
        }
        int players = d.setup.playerCount();
        switch (field) {
            case HAND:
                return bad("hand", who, value, cap);
            case RARES:
                return value > p.hand ? bad("rares_hand", who, p.hand, value) : bad("rare_area", value - p.rares);
            case APT:
                return d.pending == Pending.CHOOSE ? bad("apt_choosing", who, cap) : bad("apt", who, cap);
            case STARS:
                return d.gamer == null ? bad("star_blocks", cap) : bad("stars", cap, players, value);
            case HEARTS:
                return bad("hearts", cap, players, value);
            default:
                return bad("discs", cap);
        }
    }

    private static Verdict bad(String variant, Object... args) {
        return Verdict.refuseAs(RejectCode.BAD_CORRECTION, variant, args);
    }
}
