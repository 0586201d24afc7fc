package org.eternalsevens.history;

/** The history could not be opened or read; the message is one plain sentence for the players. */
public final class HistoryException extends Exception {
    HistoryException(String message, Throwable cause) {
        super(message, cause, false, false);
    }
}
