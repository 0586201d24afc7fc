package org.eternalsevens.rules.track;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToIntFunction;
import org.eternalsevens.rules.basics.Colour;

/**
 * The counters reward terms read (R56): each has a name and how it counts from a
 * {@link RewardContext}. A new kind (Pro's boards, R57) joins by adding one entry here; the engine's turn logic
 * is not touched. A name may be written singular or plural ({@code disc}, {@code discs}).
 */
public final class RewardCounters {
    /** One counter: its name and what it counts; {@code words.RewardWords} words it ("3 unused discs"). */
    public record Counter(String name, ToIntFunction<RewardContext> count) {
    }

    private static final Map<String, Counter> COUNTERS = new LinkedHashMap<>();
    private static final Map<String, String> ALIASES = new LinkedHashMap<>();

    static {
        add("discs", "disc", RewardContext::unusedDiscs);
        add("apt", "apts", RewardContext::tokens);
        for (Colour c : Colour.values()) {
            add(c.id(), c.id() + "s", x -> x.hand().colour(c));
        }
        add("purple", "purples", x -> x.hand().purple());
        add("rare", "rares", x -> x.hand().rare());
        add("tens", "ten", x -> x.hand().tens());
    }

    private RewardCounters() {
    }

    private static void add(String name, String alias, ToIntFunction<RewardContext> f) {
        COUNTERS.put(name, new Counter(name, f));
        ALIASES.put(name, name);
        ALIASES.put(alias, name);
    }

    /** The counter's own name for a name or alias ({@code disc} is {@code discs}); null if none. */
    public static String canonical(String nameOrAlias) {
        return ALIASES.get(nameOrAlias);
    }

    public static Counter counter(String name) {
        Counter c = COUNTERS.get(canonical(name));
        if (c == null) {
            throw new IllegalArgumentException("No reward counter \"" + name + "\"");
        }
        return c;
    }

    /** The counters' names, for messages. */
    public static String names() {
        return String.join(", ", COUNTERS.keySet());
    }
}
