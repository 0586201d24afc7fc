package org.eternalsevens.rules.basics;

import java.util.Locale;

/** The continuous eternals, revealed by an eternal pass. Type 1 first, then Type 2. */
public enum ContinuousEternal {
    KRAKEN, PEGASUS, CYCLOPS, JINN, MEDUSA, GOLEM, MERMAID, FAIRY, VAMPIRE, WITCH, DRAGON;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String title() {
        return this == DRAGON ? "Dragon (sustained)" : name().charAt(0) + id().substring(1);
    }

    /** Whether number and purple cards of this space number are forbidden (R9). */
    public boolean forbids(int number) {
        switch (this) {
            case MERMAID: return number == 1 || number == 10;
            case FAIRY: return number == 3 || number == 8;
            case VAMPIRE: return number == 0 || number == 11;
            default: return false;
        }
    }

    /** Whether no Additional Play Token may be used while this is active (R27, R28). */
    public boolean blocksTokens() {
        return this == PEGASUS || this == DRAGON;
    }

    public static ContinuousEternal parse(String s) {
        for (ContinuousEternal e : values()) {
            if (e.id().equalsIgnoreCase(s == null ? "" : s.trim())) {
                return e;
            }
        }
        return null;
    }
}
