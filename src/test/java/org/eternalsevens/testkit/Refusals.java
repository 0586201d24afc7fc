package org.eternalsevens.testkit;

import java.util.Arrays;

import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.ReasonWords;

/** Refusals in tests: a reason as values to compare with, and its words where a test shows them (P300). */
public final class Refusals {
    private Refusals() {
    }

    /** The reason of key {@code reason.<key>} with these arguments. */
    public static Reason reason(String key, Object... args) {
        return new Reason("reason." + key, Arrays.asList(args));
    }

    /** The sentence a player reads for {@code v} at the table of {@code s}; null for OK. */
    public static String words(GameState s, Verdict v) {
        return ReasonWords.of(s == null ? null : s.setup(), v);
    }
}
