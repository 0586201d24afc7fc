package org.eternalsevens.rules.basics;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Why a move is refused, as values: the key of its sentence and the typed arguments the sentence names (a
 * {@link Colour} for a player, counts, spaces, content names). The words are made from it outside the rules
 * ({@code words.ReasonWords}); the rules hold no sentence (P300).
 */
public record Reason(String key, List<Object> args) {
    public Reason {
        args = List.copyOf(args);
    }

    /** The key of {@code code}'s one sentence, or of its {@code variant} when the code has several (P301). */
    static Reason of(RejectCode code, String variant, Object... args) {
        String key = "reason." + code.name().toLowerCase(Locale.ROOT);
        return new Reason(variant == null ? key : key + "." + variant, Arrays.asList(args));
    }
}
