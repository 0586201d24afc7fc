package org.eternalsevens.app;

import org.eternalsevens.rules.ContinuousEternal;
import org.eternalsevens.rules.InstantEternal;

/** One line on what an eternal does, for prompts and the eternals area; a missing text never stops the app. */
final class EternalWords {
    private EternalWords() {
    }

    static String line(InstantEternal e) {
        try {
            return Effects.of(e);
        } catch (RuntimeException ex) {
            return "";
        }
    }

    static String line(ContinuousEternal e) {
        try {
            return Effects.of(e);
        } catch (RuntimeException ex) {
            return "";
        }
    }
}
