package org.eternalsevens.rules.basics;

/** Small helpers for the engine's sentences. */
public final class ScoreWords {
    private ScoreWords() {
    }

    public static String plural(int n, String one, String many) {
        return n == 1 ? one : many;
    }

    /** "1 heart", "6 hearts", "1 star", "0 stars". */
    public static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** 1st, 2nd, 3rd, 4th. */
    public static String ordinal(int n) {
        int mod100 = n % 100;
        if (mod100 >= 11 && mod100 <= 13) {
            return n + "th";
        }
        switch (n % 10) {
            case 1: return n + "st";
            case 2: return n + "nd";
            case 3: return n + "rd";
            default: return n + "th";
        }
    }
}
