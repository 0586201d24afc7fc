package org.eternalsevens.words;

import java.util.Locale;

/**
 * A value from a file or a player, put into a sentence (P235): a short value whole, a long one as its beginning, "…"
 * and its length, so that no message, dialog or log line repeats a megabyte of text. Control characters are shown as
 * a blank, so the sentence stays on one line. The one place that decides how a value is shortened; its length's words
 * are the key {@code quoted.length} (P466). The rules hand out a {@code basics.Quote} instead, worded here.
 */
public final class Quoted {
    private static final Words WORDS = Words.english(org.eternalsevens.rules.basics.Colour::title);
    /** The most characters of a value quoted in a sentence. */
    public static final int MOST = 60;
    /** The most characters of a note shown in the log. */
    public static final int NOTE = 300;

    private Quoted() {
    }

    /** The value in quotes, shortened when it is longer than {@link #MOST} characters. */
    public static String of(String value) {
        String v = String.valueOf(value);
        return v.length() <= MOST ? "\"" + visible(v) + "\"" : "\"" + visible(v.substring(0, cut(v, MOST - 2)))
                + "\u2026\" (" + length(v) + ")";
    }

    /**
     * The value as it is when it has at most {@code most} characters; else its first characters, "…" and its length,
     * such as {@code xxxx… (1,000,000 characters)}, at most about {@code most} characters in all.
     */
    public static String shortened(String value, int most) {
        String v = String.valueOf(value);
        if (v.length() <= most) {
            return visible(v);
        }
        String length = length(v);
        return visible(v.substring(0, cut(v, most - length.length() - 4))) + "\u2026 (" + length + ")";
    }

    /** How many characters of v to keep, about {@code keep}: never half a character. */
    private static int cut(String v, int keep) {
        int k = Math.max(1, keep);
        return Character.isHighSurrogate(v.charAt(k - 1)) ? k - 1 : k;
    }

    private static String length(String v) {
        return WORDS.sentence("quoted.length", String.format(Locale.ROOT, "%,d", v.length()));
    }

    private static String visible(String v) {
        StringBuilder out = null;
        for (int i = 0; i < v.length(); i++) {
            if (Character.isISOControl(v.charAt(i))) {
                if (out == null) {
                    out = new StringBuilder(v);
                }
                out.setCharAt(i, ' ');
            }
        }
        return out == null ? v : out.toString();
    }
}
