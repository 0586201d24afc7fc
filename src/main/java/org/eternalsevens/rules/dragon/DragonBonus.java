package org.eternalsevens.rules.dragon;

/** The Choice card's two back-side bonuses (R40): 1 heart per unused disc for a revealed colour. */
public enum DragonBonus {
    HARD_PASS(ChoiceAction.HARD_PASS_BONUS), GO_OUT(ChoiceAction.GO_OUT_BONUS);

    private final ChoiceAction space;

    DragonBonus(ChoiceAction space) {
        this.space = space;
    }

    /** The Choice space that grants this bonus. */
    public ChoiceAction space() {
        return space;
    }
}
