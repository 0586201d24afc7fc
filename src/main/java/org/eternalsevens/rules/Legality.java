package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Where a card may go on the field (R2–R9), with the reason a player reads: the engine checks every play here, and
 * {@link LegalMoves}, the one legal list (P227), lists the spaces from the same codes.
 */
public final class Legality {
    private Legality() {
    }

    /** Whether the number or purple card of {@code s} may go into {@code s} now. */
    public static Verdict card(GameState state, Space s) {
        return card(state.field(), state.rulesInForce(state.turn().actor()), s);
    }

    /** The same, for a field and the rules in force. */
    public static Verdict card(Field f, RulesInForce r, Space s) {
        return explain(cardCode(f, r, s), s, r);
    }

    /** Whether a rare card may go into {@code s} now (R8, R9). */
    public static Verdict rare(GameState state, Space s) {
        return rare(state.field(), state.rulesInForce(state.turn().actor()), s);
    }

    /** The same, for a field and the rules in force. */
    public static Verdict rare(Field f, RulesInForce r, Space s) {
        return explain(rareCode(f, r, s), s, r);
    }

    /**
     * The rules as codes, null when legal: legal spaces ask this for all 48 spaces, so the sentence is made only
     * for a refusal ({@link #explain}).
     */
    static RejectCode cardCode(Field f, RulesInForce r, Space s) {
        if (f.hasCard(s)) {
            return RejectCode.SPACE_TAKEN;
        }
        if (r.knownOut(s)) {
            return RejectCode.CARD_KNOWN_OUT; // R49
        }
        if (r.forbids(s.number())) {
            return RejectCode.X_TOKEN; // R9
        }
        return f.hasRare(s) ? null : placementCode(f, s); // a card may cover a rare card (R8)
    }

    static RejectCode rareCode(Field f, RulesInForce r, Space s) {
        if (f.hasCard(s)) {
            return RejectCode.SPACE_TAKEN;
        }
        if (f.hasRare(s)) {
            return RejectCode.RARE_ON_RARE; // R8
        }
        if (r.noRares()) {
            return RejectCode.RARES_FORBIDDEN; // R9
        }
        return placementCode(f, s);
    }

    /** First card (R2), adjacency (R3), purple link (R5) and the final space under a star block (R6). */
    private static RejectCode placementCode(Field f, Space s) {
        int filled = f.rowFilled(s.row());
        int n = s.number();
        if (f.hasBlock(s)) {
            return Integer.bitCount(filled) == Space.PER_ROW - 1 ? null : RejectCode.SPACE_UNDER_STAR_BLOCK;
        }
        if (filled == 0) {
            return n >= 4 && n <= 7 ? null : RejectCode.FIRST_CARD_4_TO_7;
        }
        boolean adjacent = n > 0 && (filled >> (n - 1) & 1) != 0
                || n < Space.PER_ROW - 1 && (filled >> (n + 1) & 1) != 0;
        boolean purpleLink = s.isPurple() && (filled >> (Space.PER_ROW - 1 - n) & 1) != 0;
        return adjacent || purpleLink ? null : RejectCode.NOT_ADJACENT;
    }

    /** The verdict for a code, with the values its sentence names. */
    private static Verdict explain(RejectCode code, Space s, RulesInForce r) {
        if (code == null) {
            return Verdict.OK;
        }
        String row = s.row().id();
        switch (code) {
            case SPACE_TAKEN:
                return Verdict.refuse(code, s, RevealedCard.of(s));
            case X_TOKEN:
                return Verdict.refuse(code, s, r.forbiddenBy(), r.forbiddenCards());
            case CARD_KNOWN_OUT:
                return new KnownOut(1L << s.index()).play(s);
            case RARE_ON_RARE:
                return Verdict.refuse(code, s);
            case RARES_FORBIDDEN:
                return Verdict.refuse(code, r.noRaresBy());
            case SPACE_UNDER_STAR_BLOCK:
                return Verdict.refuse(code, s, row);
            case FIRST_CARD_4_TO_7:
                return Verdict.refuse(code, row);
            default:
                return Verdict.refuse(code, s, row);
        }
    }

    /** Whether a rare card could go anywhere now. */
    public static boolean anyRareSpace(Field f, RulesInForce r) {
        for (Space s : Space.ALL_SPACES) {
            if (rareCode(f, r, s) == null) {
                return true;
            }
        }
        return false;
    }
}
