package org.eternalsevens.words;

import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Reason;

/**
 * The profiles' problems in words (P496): {@code content.ProfileException} hands the profiles' place and its
 * problems as {@link Reason}s ({@code profile.*}); the app's start-up error and the command line show this.
 */
public final class ProfileWords {
    private ProfileWords() {
    }

    /** "The game profiles in … have 2 problems:" and each problem on its own line, indented by two spaces. */
    /** {@code where}: the profiles' folder, or null for the copy packed into the program (P498). */
    public static String of(String where, List<Reason> problems) {
        Words words = Words.english(Colour::title);
        return words.sentence("profile.problems", where == null ? words.sentence("profile.packed") : where, problems.size()) + "\n  "
                + String.join("\n  ", ReasonWords.problems(problems));
    }
}
