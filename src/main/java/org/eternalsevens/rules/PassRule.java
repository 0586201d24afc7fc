package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * What one pass action does (R12): whether it can be done now, doing it, and the arguments it takes. One object
 * per {@link PassAction}, found with {@link PassRules#of}; a new icon (Gamer, Pro boards) is a new entry there.
 */
public abstract class PassRule {
    private final PassArgs.Kind args;
    private final String hint;

    PassRule(PassArgs.Kind args, String hint) {
        this.args = args;
        this.hint = hint;
    }

    /** The kind of arguments a pass on this icon names. */
    public PassArgs.Kind args() {
        return args;
    }

    /** One sentence on what the icon does, for a button's tooltip. */
    public String hint() {
        return hint;
    }

    /** Whether the action could be done now with some arguments, for "can still pass" (R13). */
    abstract boolean possible(Draft d);

    /** Whether it can be done now with these arguments, and if not, why. */
    abstract Verdict doable(Draft d, Draft.P p, PassArgs a);

    /** Does it; the disc and the icon's tokens are already taken care of. */
    abstract void act(Draft d, Draft.P p, PassArgs a);

    /** Every argument a pass on this icon could name: the legal moves keep those that are {@link #doable}. */
    List<PassArgs> variants() {
        switch (args) {
            case SPACE:
                List<PassArgs> spaces = new ArrayList<>(Space.ALL_SPACES.size());
                for (Space s : Space.ALL_SPACES) {
                    spaces.add(new PassArgs.OnSpace(s));
                }
                return spaces;
            case ROW:
                List<PassArgs> rows = new ArrayList<>(4);
                for (Colour c : Colour.values()) {
                    rows.add(new PassArgs.OfRow(c));
                }
                return rows;
            case RARE_OR_NONE:
                return List.of(PassArgs.NONE, new PassArgs.RareCard());
            default:
                return List.of(PassArgs.NONE);
        }
    }

    /**
     * The arguments worth offering now: {@link #variants()} unless the rule knows better (a take names only the
     * face-up cards the pile holds, R66). Every accepted argument leads where one of these leads.
     */
    List<PassArgs> variants(Draft d) {
        return variants();
    }

    /** Why these arguments do not fit the icon, or null when they do. */
    String argsProblem(PassArgs a) {
        PassArgs.Kind k = a.kind();
        if (k == args || args == PassArgs.Kind.RARE_OR_NONE && k == PassArgs.Kind.NONE) {
            return null;
        }
        switch (args) {
            case SPACE: return "a mustplay pass names the space for its token";
            case ROW: return "a block pass names the row of the block to move";
            case TWO_SPACES: return "a mustplay2 pass names the spaces for its two tokens";
            case COLOUR: return "a declare pass names a colour";
            case TAKEN: return "a take pass names nothing, * or a face-up card";
            default:
                switch (k) {
                    case SPACE: return "only a mustplay pass names a space";
                    case ROW: return "only a block pass names a row";
                    case TWO_SPACES: return "only a mustplay2 pass names two spaces";
                    case COLOUR: return "only a declare pass names a colour";
                    case TAKEN: return "only a take pass names a card from the discard pile";
                    default: return "only a discard pass can discard a rare card";
                }
        }
    }

    /** An icon that may always be chosen, whatever it names (R55: rare, declare, tens, drain). */
    abstract static class AlwaysOpen extends PassRule {
        AlwaysOpen(PassArgs.Kind args, String hint) {
            super(args, hint);
        }

        @Override
        final boolean possible(Draft d) {
            return true;
        }

        @Override
        final Verdict doable(Draft d, Draft.P p, PassArgs a) {
            return Verdict.OK;
        }
    }
}
