package org.eternalsevens.rules;

/** What earns a reward (R41, R45): going out, a Hard Pass, taking a star block. Pro adds ANY_HARD_PASS (R60). */
public enum RewardEvent {
    GO_OUT("goOut", "goes out"),
    HARD_PASS("hardPass", "Hard Passes"),
    STAR_BLOCK("starBlock", "takes a star block");

    private final String key;
    private final String verb;

    RewardEvent(String key, String verb) {
        this.key = key;
        this.verb = verb;
    }

    /** The key of this event's reward list in a board profile: {@code goOut}, {@code hardPass}, {@code starBlock}. */
    public String key() {
        return key;
    }

    /** The words after the colour in an explanation: "Red goes out". */
    public String verb() {
        return verb;
    }
}
