package org.eternalsevens.rules.dragon;

import java.util.Locale;

/** The three Dragon action cards (R40); {@code words} names them ({@code dragon.card.<id>}: "the Forbidden card"). */
public enum DragonCard {
    FORBIDDEN, PLAYABLE, CHOICE;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
