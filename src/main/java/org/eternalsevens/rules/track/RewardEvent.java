package org.eternalsevens.rules.track;

/**
 * What earns a reward (R41, R45): going out, a Hard Pass, taking a star block, and at the Pro level any player's
 * Hard Pass, which the Witch and Vampire boards reward (R60).
 */
public enum RewardEvent {
    GO_OUT("goOut", "goes out"),
    HARD_PASS("hardPassReward", "Hard Passes"),
    STAR_BLOCK("starBlock", "takes a star block"),
    ANY_HARD_PASS("anyHardPass", "gains on a Hard Pass");

    private final String key;
    private final String verb;

    RewardEvent(String key, String verb) {
        this.key = key;
        this.verb = verb;
    }

    /**
     * The key of this event's reward list in a board profile, as R57's profile names it: {@code goOut},
     * {@code hardPassReward} ({@code hardPass} there is the hand size rule), {@code starBlock}, {@code anyHardPass}.
     */
    public String key() {
        return key;
    }

    /** The words after the colour in an explanation: "Red goes out". */
    public String verb() {
        return verb;
    }
}
