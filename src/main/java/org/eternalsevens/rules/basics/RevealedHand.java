package org.eternalsevens.rules.basics;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The hand a player reveals at a Hard Pass (R42), as rewards read it: number cards by colour, purple cards, rare
 * cards and 10s (R56's units). A Go Out reveals nothing: {@link #EMPTY}.
 */
public record RevealedHand(Map<Colour, Integer> numberCards, int purple, int rare, int tens) {
    public static final RevealedHand EMPTY = new RevealedHand(Map.of(), 0, 0, 0);

    public RevealedHand {
        numberCards = Map.copyOf(numberCards);
        if (purple < 0 || rare < 0 || tens < 0 || numberCards.values().stream().anyMatch(n -> n < 0)) {
            throw new IllegalArgumentException("A revealed hand counts no negative cards");
        }
    }

    /** From the revealed number cards (each named by its space, R3 for red 3), purple cards and rare cards. */
    public static RevealedHand of(List<Space> numberCards, int purple, int rare) {
        Map<Colour, Integer> byColour = new EnumMap<>(Colour.class);
        int tens = 0;
        for (Space s : numberCards) {
            if (s.isPurple()) {
                purple++;
                continue;
            }
            byColour.merge(s.row(), 1, Integer::sum);
            if (s.number() == 10) {
                tens++;
            }
        }
        return new RevealedHand(byColour, purple, rare, tens);
    }

    /** Number cards of one colour (purple cards are not red, blue, green or yellow). */
    public int colour(Colour c) {
        return numberCards.getOrDefault(c, 0);
    }

    public int size() {
        return numberCards.values().stream().mapToInt(Integer::intValue).sum() + purple + rare;
    }
}
