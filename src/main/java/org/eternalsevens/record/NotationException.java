package org.eternalsevens.record;

import java.util.Arrays;
import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.words.Words;

/**
 * A move string that cannot be read: a stable code and why, as a key ({@code notation.*}) with its values, worded by
 * {@code words} (P464); the message is that sentence.
 */
public final class NotationException extends Exception {
    private static final Words WORDS = Words.english(Colour::title);
    private final RejectCode code;
    private final Reason why;

    /** A reading told as one sentence made elsewhere ({@link #KEY}, P303). */
    public NotationException(RejectCode code, String reason) {
        this(code, new Reason(KEY, List.of(reason)));
    }

    /** {@code key} under {@code notation.} and the values its sentence names (P464). */
    public static NotationException of(RejectCode code, String key, Object... args) {
        return new NotationException(code, new Reason("notation." + key, Arrays.asList(args)));
    }

    private NotationException(RejectCode code, Reason why) {
        super(WORDS.sentence(why.key(), why.args()), null, false, false);
        this.code = code;
        this.why = why;
    }

    public RejectCode code() {
        return code;
    }

    public String reason() {
        return getMessage();
    }

    /** The refusal as a {@link Reason}: the reading's key and values (P303, P464). */
    public Reason why() {
        return why;
    }

    /** The key of a move's text that cannot be read when it is given as one sentence (P303). */
    public static final String KEY = "reason.notation";
}
