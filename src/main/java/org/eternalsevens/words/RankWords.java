package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eternalsevens.rules.CasualPlace;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.ranking.StartPlayer;

/**
 * The ranking's and round 2's reasons, made from their values (R46, R47; P322). The players are called by their
 * colours' titles, as the reasons always did.
 */
public final class RankWords {
    private static final Words TITLES = Words.english(Colour::title);

    private RankWords() {
    }

    /** "2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1": the place, the colour's title and why (R46). */
    public static String place(Place p) {
        List<String> parts = new ArrayList<>(p.reasons().size());
        for (Phrase r : p.reasons()) {
            parts.add(TITLES.sentence(r.key(), r.args()));
        }
        return TITLES.sentence("rank.place", p.place(), p.colour(), String.join("; ", parts));
    }

    /** A group of R46 in a few words: "reached the heart target", "most hearts" (P356). */
    public static String group(RankGroup g) {
        return TITLES.sentence("rank.group." + g.name().toLowerCase(Locale.ROOT));
    }

    /** "went out 2nd (R14)", "two stars, out 1st (R14)", "eliminated 1st (R14)", "last in the game (R14)" (P356). */
    public static String casual(CasualPlace p) {
        return TITLES.sentence("casual.place." + p.why().name().toLowerCase(Locale.ROOT), p.nth());
    }

    /** "Green starts round 2: fewest hearts (4, like Red), and the stack decided: Green's heart is on top of Red's". */
    public static String start(StartPlayer s) {
        String who = s.colour().title();
        if (s.tiedWith().isEmpty()) {
            return TITLES.sentence("start.round2", who, s.hearts());
        }
        return TITLES.sentence(s.tiedWith().size() == 1 ? "start.round2.tiedOne" : "start.round2.tiedMany", who,
                s.hearts(), titles(s.tiedWith()));
    }

    /** "Red", "Red and Blue", "Red, Blue and Green". */
    static String titles(List<Colour> colours) {
        List<String> out = new ArrayList<>(colours.size());
        for (Colour c : colours) {
            out.add(c.title());
        }
        if (out.size() == 1) {
            return out.get(0);
        }
        return TITLES.sentence("start.and", String.join(", ", out.subList(0, out.size() - 1)),
                out.get(out.size() - 1));
    }
}
