package org.eternalsevens.app.pro;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.words.Ui;

/**
 * The prompts of the Pro pass icons, from the arguments of the legal passes on one icon (as {@code LegalMoves}
 * lists them): the two Must Play spaces of {@code mustplay2} (R69) picked one click at a time,
 * the card taken from the discard pile (R66) and the colour the Barong declares (R70), in the players' words.
 * Nothing here decides legality; it only sorts the legal moves into clicks.
 */
public final class ProPassChoices {
    private ProPassChoices() {
    }

    /** Every space a legal {@code mustplay2} names, first or second: where the first click may go. */
    public static Set<Space> firstSpaces(List<PassArgs.TwoSpaces> legal) {
        Set<Space> out = new LinkedHashSet<>();
        for (PassArgs.TwoSpaces t : legal) {
            out.add(t.first());
            if (t.second() != null) {
                out.add(t.second());
            }
        }
        return out;
    }

    /** The legal pass that names {@code first} alone (one token or one space left, R69), or null. */
    public static PassArgs.TwoSpaces single(List<PassArgs.TwoSpaces> legal, Space first) {
        for (PassArgs.TwoSpaces t : legal) {
            if (t.first().equals(first) && t.second() == null) {
                return t;
            }
        }
        return null;
    }

    /** After the first click on {@code first}: the spaces that make a legal pair with it, in either order. */
    public static Set<Space> secondSpaces(List<PassArgs.TwoSpaces> legal, Space first) {
        Set<Space> out = new LinkedHashSet<>();
        for (PassArgs.TwoSpaces t : legal) {
            if (t.second() != null && t.first().equals(first)) {
                out.add(t.second());
            } else if (t.second() != null && t.second().equals(first)) {
                out.add(t.first());
            }
        }
        return out;
    }

    /** The legal pass on the two spaces, in whichever order the engine lists it; null if none is legal. */
    public static PassArgs.TwoSpaces pair(List<PassArgs.TwoSpaces> legal, Space a, Space b) {
        for (PassArgs.TwoSpaces t : legal) {
            if (t.second() != null && (t.first().equals(a) && t.second().equals(b)
                    || t.first().equals(b) && t.second().equals(a))) {
                return t;
            }
        }
        return null;
    }

    /** "Take a face-down card", "Take a rare card", "Take the face-up R5", "Take the face-up purple card" (R66). */
    public static String takeWords(PassArgs.Taken t) {
        RevealedCard c = t.card();
        if (c == null) {
            return Ui.text("pro.pass.take.faceDown");
        }
        switch (c.kind()) {
            case RARE: return Ui.text("pro.pass.take.rare");
            case PURPLE: return Ui.text("pro.pass.take.purple");
            default: return Ui.text("pro.pass.take.faceUp", c.space(), Ui.cardName(c.space()));
        }
    }

    /** The menu item's name: {@code take-down}, {@code take-rare}, {@code take-P}, {@code take-R5}. */
    public static String takeName(PassArgs.Taken t) {
        RevealedCard c = t.card();
        if (c == null) {
            return "take-down";
        }
        switch (c.kind()) {
            case RARE: return "take-rare";
            case PURPLE: return "take-P";
            default: return "take-" + c.space();
        }
    }

    /** "Declare ♥ red", "Declare ● purple" (R70): the colour with its symbol, never by colour alone. */
    public static String declareWords(PassArgs.OfColour o) {
        CardColour c = o.colour();
        Colour row = Colour.parse(c.id());
        return row == null ? Ui.text("pro.pass.declare.purple")
                : Ui.text("pro.pass.declare", Theme.symbol(row), row.id());
    }
}
