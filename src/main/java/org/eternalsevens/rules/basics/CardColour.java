package org.eternalsevens.rules.basics;

import java.util.Locale;

/** A colour a card can have: the four row colours, or purple (Barong's declaration). */
public enum CardColour {
    RED, BLUE, GREEN, YELLOW, PURPLE;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static CardColour parse(String s) {
        for (CardColour c : values()) {
            if (c.id().equalsIgnoreCase(s == null ? "" : s.trim())) {
                return c;
            }
        }
        return null;
    }
}
