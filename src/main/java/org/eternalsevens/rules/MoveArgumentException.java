package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Reason;

/**
 * A move made with arguments that do not fit it ({@link Move}, {@link PassArgs}): why, as values (P455). The rules
 * hold no sentence; {@code record.Notation} words the reason for whoever typed the move, and the message is the
 * reason's key and arguments, for the programmer.
 */
public final class MoveArgumentException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final transient Reason reason;

    MoveArgumentException(String key, Object... args) {
        this(new Reason("move." + key, List.of(args)));
    }

    private MoveArgumentException(Reason reason) {
        super(reason.key() + " " + reason.args());
        this.reason = reason;
    }

    /** Why, as the key of its words and their arguments. */
    public Reason reason() {
        return reason;
    }
}
