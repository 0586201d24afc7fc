package org.eternalsevens.words;

import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The sentence a player reads for a refusal, made from its values (P300): the {@link Reason}'s key names a pattern
 * in the {@code # Refusals} section of the words bundle, filled with the reason's arguments.
 */
public final class ReasonWords {
    private final Words words;

    private ReasonWords(Words words) {
        this.words = words;
    }

    public static ReasonWords of(Words words) {
        return new ReasonWords(words);
    }

    /** With the names of this table. */
    public static ReasonWords of(Setup setup) {
        return new ReasonWords(Words.of(setup));
    }

    /** Why: the sentence of a refusal's reason. */
    public String sentence(Reason reason) {
        return words.sentence(reason.key(), reason.args());
    }

    /** The sentence of a refused verdict; null for {@link Verdict#OK}. */
    public String sentence(Verdict verdict) {
        return verdict.ok() ? null : sentence(verdict.reason());
    }

    public String sentence(Outcome.Rejected rejected) {
        return sentence(rejected.reason());
    }

    /**
     * A set-up's, a record's or a profile's problems (P458), one sentence each; players are called by their colours'
     * words, as there is no table yet.
     */
    public static List<String> problems(List<Reason> problems) {
        ReasonWords words = new ReasonWords(Words.english(Colour::title));
        return problems.stream().map(words::sentence).toList();
    }

    /**
     * The sentence of a refused verdict at this table (players called by their colours' words when there is no
     * table yet); null for {@link Verdict#OK}.
     */
    public static String of(Setup setup, Verdict verdict) {
        if (verdict.ok()) {
            return null;
        }
        Words words = setup == null ? Words.english(Colour::title) : Words.of(setup);
        return new ReasonWords(words).sentence(verdict.reason());
    }
}
