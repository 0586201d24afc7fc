package org.eternalsevens.history;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.words.Words;

/** The history's sentences (why a record is skipped, what could not be entered), from the words bundle. */
public final class HistoryWords {
    private static final Words WORDS = Words.english(Colour::title);

    private HistoryWords() {
    }

    /** The sentence of {@code history.<key>} with its arguments. */
    public static String of(String key, Object... args) {
        return WORDS.sentence("history." + key, args);
    }
}
