package org.eternalsevens.rules.basics;

import java.util.Locale;

/** A player and row colour. Each has a letter, so colour is never the only sign. */
public enum Colour {
    RED('R'), BLUE('B'), GREEN('G'), YELLOW('Y');

    private static final Colour[] ALL = values();
    private final char letter;

    Colour(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    /** The lower-case name used in records: {@code red}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The capitalised name for sentences: {@code Red}. */
    public String title() {
        return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
    }

    public static Colour ofLetter(char c) {
        for (Colour colour : ALL) {
            if (colour.letter == Character.toUpperCase(c)) {
                return colour;
            }
        }
        return null;
    }

    /** Parses {@code red} in any case; null if it is not a colour. */
    public static Colour parse(String s) {
        if (s == null) {
            return null;
        }
        for (Colour colour : ALL) {
            if (colour.id().equalsIgnoreCase(s.trim())) {
                return colour;
            }
        }
        return null;
    }
}
