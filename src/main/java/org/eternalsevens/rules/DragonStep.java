package org.eternalsevens.rules;

import java.util.List;

/** One Dragon action taken: the cards after it, the effects to apply in order, and the sentence for the log. */
public record DragonStep(DragonCards after, List<DragonEffect> effects, String sentence) {
    public DragonStep {
        effects = List.copyOf(effects);
    }
}
