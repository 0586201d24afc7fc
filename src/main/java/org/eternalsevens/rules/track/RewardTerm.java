package org.eternalsevens.rules.track;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;

/**
 * One reward term in RULINGS R56's notation, {@code KIND N[/UNIT] [max M] [if COND]}: {@code stars 2},
 * {@code hearts 2/disc max 8}, {@code stars 1/2discs max 2}, {@code stars 1 if discs=0}. A UNIT is a counter of
 * {@link RewardCounters}, optionally after a number ({@code 2discs}: one per two unused discs); a COND is one or
 * more {@code COUNTER OP N} joined by commas. {@code max} is 0 when the term has no maximum.
 */
public record RewardTerm(Kind kind, int amount, int per, String unit, int max, List<Condition> conditions) {
    /** What a term gives. */
    public enum Kind {
        HEARTS, STARS;

        /** {@code hearts}, {@code stars}: as R56's notation writes the kind. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** {@code discs=0}, {@code apt>=2}: a counter compared with a number. */
    public record Condition(String counter, String op, int value) {
        public boolean holds(int count) {
            switch (op) {
                case "=": return count == value;
                case ">=": return count >= value;
                case "<=": return count <= value;
                case ">": return count > value;
                default: return count < value;
            }
        }

        @Override
        public String toString() {
            return counter + op + value;
        }
    }

    private static final List<String> OPS = List.of(">=", "<=", "=", ">", "<");

    public RewardTerm {
        conditions = List.copyOf(conditions);
        if (kind == null || amount < 0 || per < 0 || max < 0 || (unit == null) != (per == 0)) {
            throw new IllegalArgumentException(
                    "A reward term needs a kind, no negative numbers, and a unit with its per");
        }
    }

    public boolean hasUnit() {
        return unit != null;
    }

    public boolean hasMax() {
        return max > 0;
    }

    /**
     * Parses a term; an {@link Unparsed} says what is wrong, as a value (P498). Units and condition counters
     * must be known to {@link RewardCounters}.
     */
    public static RewardTerm parse(String text) {
        String s = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        String[] cond = s.split("\\s+if\\s+", 2);
        String[] words = cond[0].trim().split("\\s+");
        if (words.length != 2 && !(words.length == 4 && words[2].equals("max"))) {
            throw bad(text, why("term.form"));
        }
        Kind kind = words[0].equals("hearts") ? Kind.HEARTS : words[0].equals("stars") ? Kind.STARS : null;
        if (kind == null) {
            throw bad(text, why("term.kind"));
        }
        String[] nu = words[1].split("/", 2);
        int amount = number(nu[0], text);
        int per = 0;
        String unit = null;
        if (nu.length == 2) {
            int i = 0;
            while (i < nu[1].length() && Character.isDigit(nu[1].charAt(i))) {
                i++;
            }
            per = i == 0 ? 1 : number(nu[1].substring(0, i), text);
            unit = RewardCounters.canonical(nu[1].substring(i));
            if (unit == null || per < 1) {
                throw bad(text, why("term.unit", new Quote(nu[1]), RewardCounters.names()));
            }
        }
        int max = words.length == 4 ? number(words[3], text) : 0;
        if (words.length == 4 && (max < 1 || unit == null)) {
            throw bad(text, why("term.max"));
        }
        List<Condition> conditions = new ArrayList<>();
        if (cond.length == 2) {
            for (String c : cond[1].split(",")) {
                conditions.add(condition(c.trim(), text));
            }
        }
        return new RewardTerm(kind, amount, per, unit, max, conditions);
    }

    private static Condition condition(String c, String text) {
        for (String op : OPS) {
            int at = c.indexOf(op);
            if (at > 0) {
                String counter = RewardCounters.canonical(c.substring(0, at).trim());
                if (counter == null) {
                    throw bad(text, why("term.counter", new Quote(c.substring(0, at).trim()),
                            RewardCounters.names()));
                }
                return new Condition(counter, op, number(c.substring(at + op.length()).trim(), text));
            }
        }
        throw bad(text, why("term.condition"));
    }

    private static int number(String n, String text) {
        if (n.isEmpty() || n.length() > 3 || !n.chars().allMatch(Character::isDigit)) {
            throw bad(text, why("term.number", new Quote(n)));
        }
        return Integer.parseInt(n);
    }

    private static Unparsed bad(String text, Reason why) {
        return new Unparsed(new Reason("term.bad", List.of(new Quote(text), why)));
    }

    private static Reason why(String key, Object... args) {
        return new Reason(key, List.of(args));
    }

    /**
     * A term that cannot be read (P498): what is wrong as a value ({@code term.bad} with the term quoted and the
     * reason, {@code term.*}), which {@code words} says to the table editing its profiles; the message is for
     * programmers.
     */
    public static final class Unparsed extends IllegalArgumentException {
        private final transient Reason reason;

        Unparsed(Reason reason) {
            super(reason.key() + " " + reason.args());
            this.reason = reason;
        }

        public Reason reason() {
            return reason;
        }
    }

    /** The term in R56's notation, with the counters named as {@link RewardCounters} names them. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(kind.id()).append(' ').append(amount);
        if (unit != null) {
            b.append('/').append(per == 1 ? "" : String.valueOf(per)).append(unit);
        }
        if (max > 0) {
            b.append(" max ").append(max);
        }
        if (!conditions.isEmpty()) {
            b.append(" if ").append(String.join(",", conditions.stream().map(Condition::toString).toList()));
        }
        return b.toString();
    }
}
