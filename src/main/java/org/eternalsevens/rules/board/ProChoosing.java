package org.eternalsevens.rules.board;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/**
 * One round's choosing of Eternal boards (R52, R53), an immutable value: the round, the choosers in order, the
 * board sides showing this round and who took which. Each player takes exactly one side on offer; nobody passes
 * or takes two. {@link #check} is the one legality test for the app, the summary and the engine.
 */
public record ProChoosing(int round, List<Colour> order, List<EternalBoard> showing,
                          Map<Colour, EternalBoard> chosen) {
    public ProChoosing {
        order = List.copyOf(order);
        showing = List.copyOf(showing);
        Map<Colour, EternalBoard> copy = new EnumMap<>(Colour.class);
        copy.putAll(chosen);
        chosen = Map.copyOf(copy);
        if (round < 1 || order.isEmpty() || showing.size() != order.size() + 1) {
            throw new IllegalArgumentException("A choosing needs a round, its choosers and one board more than them");
        }
    }

    /** The start of a round's choosing: round 1 in {@link ProSetup#round1Order}, round 2 in its R53 order. */
    public static ProChoosing start(int round, List<Colour> order, List<EternalBoard> showing) {
        return new ProChoosing(round, order, showing, Map.of());
    }

    /** The player to choose now, or null once everyone has a board. */
    public Colour next() {
        return chosen.size() < order.size() ? order.get(chosen.size()) : null;
    }

    /** The colours still to choose, in order (the summary's {@code eternalBoards.order}). */
    public List<Colour> toChoose() {
        return order.subList(chosen.size(), order.size());
    }

    public boolean done() {
        return next() == null;
    }

    /** The sides showing this round that nobody has taken, in setup order; after the choosing, the one left over. */
    public List<EternalBoard> offer() {
        List<EternalBoard> out = new ArrayList<>(showing);
        out.removeAll(chosen.values());
        return out;
    }

    /** The board a player took this round, or null. */
    public EternalBoard board(Colour c) {
        return chosen.get(c);
    }

    /** May {@code who} take the board named (its name or its id, any case) now (R52, R53)? */
    public Verdict check(Colour who, String nameOrId) {
        Colour next = next();
        if (next == null) {
            return Verdict.refuse(RejectCode.CHOOSING_OVER, round);
        }
        if (who != next) {
            return Verdict.refuseAs(RejectCode.NOT_YOUR_TURN, "choose", next.title(), who.title());
        }
        EternalBoard b = find(nameOrId);
        if (b == null) {
            return Verdict.refuse(RejectCode.BOARD_NOT_ON_OFFER, new Quote(nameOrId), round,
                    names(offer()));
        }
        for (Map.Entry<Colour, EternalBoard> e : chosen.entrySet()) {
            if (e.getValue().equals(b)) {
                return Verdict.refuse(RejectCode.BOARD_TAKEN, e.getKey().title(), b.title(),
                        names(offer()));
            }
        }
        return Verdict.OK;
    }

    /** The choosing after {@code who} takes the board; the move must pass {@link #check} first. */
    public ProChoosing choose(Colour who, String nameOrId) {
        Verdict v = check(who, nameOrId);
        if (!v.ok()) {
            throw new IllegalArgumentException("A refused choice: " + v.code() + " " + v.reason().args());
        }
        Map<Colour, EternalBoard> after = new EnumMap<>(Colour.class);
        after.putAll(chosen);
        after.put(who, find(nameOrId));
        return new ProChoosing(round, order, showing, after);
    }

    private EternalBoard find(String nameOrId) {
        String s = nameOrId == null ? "" : nameOrId.trim();
        for (EternalBoard b : showing) {
            if (b.name().equalsIgnoreCase(s) || b.id().equalsIgnoreCase(s)) {
                return b;
            }
        }
        return null;
    }

    private static String names(List<EternalBoard> boards) {
        List<String> out = new ArrayList<>();
        boards.forEach(b -> out.add(b.name() + " (" + b.id() + ")"));
        return out.isEmpty() ? "none" : String.join(", ", out);
    }
}
