package org.eternalsevens.rules;

import java.util.Locale;

/**
 * One pass icon of an Eternal board (R55): a kind and the tokens it also gives, written as the board names it
 * ({@code take+2}, {@code mustplay2}, {@code prep+1}). Each kind maps to a {@link PassAction}, so an icon is a
 * {@link PassIcon} for the pass machinery.
 */
public record EternalIcon(Kind kind, int bonus) {
    /** R55's kinds: the Expert ones and Pro's new {@code mustplay2 take declare tens drain prep}. */
    public enum Kind {
        RARE(PassAction.RARE), DISCARD(PassAction.DISCARD), DRAGON(PassAction.DRAGON), MUSTPLAY(PassAction.MUSTPLAY),
        MUSTPLAY2(PassAction.MUSTPLAY2), BLOCK(PassAction.BLOCK), TAKE(PassAction.TAKE),
        DECLARE(PassAction.DECLARE), TENS(PassAction.TENS), DRAIN(PassAction.DRAIN), PREP(PassAction.PREP);

        private final PassAction action;

        Kind(PassAction action) {
            this.action = action;
        }

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The pass action of this kind. */
        public PassAction action() {
            return action;
        }

        public static Kind parse(String s) {
            for (Kind k : values()) {
                if (k.id().equals(s)) {
                    return k;
                }
            }
            return null;
        }
    }

    public EternalIcon {
        if (kind == null || bonus < 0 || bonus > 9) {
            throw new IllegalArgumentException("An Eternal board icon needs a kind and a bonus of 0..9");
        }
    }

    /** Parses {@code take+2}, {@code mustplay2}, {@code rare}; null if it is not an R55 icon. */
    public static EternalIcon parse(String label) {
        if (label == null) {
            return null;
        }
        String s = label.trim().toLowerCase(Locale.ROOT);
        int plus = s.indexOf('+');
        Kind kind = Kind.parse(plus < 0 ? s : s.substring(0, plus));
        if (kind == null) {
            return null;
        }
        if (plus < 0) {
            return new EternalIcon(kind, 0);
        }
        String n = s.substring(plus + 1);
        return n.length() == 1 && Character.isDigit(n.charAt(0)) ? new EternalIcon(kind, n.charAt(0) - '0') : null;
    }

    /** {@code take+2}, {@code declare}. */
    public String label() {
        return bonus == 0 ? kind.id() : kind.id() + "+" + bonus;
    }

    /** The same icon as the pass machinery knows it (R55). */
    public PassIcon passIcon() {
        return new PassIcon(kind.action(), bonus);
    }

    @Override
    public String toString() {
        return label();
    }
}
