package org.eternalsevens.record;

import java.util.List;

import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.basics.RejectCode;

/** A move string that cannot be read: a stable code and a sentence for the player. */
public final class NotationException extends Exception {
    private final RejectCode code;

    public NotationException(RejectCode code, String reason) {
        super(reason, null, false, false);
        this.code = code;
    }

    public RejectCode code() {
        return code;
    }

    public String reason() {
        return getMessage();
    }

    /** The refusal as a {@link Reason}: the reading's own sentence, made here in the record layer (P303). */
    public Reason why() {
        return new Reason(KEY, List.of(getMessage()));
    }

    /** The key of a move's text that cannot be read (P303). */
    public static final String KEY = "reason.notation";
}
