package org.eternalsevens.rules.basics;

/**
 * Who puts a rule in force, named in the sentences that explain a refusal or an event (P455): an active continuous
 * eternal in Casual mode ("Kraken is active"), or a space of the Dragon cards in Gamer mode ("the Dragon (Fairy)").
 * {@code words} names it; the rules hold no sentence.
 */
public sealed interface RuleSource {
    /** The active continuous eternal (Casual), called by its name. */
    record Active(ContinuousEternal eternal) implements RuleSource {
    }

    /**
     * A space of the Dragon cards (Gamer, R40), by the id of its words ({@code dragon.source.<id>}): a Forbidden
     * space's id ({@code fairy}, {@code no_hard_pass}), or {@code kraken} and {@code cyclops} for the lasting
     * effects named at the start of a sentence ("The Dragon (Kraken) is active").
     */
    record Dragon(String id) implements RuleSource {
    }
}
