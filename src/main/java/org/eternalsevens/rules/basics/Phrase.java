package org.eternalsevens.rules.basics;

import java.util.List;

/**
 * A part of an event's sentence, as a value: a key ("event." and a name) and its arguments, worded where the whole
 * sentence is. For the parts that vary inside one sentence: why a token is gained, where a rare card comes from.
 */
public record Phrase(String key, List<Object> args) {
    public Phrase {
        args = List.copyOf(args);
    }

    public static Phrase of(String key, Object... args) {
        return new Phrase(key, List.of(args));
    }
}
