package org.eternalsevens.rules.basics;

import java.util.ArrayList;
import java.util.List;

/**
 * One card of a hand revealed at a Hard Pass (R42), written as in records: a number card by its space
 * ({@code R3}, spaces 1..10), a purple card {@code P}, a rare card {@code *}. {@code space} is null for P and *.
 */
public record RevealedCard(Kind kind, Space space) {
    public enum Kind { NUMBER, PURPLE, RARE }

    public static final RevealedCard PURPLE = new RevealedCard(Kind.PURPLE, null);
    public static final RevealedCard RARE = new RevealedCard(Kind.RARE, null);

    public RevealedCard {
        if (kind == null || (kind == Kind.NUMBER) != (space != null) || space != null && space.isPurple()) {
            throw new IllegalArgumentException("A revealed card is a number card on 1..10, P or *");
        }
    }

    public static RevealedCard number(Space space) {
        return new RevealedCard(Kind.NUMBER, space);
    }

    /** The card that belongs on this space: its number card, or a purple card (words name it, P385). */
    public static RevealedCard of(Space space) {
        return space.isPurple() ? PURPLE : number(space);
    }

    /** Parses {@code R3}, {@code P} or {@code *} (any case); null if it is not a card. */
    public static RevealedCard parse(String s) {
        if (s == null) {
            return null;
        }
        String t = s.trim();
        if (t.equals("*")) {
            return RARE;
        }
        if (t.equalsIgnoreCase("P")) {
            return PURPLE;
        }
        Space space = Space.parse(t);
        return space == null || space.isPurple() ? null : number(space);
    }

    /** The number cards of a hand, by their spaces, in the hand's order (for rewards and R49). */
    public static List<Space> numberCards(List<RevealedCard> hand) {
        List<Space> out = new ArrayList<>();
        for (RevealedCard c : hand) {
            if (c.kind == Kind.NUMBER) {
                out.add(c.space);
            }
        }
        return out;
    }

    /** How many cards of this kind a hand holds. */
    public static int count(List<RevealedCard> hand, Kind kind) {
        int n = 0;
        for (RevealedCard c : hand) {
            n += c.kind == kind ? 1 : 0;
        }
        return n;
    }

    /** The card's colour for rewards: its row's for a number card, purple for P; null for a rare card. */
    public CardColour colour() {
        switch (kind) {
            case NUMBER: return CardColour.valueOf(space.row().name());
            case PURPLE: return CardColour.PURPLE;
            default: return null;
        }
    }

    @Override
    public String toString() {
        return kind == Kind.RARE ? "*" : kind == Kind.PURPLE ? "P" : space.toString();
    }
}
