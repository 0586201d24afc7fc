package org.eternalsevens.rules.dragon;

import java.util.List;
import java.util.Locale;

/**
 * The spaces of the Choice card (R40). Front: APT, HEART, MINOTAUR, MUMMY. Back: APT, HEART, HARD_PASS_BONUS,
 * GO_OUT_BONUS. {@link #id()} is the record-format word: {@code apt heart minotaur mummy hardpass goout}.
 */
public enum ChoiceAction {
    APT("apt", "gain an Additional Play Token"),
    HEART("heart", "gain 1 heart"),
    MINOTAUR("minotaur", "move every star block to the opposite side (Minotaur)"),
    MUMMY("mummy", "everyone passes one card to the left (Mummy)"),
    HARD_PASS_BONUS("hardpass", "a Hard Pass earns 1 heart per unused disc, for every colour revealed"),
    GO_OUT_BONUS("goout", "a Go Out earns 1 heart per unused disc, for every colour revealed");

    private static final List<ChoiceAction> FRONT = List.of(APT, HEART, MINOTAUR, MUMMY);
    private static final List<ChoiceAction> BACK = List.of(APT, HEART, HARD_PASS_BONUS, GO_OUT_BONUS);

    private final String id;
    private final String words;

    ChoiceAction(String id, String words) {
        this.id = id;
        this.words = words;
    }

    public String id() {
        return id;
    }

    /** What the space does, for sentences and hover text. */
    public String words() {
        return words;
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
