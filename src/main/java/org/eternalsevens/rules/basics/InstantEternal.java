package org.eternalsevens.rules.basics;

import java.util.Locale;

/** The instant eternals, revealed after a 2 or 9 is played. Type 1 first, then Type 2. */
public enum InstantEternal {
    PHOENIX, MUMMY, SKELETON, KYUBI, BARONG, MINOTAUR, GHOST, DRAGON, KING, KAPPA, YETI;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String title() {
        return name().charAt(0) + id().substring(1);
    }

    public static InstantEternal parse(String s) {
        for (InstantEternal e : values()) {
            if (e.id().equalsIgnoreCase(s == null ? "" : s.trim())) {
                return e;
            }
        }
        return null;
    }
}
