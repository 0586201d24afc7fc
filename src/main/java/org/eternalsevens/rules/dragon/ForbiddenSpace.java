package org.eternalsevens.rules.dragon;

import java.util.Locale;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.RuleSource;

/**
 * The eight spaces of the Forbidden card (R40), top to bottom on each side. Ghost and "discard one card" act
 * once; the others last while the cube stands on them. Fairy, Mermaid and Vampire place X tokens (R9).
 */
public enum ForbiddenSpace {
    FAIRY(DragonSide.FRONT, 1, ContinuousEternal.FAIRY),
    MERMAID(DragonSide.FRONT, 2, ContinuousEternal.MERMAID),
    VAMPIRE(DragonSide.FRONT, 3, ContinuousEternal.VAMPIRE),
    GHOST(DragonSide.FRONT, 4, null),
    DISCARD_ONE(DragonSide.BACK, 1, null),
    NO_TOKENS(DragonSide.BACK, 2, ContinuousEternal.DRAGON),
    NO_DISCARDING(DragonSide.BACK, 3, ContinuousEternal.KRAKEN),
    NO_HARD_PASS(DragonSide.BACK, 4, null);

    private static final ForbiddenSpace[] ALL = values();
    private final DragonSide side;
    private final int space;
    private final ContinuousEternal casual;

    ForbiddenSpace(DragonSide side, int space, ContinuousEternal casual) {
        this.side = side;
        this.space = space;
        this.casual = casual;
    }

    public DragonSide side() {
        return side;
    }

    /** 1..4 from the top. */
    public int space() {
        return space;
    }

    /** Its id, for the words of what it does ({@code dragon.forbidden.<id>}, P455). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Who forbids, for refusal sentences ("the Dragon (Fairy)", "the Dragon (no Hard Pass)" in words; P455). */
    public RuleSource source() {
        return new RuleSource.Dragon(id());
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
