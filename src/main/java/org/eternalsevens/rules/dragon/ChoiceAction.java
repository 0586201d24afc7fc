package org.eternalsevens.rules.dragon;

import java.util.List;
import java.util.Locale;

/**
 * The spaces of the Choice card (R40). Front: APT, HEART, MINOTAUR, MUMMY. Back: APT, HEART, HARD_PASS_BONUS,
 * GO_OUT_BONUS. {@link #id()} is the record-format word: {@code apt heart minotaur mummy hardpass goout}; what a
 * space does is worded in {@code words} ({@code choice.<id>}, P387).
 */
public enum ChoiceAction {
    APT("apt"),
    HEART("heart"),
    MINOTAUR("minotaur"),
    MUMMY("mummy"),
    HARD_PASS_BONUS("hardpass"),
    GO_OUT_BONUS("goout");

    private static final List<ChoiceAction> FRONT = List.of(APT, HEART, MINOTAUR, MUMMY);
    private static final List<ChoiceAction> BACK = List.of(APT, HEART, HARD_PASS_BONUS, GO_OUT_BONUS);

    private final String id;

    ChoiceAction(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The four spaces of a side, in printed order (top to bottom). */
    public static List<ChoiceAction> on(DragonSide side) {
        return side == DragonSide.FRONT ? FRONT : BACK;
    }

    public boolean isOn(DragonSide side) {
        return on(side).contains(this);
    }

    /** Parses a record-format word in any case; null if it is not one. */
    public static ChoiceAction parse(String s) {
        for (ChoiceAction a : values()) {
            if (a.id.equals(s == null ? "" : s.trim().toLowerCase(Locale.ROOT))) {
                return a;
            }
        }
        return null;
    }
}
