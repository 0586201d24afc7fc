package org.eternalsevens.rules.board;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.Quote;

/**
 * One ability of an Eternal board (R61-R74), by the id its profile key gives it ({@code tokenOn}, {@code heartOnX}).
 * The engine finds the small class that does it by this id; some take the numbers they fire on ({@code tokenOn}
 * [6, 8]). {@code words} says it ({@code ability.<id>}: "+1 token on a 6 or 8"; P455).
 */
public record EternalAbility(String id, List<Integer> numbers) {
    /** What an id means: whether it takes numbers, and its ruling. */
    public record Kind(String id, boolean takesNumbers, String ruling) {
    }

    private static final Map<String, Kind> KINDS = new LinkedHashMap<>();

    static {
        kind("tokenOn", true, "R61");
        kind("tokenOnRare", false, "R61");
        kind("heartOn", true, "R61");
        kind("heartOnX", false, "R63");
        kind("columnToken", false, "R64");
        kind("takesCoveredRares", false, "R68");
        kind("purpleGift", false, "R67");
        kind("moveXCube", false, "R73");
        kind("twoDragonActions", false, "R74");
    }

    private static void kind(String id, boolean numbers, String ruling) {
        KINDS.put(id, new Kind(id, numbers, ruling));
    }

    public EternalAbility {
        Kind k = KINDS.get(id);
        numbers = List.copyOf(numbers);
        if (k == null || k.takesNumbers() == numbers.isEmpty()
                || numbers.stream().anyMatch(n -> n < 1 || n > 10)) {
            throw new IllegalArgumentException(new Quote(id) + " is not an ability with " + numbers);
        }
    }

    /** The ability ids a profile may use, in the order they are listed. */
    public static List<String> ids() {
        return List.copyOf(KINDS.keySet());
    }

    /** The meaning of an id, or null if it is not an ability. */
    public static Kind kind(String id) {
        return KINDS.get(id);
    }

    public Kind kind() {
        return KINDS.get(id);
    }

    /** Whether it fires on a number card with this number (R61: a rare card in that space is not that number). */
    public boolean firesOn(int number) {
        return numbers.contains(number);
    }
}
