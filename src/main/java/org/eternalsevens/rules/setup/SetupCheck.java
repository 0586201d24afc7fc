package org.eternalsevens.rules.setup;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.ObserverBoard;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;

/**
 * Checks a table's setup choices and builds a {@link Setup}, or lists every problem as values: the key of its words
 * ({@code setup.*}) and its arguments (P458); {@code words.ReasonWords.problems} says them.
 */
public final class SetupCheck {
    /** The setup, or null with the problems found. */
    public record Result(Setup setup, List<Reason> problems) {
        public boolean ok() {
            return setup != null;
        }
    }

    private SetupCheck() {
    }

    /** Null deck or board lists mean the defaults (R31, R29). */
    public static Result check(GameContent content, Level level, List<Colour> seats, Colour start,
                               Map<Colour, String> names, List<String> instant, List<String> continuous,
                               Map<Colour, String> boards) {
        return check(content, level, seats, start, names, instant, continuous, boards, null);
    }

    /** The same, with a Pro setup's prepared boards (null: R51's default for the number of seats). */
    public static Result check(GameContent content, Level level, List<Colour> seats, Colour start,
                               Map<Colour, String> names, List<String> instant, List<String> continuous,
                               Map<Colour, String> boards, ProSetup pro) {
        List<Reason> problems = new ArrayList<>();
        if (level == null) {
            return fail(problem("level"));
        }
        LevelRules rules = content.level(level);
        if (rules == null || level == Level.PRO && content.eternalBoards().isEmpty()) {
            return fail(problem("noLevel", level.id()));
        }
        if (seats == null || seats.size() < 2 || seats.size() > 4) {
            return fail(problem("seats"));
        }
        if (seats.stream().anyMatch(Objects::isNull) || new LinkedHashSet<>(seats).size() != seats.size()) {
            problems.add(problem("seatColours"));
        }
        if (start == null || !seats.contains(start)) {
            problems.add(problem("start"));
        }
        Integer handSize = content.handSizes().get(seats.size());
        if (handSize == null) {
            problems.add(problem("handSize", seats.size()));
        }
        boolean two = seats.size() == 2;
        if (!level.isCasual()) {
            return gamer(content, level, rules, seats, start, names, instant, continuous, boards, handSize, pro,
                    problems);
        }
        List<InstantEternal> inst = instant == null
                ? (two ? rules.defaultInstantTwoPlayer() : rules.defaultInstant())
                : parseDeck(instant, InstantEternal::parse, "instant", problems);
        List<ContinuousEternal> cont = continuous == null ? rules.defaultContinuous()
                : parseDeck(continuous, ContinuousEternal::parse, "continuous", problems);
        checkDeck(inst, instant == null ? inst.size() : instant.size(), rules.instantAllowed(), rules.instantMin(),
                rules.instantMax(), "instant", level, problems);
        checkDeck(cont, continuous == null ? cont.size() : continuous.size(), rules.continuousAllowed(),
                rules.continuousMin(), rules.continuousMax(), "continuous", level, problems);
        Map<Colour, String> boardNames = new EnumMap<>(Colour.class);
        for (Colour c : seats) {
            if (c == null) {
                continue;
            }
            String b = boards == null || boards.get(c) == null ? rules.defaultBoards().get(c) : boards.get(c);
            if (b == null || !rules.boards().containsKey(b)) {
                problems.add(problem("board", level.id(), new Quote(b)));
            }
            boardNames.put(c, b);
        }
        if (!problems.isEmpty()) {
            return new Result(null, List.copyOf(problems));
        }
        return new Result(new Setup(level, seats, start, names == null ? Map.of() : names, inst, cont, boardNames,
                rules, handSize, content.twoPlayer(), content.dragonSwapCards()), List.of());
    }

    /** Expert (R40, R41, R44, R45): no eternal decks; each colour plays its Observer board; the caps by players. */
    private static Result gamer(GameContent content, Level level, LevelRules rules, List<Colour> seats, Colour start,
                                Map<Colour, String> names, List<String> instant, List<String> continuous,
                                Map<Colour, String> boards, Integer handSize, ProSetup pro,
                                List<Reason> problems) {
        boolean isPro = level == Level.PRO; // RECORD-FORMAT: instant, continuous and boards are ignored at Pro
        if (!isPro && (instant != null && !instant.isEmpty() || continuous != null && !continuous.isEmpty())) {
            problems.add(problem("gamer.decks"));
        }
        if (!isPro && boards != null && !boards.isEmpty()) {
            problems.add(problem("gamer.boards", level.id()));
        }
        if (!problems.isEmpty()) {
            return new Result(null, List.copyOf(problems));
        }
        Map<Colour, String> boardNames = new EnumMap<>(Colour.class);
        Map<Colour, ObserverBoard> observers = new EnumMap<>(Colour.class);
        for (Colour c : seats) {
            boardNames.put(c, rules.defaultBoards().get(c));
            observers.put(c, content.gamer().observerBoard(c));
        }
        GamerRules g = new GamerRules(content.gamer().caps(seats.size()), observers);
        ProSetup prepared = !isPro ? null : pro != null ? pro : ProSetup.defaults(seats.size());
        if (isPro && prepared.eternalBoards().size() != seats.size() + 1) {
            return fail(problem("pro.boards", seats.size(), seats.size() + 1, prepared.eternalBoards().size()));
        }
        return new Result(new Setup(level, seats, start, names == null ? Map.of() : names, List.of(), List.of(),
                boardNames, rules, handSize, content.twoPlayer(), content.dragonSwapCards(), g, prepared,
                isPro ? content.eternalBoards() : EternalBoards.NONE), List.of());
    }

    private static Result fail(Reason problem) {
        return new Result(null, List.of(problem));
    }

    private static Reason problem(String key, Object... args) {
        return new Reason("setup." + key, List.of(args));
    }

    private static <E> List<E> parseDeck(List<String> names, java.util.function.Function<String, E> parse,
                                         String kind, List<Reason> problems) {
        List<E> deck = new ArrayList<>();
        for (String n : names) {
            E e = parse.apply(n);
            if (e == null) {
                problems.add(problem("deck.unknown." + kind, new Quote(n)));
            } else {
                deck.add(e);
            }
        }
        return deck;
    }

    /** {@code given}: how many names the setup gave, understood or not (the size is told as written). */
    private static <E extends Enum<E>> void checkDeck(List<E> deck, int given, List<E> allowed, int min, int max,
                                                      String kind, Level level, List<Reason> problems) {
        Map<E, Integer> times = new java.util.LinkedHashMap<>();
        deck.forEach(e -> times.merge(e, 1, Integer::sum));
        times.forEach((e, n) -> {
            if (n > 1) {
                String often = n == 2 ? "twice" : n == 3 ? "thrice" : "times";
                problems.add(problem("deck." + often + "." + kind, e.name().toLowerCase(Locale.ROOT), n));
            }
        });
        for (E e : times.keySet()) {
            if (!allowed.contains(e)) {
                problems.add(problem("deck.notUsed", e.name().charAt(0) + e.name().substring(1).toLowerCase(Locale.ROOT),
                        level.id()));
            }
        }
        if (given < min || given > max) {
            problems.add(min == max ? problem("deck.size." + kind, min, given)
                    : problem("deck.sizes." + kind, min, max, given));
        }
    }
}
