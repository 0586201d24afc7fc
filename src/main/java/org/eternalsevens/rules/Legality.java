package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a card may go on the field (R2–R9). This one function gives the app's highlights, the summary's
 * {@code legal} and the engine's own check of every play, so the app never offers what the engine refuses.
 */
public final class Legality {
    private Legality() {
    }

    /** Whether the number or purple card of {@code s} may go into {@code s} now. */
    public static Verdict card(GameState state, Space s) {
        return card(state.field(), state.active(), s);
    }

    /** The same, for a field and the active continuous eternal. */
    public static Verdict card(Field f, ContinuousEternal active, Space s) {
        return cardOk(f, active, s) ? Verdict.OK : cardReason(f, active, s);
    }

    /** {@link #card} without the reason: the hot path of legal spaces. */
    static boolean cardOk(Field f, ContinuousEternal active, Space s) {
        if (f.hasCard(s) || active != null && active.forbids(s.number())) {
            return false;
        }
        return f.hasRare(s) || placementOk(f, s);
    }

    private static Verdict cardReason(Field f, ContinuousEternal active, Space s) {
        if (f.hasCard(s)) {
            return Verdict.no(RejectCode.SPACE_TAKEN, s + " already holds " + s.cardName() + ".");
        }
        if (active != null && active.forbids(s.number())) {
            return Verdict.no(RejectCode.X_TOKEN, s + " has an X token: " + active.title() + " forbids "
                    + forbiddenCards(active) + ". Only a rare card may go there.");
        }
        if (f.hasRare(s)) {
            return Verdict.OK; // the card may cover a rare card (R8)
        }
        return placement(f, s);
    }

    /** Whether a rare card may go into {@code s} now (R8, R9). */
    public static Verdict rare(GameState state, Space s) {
        return rare(state.field(), state.active(), s);
    }

    /** The same, for a field and the active continuous eternal. */
    public static Verdict rare(Field f, ContinuousEternal active, Space s) {
        return rareOk(f, active, s) ? Verdict.OK : rareReason(f, active, s);
    }

    /** {@link #rare} without the reason. */
    static boolean rareOk(Field f, ContinuousEternal active, Space s) {
        return !f.isFilled(s) && active != ContinuousEternal.WITCH && placementOk(f, s);
    }

    private static Verdict rareReason(Field f, ContinuousEternal active, Space s) {
        if (f.hasCard(s)) {
            return Verdict.no(RejectCode.SPACE_TAKEN, s + " already holds " + s.cardName() + ".");
        }
        if (f.hasRare(s)) {
            return Verdict.no(RejectCode.RARE_ON_RARE, s + " already holds a rare card: a rare card cannot go on "
                    + "another rare card.");
        }
        if (active == ContinuousEternal.WITCH) {
            return Verdict.no(RejectCode.RARES_FORBIDDEN, "Witch is active: no rare card may be played.");
        }
        return placement(f, s);
    }

    /** {@link #placement} without the reason. */
    private static boolean placementOk(Field f, Space s) {
        int filled = f.rowFilled(s.row());
        int n = s.number();
        if (f.hasBlock(s)) {
            return Integer.bitCount(filled) == Space.PER_ROW - 1;
        }
        if (filled == 0) {
            return n >= 4 && n <= 7;
        }
        return n > 0 && (filled >> (n - 1) & 1) != 0 || n < Space.PER_ROW - 1 && (filled >> (n + 1) & 1) != 0
                || s.isPurple() && (filled >> (Space.PER_ROW - 1 - n) & 1) != 0;
    }

    /** First card (R2), adjacency (R3), purple link (R5) and the final space under a star block (R6). */
    private static Verdict placement(Field f, Space s) {
        Colour row = s.row();
        int filled = f.rowFilled(row);
        int n = s.number();
        if (f.hasBlock(s)) {
            if (Integer.bitCount(filled) != Space.PER_ROW - 1) {
                return Verdict.no(RejectCode.SPACE_UNDER_STAR_BLOCK, s + " is under the " + row.id()
                        + " star block: it can be filled only as the last empty space of the " + row.id() + " row.");
            }
            return Verdict.OK;
        }
        if (filled == 0) {
            return n >= 4 && n <= 7 ? Verdict.OK : Verdict.no(RejectCode.FIRST_CARD_4_TO_7, "The " + row.id()
                    + " row is empty: its first card must be a 4, 5, 6 or 7.");
        }
        if (n > 0 && (filled >> (n - 1) & 1) != 0 || n < Space.PER_ROW - 1 && (filled >> (n + 1) & 1) != 0) {
            return Verdict.OK;
        }
        if (s.isPurple() && (filled >> (Space.PER_ROW - 1 - n) & 1) != 0) {
            return Verdict.OK; // purple link (R5)
        }
        return Verdict.no(RejectCode.NOT_ADJACENT, s + " is not next to a card in the " + row.id() + " row.");
    }

    static String forbiddenCards(ContinuousEternal e) {
        switch (e) {
            case MERMAID: return "1s and 10s";
            case FAIRY: return "3s and 8s";
            case VAMPIRE: return "purple cards";
            default: return "nothing";
        }
    }

    /** Whether the player to move may put a card on the field now: a turn is waiting for a play. */
    public static boolean mayPlayCard(GameState state) {
        return !state.finished() && state.pending() == Pending.NONE;
    }

    /** The summary's and the app's legal spaces; empty unless a play is awaited. Ignores Cyclops (R25). */
    public static LegalSpaces legalSpaces(GameState state) {
        if (!mayPlayCard(state)) {
            return LegalSpaces.NONE;
        }
        Field f = state.field();
        ContinuousEternal active = state.active();
        List<Space> play = new ArrayList<>();
        List<Space> rare = new ArrayList<>();
        for (Space s : Space.ALL_SPACES) {
            if (cardOk(f, active, s)) {
                play.add(s);
            }
            if (rareOk(f, active, s)) {
                rare.add(s);
            }
        }
        return new LegalSpaces(play, rare);
    }

    /** Whether a rare card could go anywhere now. */
    public static boolean anyRareSpace(Field f, ContinuousEternal active) {
        for (Space s : Space.ALL_SPACES) {
            if (rareOk(f, active, s)) {
                return true;
            }
        }
        return false;
    }
}
