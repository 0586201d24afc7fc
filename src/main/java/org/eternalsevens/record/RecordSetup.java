package org.eternalsevens.record;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.words.Quoted;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;

/**
 * The {@code setup} of a game record as written (RECORD-FORMAT.md). Null lists and maps mean "not given": the
 * defaults apply. {@link #toSetup} checks it against the content and lists every problem. {@code eternalBoards}
 * and {@code round2Sides} (Pro, R51) are kept as read (a list of texts, a text, or another JSON value) so that a
 * wrong type is reported, not guessed.
 */
public record RecordSetup(String level, List<String> seats, String start, Map<String, String> names,
                          List<String> instant, List<String> continuous, Map<String, String> boards,
                          Object eternalBoards, Object round2Sides) {
    /** A setup without the Pro fields. */
    public RecordSetup(String level, List<String> seats, String start, Map<String, String> names,
                       List<String> instant, List<String> continuous, Map<String, String> boards) {
        this(level, seats, start, names, instant, continuous, boards, null, null);
    }

    /** A checked setup, or the problems as values ({@code recordSetup.*}, {@code setup.*}; P458). */
    public SetupCheck.Result toSetup(GameContent content) {
        List<Reason> problems = new ArrayList<>();
        Level lv = Level.parse(level);
        if (lv == null) {
            problems.add(level == null ? problem("noLevel") : problem("level", Quoted.of(level)));
        }
        List<Colour> seatColours = new ArrayList<>();
        if (seats == null) {
            problems.add(problem("noSeats"));
        } else {
            for (String s : seats) {
                Colour c = Colour.parse(s);
                if (c == null) {
                    problems.add(problem("seat", Quoted.of(s)));
                }
                seatColours.add(c);
            }
        }
        Colour st = Colour.parse(start);
        if (start == null) {
            problems.add(problem("noStart"));
        }
        Map<Colour, String> nameMap = colourMap(names, "names", problems);
        // a name is shown short (P242); the record, which keeps this RecordSetup, keeps it whole
        nameMap.replaceAll((c, n) -> n == null ? null : Quoted.shortened(n, LONGEST_NAME));
        Map<Colour, String> boardMap = boards == null ? null : colourMap(boards, "boards", problems);
        ProSetup pro = null;
        if (lv == Level.PRO) { // RECORD-FORMAT "Pro setup": exit 2 for a bad eternalBoards or round2Sides
            ProSetup.Result r = ProSetup.check(eternalBoards, round2Sides, seatColours.size());
            problems.addAll(r.problems());
            pro = r.setup();
        }
        if (!problems.isEmpty()) {
            return new SetupCheck.Result(null, List.copyOf(problems));
        }
        return SetupCheck.check(content, lv, seatColours, st, nameMap, instant, continuous, boardMap, pro);
    }

    /** The most characters of a player's name shown: a name of a megabyte froze the window's layout. */
    public static final int LONGEST_NAME = 40;

    private static Reason problem(String key, Object... args) {
        return new Reason("recordSetup." + key, List.of(args));
    }

    private static Map<Colour, String> colourMap(Map<String, String> in, String what, List<Reason> problems) {
        Map<Colour, String> out = new EnumMap<>(Colour.class);
        if (in == null) {
            return out;
        }
        in.forEach((k, v) -> {
            Colour c = Colour.parse(k);
            if (c == null) {
                problems.add(problem("colour", Quoted.of(what), Quoted.of(k)));
            } else {
                out.put(c, v);
            }
        });
        return out;
    }

    /** The setup of an existing {@link Setup}, for a new record; decks and boards written out in full. */
    public static RecordSetup of(Setup s) {
        List<String> seats = new ArrayList<>();
        s.seats().forEach(c -> seats.add(c.id()));
        Map<String, String> names = new java.util.LinkedHashMap<>();
        s.seats().forEach(c -> {
            if (s.names().containsKey(c)) {
                names.put(c.id(), s.names().get(c));
            }
        });
        List<String> inst = new ArrayList<>();
        s.instant().forEach(e -> inst.add(e.id()));
        List<String> cont = new ArrayList<>();
        s.continuous().forEach(e -> cont.add(e.id()));
        Map<String, String> boards = null;
        if (s.level() == Level.STANDARD) { // Expert plays each colour's Observer board (R45)
            boards = new java.util.LinkedHashMap<>();
            for (Colour c : s.seats()) {
                boards.put(c.id(), s.boardNames().get(c));
            }
        }
        boolean casual = s.level().isCasual(); // Gamer mode has no eternal decks (R40)
        return new RecordSetup(s.level().id(), seats, s.start().id(), names.isEmpty() ? null : names,
                casual ? inst : null, casual ? cont : null, boards,
                s.pro() == null ? null : s.pro().eternalBoards(), s.pro() == null ? null : s.pro().round2Sides().id());
    }
}
