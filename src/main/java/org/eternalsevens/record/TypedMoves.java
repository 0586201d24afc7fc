package org.eternalsevens.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.words.Quoted;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.words.Words;

/**
 * A move typed at the table (issue 25 §4, P358): before the colon a player's name at this table is accepted as well
 * as a colour, in any case ({@code dev: play B4}), and read as that player's colour; the record keeps the colour
 * ({@link Notation#print}). A name that two players share, or a colour word (or {@code table}) that is another
 * player's name, is refused: which player is meant cannot be told, so the colour must be written.
 */
public final class TypedMoves {
    private TypedMoves() {
    }

    public static Move parse(String line, Setup setup) throws NotationException {
        return Notation.parse(line == null ? null : withColour(line, setup));
    }

    /** The line with a player's name before the colon replaced by the player's colour; else the line as typed. */
    static String withColour(String line, Setup setup) throws NotationException {
        int colon = line.indexOf(':');
        int hash = line.indexOf('#');
        if (colon < 0 || hash >= 0 && hash < colon) {
            return line;
        }
        String who = line.substring(0, colon).replaceAll("(?U)\\s+", " ").trim();
        List<Colour> named = new ArrayList<>();
        for (Colour c : setup.seats()) {
            String name = setup.names().get(c);
            if (name != null && name.trim().equalsIgnoreCase(who)) {
                named.add(c);
            }
        }
        Words words = Words.of(setup);
        Colour colour = Colour.parse(who.toLowerCase(Locale.ROOT));
        if (colour != null || who.equalsIgnoreCase("table")) {
            named.remove(colour); // "Red" for the red player is their colour either way
            if (!named.isEmpty()) {
                throw refused(words.sentence("notation.name.colourWord", Quoted.of(who), named.get(0),
                        named.get(0).id()));
            }
            return line;
        }
        if (named.size() > 1) {
            throw refused(words.sentence("notation.name.twoPlayers", Quoted.of(who), named.get(0), named.get(1),
                    named.get(0).id()));
        }
        return named.isEmpty() ? line : named.get(0).id() + line.substring(colon);
    }

    private static NotationException refused(String sentence) {
        return new NotationException(RejectCode.UNREADABLE_MOVE, sentence);
    }
}
