package org.eternalsevens.rules.dragon;

import java.util.List;
import org.eternalsevens.rules.basics.Phrase;

/**
 * One Dragon action taken: the cards after it, the effects to apply in order, and what the log says, as values: the
 * cube's move, then what it did to its card (turned over, spent) or revealed, each a {@link Phrase} (P295).
 */
public record DragonStep(DragonCards after, List<DragonEffect> effects, List<Phrase> words) {
    public DragonStep {
        effects = List.copyOf(effects);
        words = List.copyOf(words);
    }
}
