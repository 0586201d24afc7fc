package org.eternalsevens.app.words;

import org.eternalsevens.content.EternalTexts;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.words.Ui;

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

    private static String orTitle(String text, String title) {
        return text == null || text.isEmpty() ? Ui.text("words.effect.missing", title) : text;
    }
}
