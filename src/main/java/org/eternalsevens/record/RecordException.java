package org.eternalsevens.record;

/** A file that cannot be used as a game record at all; the message is one plain line for the player. */
public final class RecordException extends Exception {
    public RecordException(String message) {
        super(message, null, false, false);
    }
}
