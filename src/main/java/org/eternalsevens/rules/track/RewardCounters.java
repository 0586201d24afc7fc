package org.eternalsevens.rules.track;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToIntFunction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ScoreWords;

/**
 * The counters reward terms read (R56): each has a name, its words and how it counts from a
 * {@link RewardContext}. A new kind (Pro's boards, R57) joins by adding one entry here; the engine's turn logic
 * is not touched. A name may be written singular or plural ({@code disc}, {@code discs}).
 */
public final class RewardCounters {
    /** One counter: its words ("unused disc", "unused discs") and what it counts. */
    public record Counter(String name, String one, String many, ToIntFunction<RewardContext> count) {
        /** "3 unused discs", "1 red card". */
        public String words(int n) {
            return ScoreWords.count(n, one, many);
        }
    }

    private static final Map<String, Counter> COUNTERS = new LinkedHashMap<>();
    private static final Map<String, String> ALIASES = new LinkedHashMap<>();

    static {
        add("discs", "disc", "unused disc", "unused discs", RewardContext::unusedDiscs);
        add("apt", "apts", "token", "tokens", RewardContext::tokens);
        for (Colour c : Colour.values()) {
            add(c.id(), c.id() + "s", c.id() + " card", c.id() + " cards", x -> x.hand().colour(c));
        }
        add("purple", "purples", "purple card", "purple cards", x -> x.hand().purple());
        add("rare", "rares", "rare card", "rare cards", x -> x.hand().rare());
        add("tens", "ten", "ten", "tens", x -> x.hand().tens());
    }

    private RewardCounters() {
    }

    private static void add(String name, String alias, String one, String many, ToIntFunction<RewardContext> f) {
        COUNTERS.put(name, new Counter(name, one, many, f));
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
