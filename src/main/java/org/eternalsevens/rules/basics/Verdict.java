package org.eternalsevens.rules.basics;

/**
 * Whether something is legal: {@link #OK}, or a stable code and the {@link Reason} a player is told, as values
 * (the sentence is made from it by {@code words.ReasonWords}, P300).
 */
public record Verdict(RejectCode code, Reason reason) {
    public static final Verdict OK = new Verdict(null, null);

    public boolean ok() {
        return code == null;
    }

    /** Refused by the code's one sentence, with its arguments. */
    public static Verdict refuse(RejectCode code, Object... args) {
        return new Verdict(code, Reason.of(code, null, args));
    }

    /** Refused by one of the code's several sentences, named by {@code variant}, with its arguments. */
    public static Verdict refuseAs(RejectCode code, String variant, Object... args) {
        return new Verdict(code, Reason.of(code, variant, args));
    }

    public static Verdict no(RejectCode code, Reason reason) {
        return new Verdict(code, reason);
    }
}
