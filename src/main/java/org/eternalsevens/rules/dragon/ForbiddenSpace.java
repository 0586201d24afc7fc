package org.eternalsevens.rules.dragon;

import org.eternalsevens.rules.basics.ContinuousEternal;

/**
 * The eight spaces of the Forbidden card (R40), top to bottom on each side. Ghost and "discard one card" act
 * once; the others last while the cube stands on them. Fairy, Mermaid and Vampire place X tokens (R9).
 */
public enum ForbiddenSpace {
    FAIRY(DragonSide.FRONT, 1, ContinuousEternal.FAIRY, "3s and 8s cannot be played (Fairy)"),
    MERMAID(DragonSide.FRONT, 2, ContinuousEternal.MERMAID, "1s and 10s cannot be played (Mermaid)"),
    VAMPIRE(DragonSide.FRONT, 3, ContinuousEternal.VAMPIRE, "purple cards cannot be played (Vampire)"),
    GHOST(DragonSide.FRONT, 4, null, "all discarded cards are turned face up (Ghost)"),
    DISCARD_ONE(DragonSide.BACK, 1, null, "discard one card face down"),
    NO_TOKENS(DragonSide.BACK, 2, ContinuousEternal.DRAGON, "Additional Play Tokens cannot be used"),
    NO_DISCARDING(DragonSide.BACK, 3, ContinuousEternal.KRAKEN, "no card can be discarded from a hand (Kraken)"),
    NO_HARD_PASS(DragonSide.BACK, 4, null, "nobody can Hard Pass for the rest of the round");

    private static final ForbiddenSpace[] ALL = values();
    private final DragonSide side;
    private final int space;
    private final ContinuousEternal casual;
    private final String words;

    ForbiddenSpace(DragonSide side, int space, ContinuousEternal casual, String words) {
        this.side = side;
        this.space = space;
        this.casual = casual;
        this.words = words;
    }

    public DragonSide side() {
        return side;
    }

    /** 1..4 from the top. */
    public int space() {
        return space;
    }

    /** What the space does, for sentences and hover text. */
    public String words() {
        return words;
    }

    /** Who forbids, for refusal sentences: "the Dragon (Fairy)", "the Dragon (no Hard Pass)". */
    public String source() {
        switch (this) {
            case GHOST: return "the Dragon (Ghost)";
            case DISCARD_ONE: return "the Dragon (discard one card)";
            case NO_TOKENS: return "the Dragon (no Additional Play Tokens)";
            case NO_HARD_PASS: return "the Dragon (no Hard Pass)";
            default: return "the Dragon (" + casual.title() + ")";
        }
    }

    /** The Casual continuous eternal this lasting effect is, or null (Ghost, discard one, no Hard Pass). */
    public ContinuousEternal casual() {
        return casual;
    }

    /** Whether the effect lasts while the cube stands here (everything but Ghost and "discard one card"). */
    public boolean lasting() {
        return this != GHOST && this != DISCARD_ONE;
    }

    /** Whether it forbids cards with X tokens (R9): Fairy, Mermaid, Vampire. */
    public boolean placesXTokens() {
        return side == DragonSide.FRONT && space <= 3;
    }

    /** Whether the number and purple card of this space number is forbidden (R9). */
    public boolean forbids(int number) {
        return placesXTokens() && casual.forbids(number);
    }

    /** The X-system spaces a Pro witch or vampire may move the cube between (R73): front 1–3, back 2–4. */
    public boolean xSystem() {
        return lasting();
    }

    /** The space at (side, 1..4); null for space 0, the top where the cube waits. */
    public static ForbiddenSpace at(DragonSide side, int space) {
        for (ForbiddenSpace f : ALL) {
            if (f.side == side && f.space == space) {
                return f;
            }
        }
        return null;
    }
}
