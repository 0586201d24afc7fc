package org.eternalsevens.cli;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.words.Words;

/** The command line's own sentences (exit 2: a wrong argument, a file that cannot be used), from the words bundle. */
public final class CliWords {
    private static final Words WORDS = Words.english(Colour::title);

    private CliWords() {
    }

    /** The sentence of {@code cli.<key>} with its arguments. */
    public static String of(String key, Object... args) {
        return WORDS.sentence("cli." + key, args);
    }
}
