package org.eternalsevens.rules.basics;

import java.util.Locale;

/** The level of play. Beginner and Standard are Casual mode; Expert and Pro are Gamer mode. */
public enum Level {
    BEGINNER, STANDARD, EXPERT, PRO;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String title() {
        return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
    }

    public boolean isCasual() {
        return this == BEGINNER || this == STANDARD;
    }

    public static Level parse(String s) {
        for (Level level : values()) {
            if (level.id().equalsIgnoreCase(s == null ? "" : s.trim())) {
                return level;
            }
        }
        return null;
    }
}
