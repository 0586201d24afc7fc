package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.basics.RejectCode;

/**
 * What {@link Engine#apply} gives: the new state with what happened ({@link Event}s), or a refusal that changes
 * nothing (its reason as values).
 */
public sealed interface Outcome {
    record Applied(GameState state, List<Event> events) implements Outcome {
        public Applied {
            events = List.copyOf(events);
        }
    }

    record Rejected(RejectCode code, Reason reason) implements Outcome {
    }
}
