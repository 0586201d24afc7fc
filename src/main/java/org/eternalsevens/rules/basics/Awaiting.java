package org.eternalsevens.rules.basics;

import java.util.Locale;

/** What the engine waits for next (RECORD-FORMAT "awaiting"). */
public enum Awaiting {
    PLAY, REVEAL, CHOICE, CHOOSE, NONE;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
