package org.eternalsevens.record;

import org.eternalsevens.rules.RejectCode;

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
}
