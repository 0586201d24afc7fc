package org.eternalsevens.rules;

import java.util.List;

/** What {@link Engine#apply} gives: the new state with its log sentences, or a refusal that changes nothing. */
public sealed interface Outcome {
    record Applied(GameState state, List<String> events) implements Outcome {
        public Applied {
            events = List.copyOf(events);
        }
    }

    record Rejected(RejectCode code, String reason) implements Outcome {
    }
}
