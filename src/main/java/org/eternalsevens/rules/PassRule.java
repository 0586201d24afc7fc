package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * What one pass action does (R12): whether it can be done now, doing it, and the arguments it takes. One object
 * per {@link PassAction}, found with {@link PassRules#of}; a new icon (Gamer, Pro boards) is a new entry there.
 */
public abstract class PassRule {
    private final PassArgs.Kind args;

    PassRule(PassArgs.Kind args) {
        this.args = args;
    }

    /** The kind of arguments a pass on this icon names. */
    public PassArgs.Kind args() {
        return args;
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

    /**
     * Why these arguments do not fit the icon, or null when they do (P455): what the icon names
     * ({@code move.args.space}: "a mustplay pass names the space for its token"), or, for an icon that names
     * nothing, which icon alone names such arguments ({@code move.args.only.space}).
     */
    MoveArgumentException argsProblem(PassArgs a) {
        PassArgs.Kind k = a.kind();
        if (k == args || args == PassArgs.Kind.RARE_OR_NONE && k == PassArgs.Kind.NONE) {
            return null;
        }
        boolean named = args != PassArgs.Kind.NONE && args != PassArgs.Kind.RARE_OR_NONE;
        PassArgs.Kind kind = named ? args : k;
        return new MoveArgumentException((named ? "args." : "args.only.") + kind.name().toLowerCase(Locale.ROOT));
    }

    /** An icon that may always be chosen, whatever it names (R55: rare, declare, tens, drain). */
    abstract static class AlwaysOpen extends PassRule {
        AlwaysOpen(PassArgs.Kind args) {
            super(args);
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
