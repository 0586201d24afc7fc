package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Eternals;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.setup.Supply;

/**
 * A working copy of a {@link GameState}, used inside one {@link Engine#apply} and then frozen. The state's parts
 * that are immutable values ({@link Field}, {@link Eternals}, {@link Supply}, {@link Gamer}) are held as they
 * are and replaced when they change, so a new part is one field here, not a copy of each of its fields.
 */
final class Draft {
    /** One player's mutable fields. */
    static final class P {
        final Colour colour;
        int hand;
        int rares;
        int discs;
        final List<String> passed;
        int usedIcons;
        int apt;
        /** Casual only (P281): Gamer hearts and stars are the track's. */
        int casualStars;
        int casualHearts;
        PlayerStatus status;
        Integer place;
        boolean skipNext;

        P(PlayerState p) {
            colour = p.colour();
            hand = p.hand();
            rares = p.rares();
            discs = p.discs();
            passed = new ArrayList<>(p.passed());
            usedIcons = p.usedIcons();
            apt = p.apt();
            casualStars = p.casualStars();
            casualHearts = p.casualHearts();
            status = p.status();
            place = p.place();
            skipNext = p.skipNext();
        }

        boolean iconUsedIn(int index) {
            return (usedIcons & (1 << index)) != 0;
        }

        boolean inGame() {
            return status == PlayerStatus.PLAYING;
        }

        PlayerState freeze() {
            return new PlayerState(colour, hand, rares, discs, passed, usedIcons, apt, casualStars, casualHearts, status, place,
                    skipNext);
        }
    }

    final Setup setup;
    final Mode mode;
    Field field;
    final List<P> players = new ArrayList<>(4);
    Colour actor;
    Pending pending;
    int cards;
    /** The space of this turn's first card (R65's colour); read only while {@code cards} is 1 or more. */
    Space first;
    Eternals eternals;
    Supply supply;
    Gamer gamer;
    int nextTop;
    int nextBottom;
    boolean finished;
    /** A new round was set up in this move: its start player is to move, no turn ends. */
    boolean freshRound;
    final List<Event> events = new ArrayList<>(4);
    private RulesInForce rules;
    private Colour rulesFor;
    private Eternals rulesFrom;
    private Gamer rulesGamer;

    Draft(GameState s) {
        setup = s.setup();
        mode = Mode.of(setup.level());
        field = s.field();
        for (PlayerState p : s.players()) {
            players.add(new P(p));
        }
        actor = s.turn().actor();
        pending = s.turn().pending();
        cards = s.turn().cards();
        first = s.turn().first();
        eternals = s.eternals();
        supply = s.supply();
        gamer = s.gamer();
        nextTop = s.nextTop();
        nextBottom = s.nextBottom();
        finished = s.finished();
    }

    GameState freeze() {
        List<PlayerState> ps = new ArrayList<>(players.size());
        for (P p : players) {
            ps.add(p.freeze());
        }
        return new GameState(setup, field, ps, new Turn(actor, pending, cards, cards == 0 ? null : first), eternals,
                supply, nextTop, nextBottom, finished, gamer);
    }

    /** The rules in force for a player now (R9, R15, R24–R28). */
    RulesInForce rules(P p) {
        if (rules == null || rulesFor != p.colour || rulesFrom != eternals || rulesGamer != gamer) { // again only when its sources change
            rules = mode.rules(setup, eternals, gamer, p.colour);
            rulesFor = p.colour;
            rulesFrom = eternals;
            rulesGamer = gamer;
        }
        return rules;
    }

    /** The player's Pro board side this round, or null (below Pro, or while choosing). */
    EternalBoard board(P p) {
        return gamer == null || gamer.pro() == null ? null : gamer.pro().board(p.colour);
    }

    P p(Colour c) {
        for (P p : players) {
            if (p.colour == c) {
                return p;
            }
        }
        throw new IllegalArgumentException(c + " is not seated");
    }

    /** Players in seat order starting with {@code from} and going clockwise. */
    List<P> clockwiseFrom(Colour from) {
        List<P> out = new ArrayList<>(players.size());
        int start = setup.seats().indexOf(from);
        for (int i = 0; i < players.size(); i++) {
            out.add(players.get((start + i) % players.size()));
        }
        return out;
    }

    /** The next player still in the game clockwise after {@code from}, or null if none. */
    P nextInGame(Colour from) {
        List<P> order = clockwiseFrom(from);
        for (int i = 1; i < order.size(); i++) {
            if (order.get(i).inGame()) {
                return order.get(i);
            }
        }
        return null;
    }

    int inGameCount() {
        int n = 0;
        for (P p : players) {
            if (p.inGame()) {
                n++;
            }
        }
        return n;
    }

    String name(Colour c) {
        return setup.nameOf(c);
    }

    void say(Event e) {
        events.add(e);
    }

    /**
     * A rare card from the Rare Area; if it is empty, one Additional Play Token where tokens exist, else nothing
     * (R12, R20).
     */
    void gainRareCard(P p, Phrase source) {
        if (supply.rareArea() > 0) {
            supply = supply.rareArea(-1);
            p.hand++;
            p.rares++;
            say(new PassEvent.RareTaken(p.colour, source)); // the rare icon's own pass needs no explanation
        } else if (setup.rules().usesTokens()) {
            int got = gainTokens(p, 1);
            say(new PassEvent.RareAreaEmpty(p.colour, source,
                    got == 1 ? PassEvent.Instead.TOKEN : PassEvent.Instead.NONE_AT_CAP));
        } else {
            say(new PassEvent.RareAreaEmpty(p.colour, source, PassEvent.Instead.NOTHING));
        }
    }

    /** Gains tokens up to the cap (R15); returns how many were gained. */
    int gainTokens(P p, int n) {
        int cap = rules(p).tokenCap();
        int gained = Math.max(0, Math.min(n, cap - p.apt));
        p.apt += gained;
        return gained;
    }
}
