package org.eternalsevens.record;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.words.Words;

/** A file that cannot be used as a game record at all; the message is one plain line for the player. */
public final class RecordException extends Exception {
    private static final Words WORDS = Words.english(Colour::title);

    public RecordException(String message) {
        super(message, null, false, false);
    }

    /** The file's problem by the key {@code file.<key>} of the words bundle, with its values (P304). */
    static RecordException of(String key, Object... args) {
        return new RecordException(WORDS.sentence("file." + key, args));
    }
}
