package org.eternalsevens.rules.board;

/**
 * A pass icon as a move names it: its action and, if written, its token bonus ({@code discard}, {@code discard+1}).
 * A null bonus means the rule of RECORD-FORMAT "Which icon a bare name means".
 */
public record IconName(PassAction action, Integer bonus) {
    public IconName {
        if (action == null) {
            throw new IllegalArgumentException("the pass icon is missing");
        }
        if (bonus != null && (bonus < 0 || bonus > 9)) {
            throw new IllegalArgumentException("a token bonus is 0..9");
        }
    }

    public static IconName of(PassAction action) {
        return new IconName(action, null);
    }

    /** {@code discard} or {@code discard+1}. */
    public String label() {
        return bonus == null ? action.id() : action.id() + "+" + bonus;
    }
}
