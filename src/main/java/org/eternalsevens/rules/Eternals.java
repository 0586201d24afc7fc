package org.eternalsevens.rules;

import java.util.List;

/**
 * The eternal decks: what is still face down in each, what was revealed (last is topmost), and the
 * active continuous eternal (R22), null before the first.
 */
public record Eternals(List<InstantEternal> instantDeck, List<InstantEternal> instantRevealed,
                       List<ContinuousEternal> continuousDeck, List<ContinuousEternal> continuousRevealed,
                       ContinuousEternal active) {
    public Eternals {
        instantDeck = List.copyOf(instantDeck);
        instantRevealed = List.copyOf(instantRevealed);
        continuousDeck = List.copyOf(continuousDeck);
        continuousRevealed = List.copyOf(continuousRevealed);
    }

    /** The topmost revealed instant eternal, for Golem (R23), or null. */
    public InstantEternal topInstant() {
        return instantRevealed.isEmpty() ? null : instantRevealed.get(instantRevealed.size() - 1);
    }
}
