package org.eternalsevens.rules;

/** Whether something is legal: {@link #OK}, or a stable code and a sentence a player understands. */
public record Verdict(RejectCode code, String reason) {
    public static final Verdict OK = new Verdict(null, null);

    public boolean ok() {
        return code == null;
    }

    public static Verdict no(RejectCode code, String reason) {
        return new Verdict(code, reason);
    }
}
