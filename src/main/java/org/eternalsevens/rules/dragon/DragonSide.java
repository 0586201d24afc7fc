package org.eternalsevens.rules.dragon;

import java.util.Locale;

/** The side of a Dragon action card that shows (R40): every card starts on its front. */
public enum DragonSide {
    FRONT, BACK;

    /** The record-format word: {@code front}, {@code back}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
