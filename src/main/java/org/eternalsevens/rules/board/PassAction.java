package org.eternalsevens.rules.board;

import java.util.Locale;

/**
 * What a pass icon does (R12, R29), with a few words for it. SHARED is a two-player shared eternal icon (R30). The
 * Pro boards add MUSTPLAY2, TAKE, DECLARE, TENS, DRAIN and PREP (R55); ETERNAL and SHARED are never on an Eternal
 * board ({@link #onEternalBoards}).
 */
public enum PassAction {
    RARE("a rare card from the Rare Area"),
    DISCARD("discard a card face down"),
    ETERNAL("reveal a continuous eternal"),
    MUSTPLAY("a Must Play token"),
    BLOCK("move a star block"),
    DRAGON("a Dragon action"),
    SHARED("the shared eternal icon"),
    MUSTPLAY2("two Must Play tokens"),
    TAKE("take a card from the discard pile"),
    DECLARE("declare a colour (the Barong exchange)"),
    TENS("the others hand over their 10s, as many cards back"),
    DRAIN("every other player loses two tokens"),
    PREP("covered at Preparation: never chosen in a pass");

    private final String words;

    PassAction(String words) {
        this.words = words;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What the icon does, in a few words ("take a card from the discard pile"). */
    public String words() {
        return words;
    }

    /** Whether an Eternal board may print this icon (R55): every action but the eternal and the shared icons. */
    public boolean onEternalBoards() {
        return this != ETERNAL && this != SHARED;
    }

    public static PassAction parse(String s) {
        for (PassAction a : values()) {
            if (a.id().equalsIgnoreCase(s == null ? "" : s.trim())) {
                return a;
            }
        }
        return null;
    }
}
