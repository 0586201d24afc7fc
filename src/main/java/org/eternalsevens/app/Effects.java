package org.eternalsevens.app;

import org.eternalsevens.content.EternalTexts;
import org.eternalsevens.rules.ContinuousEternal;
import org.eternalsevens.rules.InstantEternal;

/** One-line descriptions of eternals for prompts and panels, e.g. "Kyubi: The next player loses their next turn." */
public final class Effects {
    private Effects() {
    }

    /** The effect alone. */
    public static String of(InstantEternal e) {
        return orTitle(EternalTexts.defaults().of(e), e.title());
    }

    /** The effect alone. */
    public static String of(ContinuousEternal e) {
        return orTitle(EternalTexts.defaults().of(e), e.title());
    }

    /** "Title: effect." for a revealed instant eternal. */
    public static String line(InstantEternal e) {
        return e.title() + ": " + of(e);
    }

    /** "Title: effect." for a revealed continuous eternal. */
    public static String line(ContinuousEternal e) {
        return e.title() + ": " + of(e);
    }

    private static String orTitle(String text, String title) {
        return text == null || text.isEmpty() ? "The effect of " + title + " (no description in the profile)." : text;
    }
}
