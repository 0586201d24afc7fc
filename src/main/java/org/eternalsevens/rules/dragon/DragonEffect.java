package org.eternalsevens.rules.dragon;

import java.util.Set;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;

/**
 * What a Dragon action does, as descriptors the engine applies in order (R40). Each stands for the Casual
 * effect named in its comment ("Many of the effects are the same as those in Eternals actions in Casual Mode").
 */
public sealed interface DragonEffect {
    /** The Casual instant eternal this effect is (Ghost, Mummy, Minotaur), or null. */
    default InstantEternal instantEternal() {
        if (this instanceof Ghost) {
            return InstantEternal.GHOST;
        }
        if (this instanceof Mummy) {
            return InstantEternal.MUMMY;
        }
        return this instanceof Minotaur ? InstantEternal.MINOTAUR : null;
    }

    /** The Casual continuous eternal this is (Fairy, Mermaid, Vampire, Dragon, Kraken, Medusa, Cyclops), or null. */
    default ContinuousEternal continuousEternal() {
        if (this instanceof ForbidCards f) {
            return f.forbid().casual();
        }
        if (this instanceof NoTokens) {
            return ContinuousEternal.DRAGON;
        }
        if (this instanceof NoDiscarding) {
            return ContinuousEternal.KRAKEN;
        }
        if (this instanceof MustPlay) {
            return ContinuousEternal.MEDUSA;
        }
        return this instanceof Cyclops ? ContinuousEternal.CYCLOPS : null;
    }

    /** Fairy, Mermaid or Vampire begins: X tokens on every space whose card it forbids (R9). */
    record ForbidCards(ForbiddenSpace forbid) implements DragonEffect {
        public ForbidCards {
            if (forbid == null || !forbid.placesXTokens()) {
                throw new IllegalArgumentException("Only Fairy, Mermaid and Vampire forbid cards");
            }
        }
    }

    /** The Forbidden effect that stood ends; when it placed X tokens they go back to the supply. */
    record ForbiddenEnds(ForbiddenSpace ended) implements DragonEffect {
    }

    /** Ghost (R21): the discard pile is turned face up; no count changes. */
    record Ghost() implements DragonEffect {
    }

    /** The actor discards one card face down (a rare card when only rare cards are left, R66). */
    record DiscardOne(Colour who) implements DragonEffect {
    }

    /** Dragon (sustained), R28: no Additional Play Token may be used while it stands. */
    record NoTokens() implements DragonEffect {
    }

    /** Kraken, R26: nothing can be discarded from a hand while it stands. */
    record NoDiscarding() implements DragonEffect {
    }

    /** Nobody can Hard Pass for the rest of the round; nothing negates it (R40). */
    record NoHardPass() implements DragonEffect {
    }

    /** Medusa: the actor places one Must Play token; a {@code mustplay S} move follows (R10). */
    record MustPlay(Colour who) implements DragonEffect {
    }

    /** Cyclops, R25: rare cards must be played first while the Playable cube stands on it. */
    record Cyclops() implements DragonEffect {
    }

    /** The Playable cube left Cyclops: rare cards need not be played first any more. */
    record CyclopsEnds() implements DragonEffect {
    }

    /** Mummy: everyone still in the round passes one card face down to the left; no size changes (R17). */
    record Mummy() implements DragonEffect {
    }

    /** The actor gains one Additional Play Token (lost beyond the limit, R15). */
    record GainToken(Colour who) implements DragonEffect {
    }

    /** The actor gains 1 heart (capped, R41). */
    record GainHeart(Colour who) implements DragonEffect {
    }

    /** Minotaur: every star block on the field moves to the opposite side (R7). */
    record Minotaur() implements DragonEffect {
    }

    /**
     * The Choice back's Hard Pass or Go Out bonus is now on the card: from now on a player whose colour is revealed
     * at the moment they Hard Pass or Go Out gains 1 heart per unused disc. {@code revealed} are those colours now.
     */
    record ChoiceBonus(DragonBonus bonus, Set<Colour> revealed) implements DragonEffect {
        public ChoiceBonus {
            revealed = Set.copyOf(revealed);
        }
    }

    /** A card turned over: its cube is back on top of the back side. */
    record TurnedOver(DragonCard card) implements DragonEffect {
    }

    /** A card is spent: it offers nothing more this round. */
    record Spent(DragonCard card) implements DragonEffect {
    }
}
