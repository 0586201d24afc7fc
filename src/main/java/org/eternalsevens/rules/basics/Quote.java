package org.eternalsevens.rules.basics;

/**
 * A value from a file or a player that a reason or a problem names, as given (P466): {@code words} quotes it, and
 * shortens a long one with its length ({@code words.Quoted}). {@link #toString} is for programmers' messages only: the
 * value in quotes, a long one cut to its start and "…".
 */
public record Quote(String value) {
    /** The most characters of a value in {@link #toString}. */
    private static final int MOST = 60;

    public Quote {
        value = String.valueOf(value);
    }

    @Override
    public String toString() {
        String v = value.length() <= MOST ? value
                : value.substring(0, Character.isHighSurrogate(value.charAt(MOST - 3)) ? MOST - 3 : MOST - 2) + "\u2026";
        StringBuilder b = new StringBuilder(v);
        for (int i = 0; i < b.length(); i++) {
            b.setCharAt(i, Character.isISOControl(b.charAt(i)) ? ' ' : b.charAt(i)); // one line
        }
        return "\"" + b + "\"";
    }
}
