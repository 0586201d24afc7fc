package org.eternalsevens.rules;

import java.util.Locale;

/**
 * What a pass icon does (R12, R29). SHARED is a two-player shared eternal icon (R30). The Pro boards add
 * MUSTPLAY2, TAKE, DECLARE, TENS, DRAIN and PREP (R55).
 */
public enum PassAction {
    RARE, DISCARD, ETERNAL, MUSTPLAY, BLOCK, DRAGON, SHARED, MUSTPLAY2, TAKE, DECLARE, TENS, DRAIN, PREP;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static PassAction parse(String s) {
        for (PassAction a : values()) {
            if (a.id().equalsIgnoreCase(s == null ? "" : s.trim())) {
                return a;
            }
        }
        return null;
    }
}
