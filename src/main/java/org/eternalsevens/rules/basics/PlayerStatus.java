package org.eternalsevens.rules.basics;

import java.util.Locale;

/** Where a player stands: still playing, gone out, hard-passed (Gamer), or eliminated. */
public enum PlayerStatus {
    PLAYING, OUT, HARDPASSED, ELIMINATED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
