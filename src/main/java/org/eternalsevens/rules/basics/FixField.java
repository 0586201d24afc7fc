package org.eternalsevens.rules.basics;

import java.util.Locale;

/** What a {@code table: fix} correction may set. */
public enum FixField {
    HAND, RARES, APT, STARS, HEARTS, DISCS;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static FixField parse(String s) {
        for (FixField f : values()) {
            if (f.id().equalsIgnoreCase(s == null ? "" : s.trim())) {
                return f;
            }
        }
        return null;
    }
}
