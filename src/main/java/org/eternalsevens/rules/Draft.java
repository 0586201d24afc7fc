package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;

/** A mutable working copy of a {@link GameState}, used inside one {@link Engine#apply} and then frozen. */
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
        int stars;
        int hearts;
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
            stars = p.stars();
            hearts = p.hearts();
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
            return new PlayerState(colour, hand, rares, discs, passed, usedIcons, apt, stars, hearts, status, place,
                    skipNext);
        }
    }

    final Setup setup;
    Field field;
    final List<P> players = new ArrayList<>(4);
    Colour actor;
    Pending pending;
    int cards;
    final List<InstantEternal> instantDeck;
    final List<InstantEternal> instantRevealed;
    final List<ContinuousEternal> continuousDeck;
    final List<ContinuousEternal> continuousRevealed;
    ContinuousEternal active;
    int rareArea;
    int discardDown;
    int discardUp;
    int discardRares;
    int commonDeck;
    int faceUp;
    int sharedUsed;
    int nextTop;
    int nextBottom;
    boolean finished;
    final List<String> events = new ArrayList<>(4);

    Draft(GameState s) {
        setup = s.setup();
        field = s.field();
        for (PlayerState p : s.players()) {
            players.add(new P(p));
        }
        actor = s.turn().actor();
        pending = s.turn().pending();
        cards = s.turn().cards();
        Eternals e = s.eternals();
        instantDeck = new ArrayList<>(e.instantDeck());
        instantRevealed = new ArrayList<>(e.instantRevealed());
        continuousDeck = new ArrayList<>(e.continuousDeck());
        continuousRevealed = new ArrayList<>(e.continuousRevealed());
        active = e.active();
        Supply u = s.supply();
        rareArea = u.rareArea();
        discardDown = u.discardDown();
        discardUp = u.discardUp();
        discardRares = u.discardRares();
        commonDeck = u.commonDeck();
        faceUp = u.faceUp();
        sharedUsed = u.sharedUsed();
        nextTop = s.nextTop();
        nextBottom = s.nextBottom();
        finished = s.finished();
    }

    GameState freeze() {
        List<PlayerState> ps = new ArrayList<>(players.size());
        for (P p : players) {
            ps.add(p.freeze());
        }
        return new GameState(setup, field, ps, new Turn(actor, pending, cards),
                new Eternals(instantDeck, instantRevealed, continuousDeck, continuousRevealed, active),
                new Supply(rareArea, discardDown, discardUp, discardRares, commonDeck, faceUp, sharedUsed),
                nextTop, nextBottom, finished);
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

    void say(String sentence) {
        events.add(sentence);
    }

    /**
     * A rare card from the Rare Area; if it is empty, one Additional Play Token where tokens exist, else nothing
     * (R12, R20).
     */
    void gainRareCard(P p, String source) {
        String who = name(p.colour);
        if (rareArea > 0) {
            rareArea--;
            p.hand++;
            p.rares++;
            // the rare icon's own pass needs no explanation; another source (King) is named
            say(who + " takes a rare card" + (source.equals("the rare icon") ? "." : " (" + source + ")."));
        } else if (setup.rules().usesTokens()) {
            int got = gainTokens(p, 1);
            say("The Rare Area is empty: " + who + (got == 1 ? " gains an Additional Play Token instead ("
                    : " already holds all the Additional Play Tokens allowed and gains none (") + source + ").");
        } else {
            say("The Rare Area is empty: " + who + " gets nothing (" + source + ").");
        }
    }

    /** Gains tokens up to the cap (R15); returns how many were gained. */
    int gainTokens(P p, int n) {
        int cap = setup.rules().tokenCap();
        int gained = Math.max(0, Math.min(n, cap - p.apt));
        p.apt += gained;
        return gained;
    }
}
