package org.eternalsevens.rules.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.Quoted;

/**
 * One ability of an Eternal board (R61-R74), by the id its profile key gives it ({@code tokenOn}, {@code heartOnX}).
 * The engine finds the small class that does it by this id; some take the numbers they fire on ({@code tokenOn}
 * [6, 8]). {@link #words()} says it in the app's words: "+1 token on a 6 or 8".
 */
public record EternalAbility(String id, List<Integer> numbers) {
    /** What an id means: whether it takes numbers, its ruling and its words ({@code %s}: the numbers). */
    public record Kind(String id, boolean takesNumbers, String ruling, String words) {
    }

    private static final Map<String, Kind> KINDS = new LinkedHashMap<>();

    static {
        kind("tokenOn", true, "R61", "+1 token on a %s");
        kind("tokenOnRare", false, "R61", "+1 token on a rare card");
        kind("heartOn", true, "R61", "+1 heart on a %s");
        kind("heartOnX", false, "R63", "+1 heart on a space that held an X token");
        kind("columnToken", false, "R64", "+1 token for each column completed");
        kind("takesCoveredRares", false, "R68", "takes every rare card a played card covers");
        kind("purpleGift", false, "R67", "gives a card to another player after a purple card");
        kind("moveXCube", false, "R73", "may move the Forbidden cube between X-system spaces as a Dragon action");
        kind("twoDragonActions", false, "R74", "takes a second Dragon action after each one");
    }

    private static void kind(String id, boolean numbers, String ruling, String words) {
        KINDS.put(id, new Kind(id, numbers, ruling, words));
    }

    public EternalAbility {
        Kind k = KINDS.get(id);
        numbers = List.copyOf(numbers);
        if (k == null || k.takesNumbers() == numbers.isEmpty()
                || numbers.stream().anyMatch(n -> n < 1 || n > 10)) {
            throw new IllegalArgumentException(Quoted.of(id) + " is not an ability with " + numbers);
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

    /** "+1 token on a 6 or 8", "+1 heart on a 10". */
    public String words() {
        if (numbers.isEmpty()) {
            return kind().words();
        }
        List<String> ns = new ArrayList<>();
        numbers.forEach(n -> ns.add(String.valueOf(n)));
        String joined = ns.size() == 1 ? ns.get(0)
                : String.join(", ", ns.subList(0, ns.size() - 1)) + " or " + ns.get(ns.size() - 1);
        return String.format(kind().words(), joined);
    }
}
