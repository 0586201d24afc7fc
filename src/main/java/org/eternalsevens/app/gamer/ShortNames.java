package org.eternalsevens.app.gamer;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.eternalsevens.rules.basics.Colour;

/**
 * Players' names said short where whole names would take the final turns' lines too many lines (P570): a name of
 * more than {@link #LONGEST} characters becomes its first word and "…" ("Bartholomew…"), or its first characters and
 * "…" where that word is itself too long or too short. Where two players would then read alike, every name stays
 * whole: a short name must still say who.
 */
final class ShortNames {
    /** The longest name said whole, in characters ("Cleopatra Jones" is 15). */
    static final int LONGEST = 16;

    private ShortNames() {
    }

    /** The names of {@code players} said short, or {@code names} itself where two short ones would read alike. */
    static Function<Colour, String> of(Collection<Colour> players, Function<Colour, String> names) {
        Map<Colour, String> brief = new HashMap<>();
        Set<String> seen = new HashSet<>();
        Set<String> whole = new HashSet<>();
        for (Colour c : players) {
            whole.add(names.apply(c));
        }
        for (Colour c : players) {
            String name = names.apply(c);
            String s = of(name);
            if (!seen.add(s) || !s.equals(name) && whole.contains(s)) {
                return names;
            }
            brief.put(c, s);
        }
        return c -> brief.containsKey(c) ? brief.get(c) : names.apply(c);
    }

    /** One name said short: whole up to {@link #LONGEST} characters, else its first word or characters and "…". */
    static String of(String name) {
        if (name.codePointCount(0, name.length()) <= LONGEST) {
            return name;
        }
        int word = 0;
        while (word < name.length() && name.charAt(word) != ' ' && name.charAt(word) != '-') {
            word++;
        }
        int count = name.codePointCount(0, word);
        if (count >= 3 && count < LONGEST) {
            return name.substring(0, word) + "\u2026";
        }
        return name.substring(0, name.offsetByCodePoints(0, LONGEST - 1)).replaceAll("[\\s-]+$", "") + "\u2026";
    }
}
