package org.eternalsevens.rules.basics;

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

    /** The instant eternal turned up: out of the deck, on top of the revealed ones. */
    public Eternals revealInstant(InstantEternal e) {
        return new Eternals(without(instantDeck, e), with(instantRevealed, e), continuousDeck, continuousRevealed,
                active);
    }

    /** The continuous eternal turned up; it becomes the active one when it resolves. */
    public Eternals revealContinuous(ContinuousEternal e) {
        return new Eternals(instantDeck, instantRevealed, without(continuousDeck, e), with(continuousRevealed, e),
                active);
    }

    public Eternals withActive(ContinuousEternal e) {
        return new Eternals(instantDeck, instantRevealed, continuousDeck, continuousRevealed, e);
    }

    private static <T> List<T> without(List<T> list, T e) {
        List<T> out = new java.util.ArrayList<>(list);
        out.remove(e);
        return out;
    }

    private static <T> List<T> with(List<T> list, T e) {
        List<T> out = new java.util.ArrayList<>(list);
        out.add(e);
        return out;
    }

    /** The topmost revealed instant eternal, for Golem (R23), or null. */
    public InstantEternal topInstant() {
        return instantRevealed.isEmpty() ? null : instantRevealed.get(instantRevealed.size() - 1);
    }
}
