package org.eternalsevens.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eternalsevens.rules.CasualPlace;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.ranking.RankGroup;
import org.eternalsevens.rules.ranking.StartPlayer;

/**
 * The ranking's and round 2's reasons, made from their values (R46, R47; P322). An instance names the players as
 * its {@link Words} do (the app: by name, P357); the static {@link #place} and {@link #start} call them by their
 * colours' titles, as the {@code replay} summary and {@code rank} always did.
 */
public final class RankWords {
    private static final RankWords TITLES = new RankWords(Words.english(Colour::title));
    private final Words words;

    public RankWords(Words words) {
        this.words = words;
    }

    /** "2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1", with the colours' titles (R46). */
    public static String place(Place p) {
        return TITLES.placed(p);
    }

    /** "Green starts round 2: …", with the colours' titles. */
    public static String start(StartPlayer s) {
        return TITLES.starts(s);
    }

    /** "2nd Dev: 9 hearts like Mia, but 2 stars to Mia's 1": the place, the player and why (R46). */
    public String placed(Place p) {
        List<String> parts = new ArrayList<>(p.reasons().size());
        for (Phrase r : p.reasons()) {
            parts.add(words.sentence(r.key(), r.args()));
        }
        return words.sentence("rank.place", p.place(), p.colour(), String.join("; ", parts));
    }

    /** Any ranking phrase ({@code rank.…}) in the colours' titles: "Blue and Yellow both have 9 hearts and 1 star…". */
    public static String phrase(Phrase p) {
        return TITLES.words.sentence(p.key(), p.args());
    }

    /** "Group 3", the label of a place's priority group (R46). */
    public static String groupLabel(RankGroup g) {
        return TITLES.words.sentence("rank.group", g.number());
    }

    /** The legend of a priority group with this table's targets: "Group 1: at the heart target of 20 hearts; …". */
    public static String groupLegend(RankGroup g, GamerCaps caps) {
        return TITLES.words.sentence("rank.group." + g.number(), caps.heartTarget(), caps.starTarget(),
                caps.starWinNeedsMoreThan());
    }

    /** "Green starts round 2: fewest hearts (4, like Red), and the stack decided: Green's heart is on top of Red's". */
    public String starts(StartPlayer s) {
        if (s.tiedWith().isEmpty()) {
            return words.sentence("start.round2", s.colour(), s.hearts());
        }
        return words.sentence(s.tiedWith().size() == 1 ? "start.round2.tiedOne" : "start.round2.tiedMany",
                s.colour(), s.hearts(), names(s.tiedWith()));
    }

    /** A group of R46 in a few words: "reached the heart target", "most hearts" (P356). */
    public static String group(RankGroup g) {
        return TITLES.words.sentence("rank.group." + g.name().toLowerCase(Locale.ROOT));
    }

    /** "went out 2nd (R14)", "two stars, out 1st (R14)", "eliminated 1st (R14)", "last in the game (R14)" (P356). */
    public static String casual(CasualPlace p) {
        return TITLES.words.sentence("casual.place." + p.why().name().toLowerCase(Locale.ROOT), p.nth());
    }

    /** "Red", "Red and Blue", "Red, Blue and Green". */
    String names(List<Colour> colours) {
        List<String> out = new ArrayList<>(colours.size());
        for (Colour c : colours) {
            out.add(words.text(c));
        }
        if (out.size() == 1) {
            return out.get(0);
        }
        return words.sentence("start.and", String.join(", ", out.subList(0, out.size() - 1)),
                out.get(out.size() - 1));
    }
}
