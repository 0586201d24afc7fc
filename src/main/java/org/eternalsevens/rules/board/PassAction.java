package org.eternalsevens.rules.board;

import java.util.Locale;

/**
 * What a pass icon does (R12, R29); {@code words} says it ({@code pass.icon.<id>}, its hint {@code pass.hint.<id>}; P455). SHARED is a two-player shared eternal icon (R30). The
 * Pro boards add MUSTPLAY2, TAKE, DECLARE, TENS, DRAIN and PREP (R55); ETERNAL and SHARED are never on an Eternal
 * board ({@link #onEternalBoards}).
 */
public enum PassAction {
    RARE,
    DISCARD,
    ETERNAL,
    MUSTPLAY,
    BLOCK,
    DRAGON,
    SHARED,
    MUSTPLAY2,
    TAKE,
    DECLARE,
    TENS,
    DRAIN,
    PREP;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether an Eternal board may print this icon (R55): every action but the eternal and the shared icons. */
    public boolean onEternalBoards() {
        return this != ETERNAL && this != SHARED;
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
