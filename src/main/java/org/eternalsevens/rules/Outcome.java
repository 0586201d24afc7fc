package org.eternalsevens.rules;

import java.util.List;

/**
 * What {@link Engine#apply} gives: the new state with its log sentences, or a refusal that changes nothing (its
 * reason as values).
 */
public sealed interface Outcome {
    record Applied(GameState state, List<String> events) implements Outcome {
        public Applied {
            events = List.copyOf(events);
        }
    }

    record Rejected(RejectCode code, Reason reason) implements Outcome {
    }
}
