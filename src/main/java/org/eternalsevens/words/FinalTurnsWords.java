package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.eternalsevens.rules.FinalTurns;
import org.eternalsevens.rules.basics.Colour;

/** The final turns' line for the window (R43, P386): who has how many left, and what happens to whom at zero. */
public final class FinalTurnsWords {
    private FinalTurnsWords() {
    }

    /** "Final turns left: Blue 1, Yellow 2." or "No final turns left."; empty before they start. */
    public static String sentence(FinalTurns turns, Function<Colour, String> names) {
        if (!turns.started()) {
            return "";
        }
        Words words = Words.english(names);
        if (turns.left().isEmpty()) {
            return words.sentence("finalTurns.none");
        }
        List<String> each = new ArrayList<>();
        turns.left().forEach((c, n) -> each.add(words.sentence("finalTurns.each", c, n)));
        return words.sentence("finalTurns.left", String.join(", ", each));
    }

    /** What happens to {@code c} if they cannot Go Out or Hard Pass in time; empty if they have no final turn. */
    public static String warning(FinalTurns turns, Colour c, Function<Colour, String> names) {
        int n = turns.left(c);
        return n == 0 ? "" : Words.english(names).sentence("finalTurns.warning", c, n);
    }

    /**
     * One warning for several players (P484), where a warning each would not fit: "Without a Go Out or Hard Pass in
     * their final turns, Dev, Mia and Kai are eliminated." The counts are in {@link #sentence}, just above it.
     */
    public static String together(List<Colour> players, Function<Colour, String> names) {
        Words words = Words.english(names);
        List<String> each = new ArrayList<>();
        for (Colour c : players) {
            each.add(words.sentence("finalTurns.each.name", c));
        }
        String all = each.size() == 1 ? each.get(0) : words.sentence("finalTurns.and",
                String.join(", ", each.subList(0, each.size() - 1)), each.get(each.size() - 1));
        return words.sentence(each.size() == 1 ? "finalTurns.warning.one" : "finalTurns.warning.all", all);
    }
}
