package org.eternalsevens.rules.board;

/**
 * One pass icon of a board, a player board's or an Eternal board's (R55, P283): its action and its token bonus,
 * written as the board names it ({@code take+2}, {@code mustplay2}, {@code prep+1}).
 */
public record PassIcon(PassAction action, int bonus) {
    public PassIcon {
        if (action == null || bonus < 0 || bonus > 9) {
            throw new IllegalArgumentException("A pass icon needs an action and a bonus of 0..9");
        }
    }

    /** {@code discard}, {@code mustplay+1}, {@code block+2}. */
    public String label() {
        return bonus == 0 ? action.id() : action.id() + "+" + bonus;
    }

    /** Parses a label such as {@code block+2}; null if it is not one. */
    public static PassIcon parse(String label) {
        if (label == null) {
            return null;
        }
        String s = label.trim();
        int plus = s.indexOf('+');
        PassAction action = PassAction.parse(plus < 0 ? s : s.substring(0, plus));
        if (action == null) {
            return null;
        }
        if (plus < 0) {
            return new PassIcon(action, 0);
        }
        String n = s.substring(plus + 1);
        if (n.length() != 1 || !Character.isDigit(n.charAt(0))) {
            return null;
        }
        return new PassIcon(action, n.charAt(0) - '0');
    }

    /** Parses an Eternal board's icon (R55); null if it is not one (the eternal and shared icons are not). */
    public static PassIcon parseEternal(String label) {
        PassIcon i = parse(label);
        return i == null || !i.action().onEternalBoards() ? null : i;
    }

    @Override
    public String toString() {
        return label();
    }
}
