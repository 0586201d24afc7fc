package org.eternalsevens.rules.track;

/**
 * What earns a reward (R41, R45): going out, a Hard Pass, taking a star block, and at the Pro level any player's
 * Hard Pass, which the Witch and Vampire boards reward (R60).
 */
public enum RewardEvent {
    GO_OUT("goOut"),
    HARD_PASS("hardPassReward"),
    STAR_BLOCK("starBlock"),
    ANY_HARD_PASS("anyHardPass");

    private final String key;

    RewardEvent(String key) {
        this.key = key;
    }

    /**
     * The key of this event's reward list in a board profile, as R57's profile names it: {@code goOut},
     * {@code hardPassReward} ({@code hardPass} there is the hand size rule), {@code starBlock}, {@code anyHardPass}.
     */
    public String key() {
        return key;
    }
}
