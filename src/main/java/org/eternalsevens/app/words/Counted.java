package org.eternalsevens.app.words;

/** A count and its noun, as the app's sentences write it: "1 move", "12 moves". */
public final class Counted {
    private Counted() {
    }

    /** {@code n} and {@code what}, with an "s" unless {@code n} is 1. */
    public static String of(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
