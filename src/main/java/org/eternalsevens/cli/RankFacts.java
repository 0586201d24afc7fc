package org.eternalsevens.cli;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.words.Quoted;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The facts a final ranking needs (R46), read from {@code rank}'s arguments or from JSON: each colour's hearts and
 * stars, the stacking order of tied hearts (bottom first) and who was eliminated in round 2. Every problem is a
 * {@link BadFacts} with one sentence in the table's words.
 */
record RankFacts(Map<Colour, Integer> hearts, Map<Colour, Integer> stars, List<Colour> stack, Set<Colour> eliminated,
                 Integer players) {
    /** The input cannot be used; the message is one plain sentence. */
    static final class BadFacts extends Exception {
        /** Why, in the words of {@code cli.rank.facts.<key>} (P462). */
        BadFacts(String key, Object... args) {
            super(CliWords.of("rank.facts." + key, args));
        }
    }

    private static final Pattern FACT = Pattern.compile("([a-zA-Z]+):((?:\\d{1,3}[hHsS]){1,2})");
    private static final Pattern PART = Pattern.compile("(\\d{1,3})([hHsS])");

    /** {@code red:9h2s}: a colour, then hearts with h and stars with s, in either order; a missing part is 0. */
    static void fact(String arg, Map<Colour, Integer> hearts, Map<Colour, Integer> stars) throws BadFacts {
        Matcher m = FACT.matcher(arg);
        if (!m.matches()) {
            throw new BadFacts("fact", Quoted.of(arg));
        }
        Colour c = colour(m.group(1));
        if (hearts.containsKey(c)) {
            throw new BadFacts("colourTwice", c);
        }
        Integer h = null;
        Integer s = null;
        Matcher p = PART.matcher(m.group(2));
        while (p.find()) {
            boolean isHearts = Character.toLowerCase(p.group(2).charAt(0)) == 'h';
            if ((isHearts ? h : s) != null) {
                throw new BadFacts(isHearts ? "heartsTwice" : "starsTwice", Quoted.of(arg));
            }
            int n = Integer.parseInt(p.group(1));
            if (isHearts) {
                h = n;
            } else {
                s = n;
            }
        }
        hearts.put(c, h == null ? 0 : h);
        stars.put(c, s == null ? 0 : s);
    }

    /** {@code blue,yellow}: colours separated by commas, each once. */
    static List<Colour> colours(String option, String list) throws BadFacts {
        List<Colour> out = new ArrayList<>();
        if (list == null || list.isBlank() || list.startsWith("--")) {
            throw new BadFacts("colours", option);
        }
        for (String name : list.split(",")) {
            Colour c = colour(name.trim());
            if (out.contains(c)) {
                throw new BadFacts("optionTwice", option, c);
            }
            out.add(c);
        }
        return out;
    }

    static Colour colour(String name) throws BadFacts {
        Colour c = Colour.parse(name);
        if (c == null) {
            throw new BadFacts("colour", Quoted.of(name));
        }
        return c;
    }

    /**
     * The JSON form: {@code {"players": {"red": {"hearts": 9, "stars": 2, "eliminated": true}}, "stack": [...]}}.
     * A replay summary reads too: its {@code heartOrder} is the stack, {@code status: "eliminated"} an elimination.
     */
    static RankFacts json(String text, String where) throws BadFacts {
        JsonNode root;
        try {
            root = JsonMapper.builder().build().readTree(text);
        } catch (JacksonException e) {
            throw new BadFacts("notJson", where);
        }
        JsonNode players = root == null ? null : root.path("players");
        if (players == null || !players.isObject() || players.isEmpty()) {
            throw new BadFacts("players", where);
        }
        Map<Colour, Integer> hearts = new EnumMap<>(Colour.class);
        Map<Colour, Integer> stars = new EnumMap<>(Colour.class);
        Set<Colour> out = new LinkedHashSet<>();
        for (Map.Entry<String, JsonNode> e : players.properties()) {
            Colour c = colour(e.getKey());
            JsonNode p = e.getValue();
            hearts.put(c, count(p, "hearts", c, where));
            stars.put(c, count(p, "stars", c, where));
            if (p.path("eliminated").asBoolean(false) || "eliminated".equals(p.path("status").asString(""))) {
                out.add(c);
            }
        }
        JsonNode stack = root.has("stack") ? root.path("stack") : root.path("heartOrder");
        List<Colour> order = new ArrayList<>();
        if (!stack.isMissingNode()) {
            if (!stack.isArray()) {
                throw new BadFacts("stack", where);
            }
            for (JsonNode n : stack) {
                Colour c = colour(n.asString(""));
                if (order.contains(c)) {
                    throw new BadFacts("stackTwice", where, c);
                }
                order.add(c);
            }
        }
        JsonNode elim = root.path("eliminated");
        if (elim.isArray()) {
            for (JsonNode n : elim) {
                out.add(colour(n.asString("")));
            }
        }
        return new RankFacts(hearts, stars, order, out, null);
    }

    private static int count(JsonNode p, String field, Colour c, String where) throws BadFacts {
        JsonNode v = p.path(field);
        if (!v.isInt() || v.asInt() < 0) {
            throw new BadFacts("count", where, c.id(), field);
        }
        return v.asInt();
    }
}
