package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.PlayerStatus;

/** Going out, elimination, dealing out a hand, places, and the end of a Casual game (R13, R14). */
final class Leaving {
    private Leaving() {
    }

    /** A player whose hand is empty goes out (R14). */
    static void checkOut(Draft d, Draft.P p) {
        if (p.inGame() && p.hand == 0 && !d.finished) {
            goOut(d, p);
        }
    }

    /** A second star in Casual mode: rare cards back to the Rare Area, the rest dealt out (R6, R14). */
    static void checkStars(Draft d, Draft.P p) {
        if (p.inGame() && p.casualStars >= 2 && d.setup.level().isCasual() && !d.finished) {
            int n = p.hand - p.rares;
            returnRares(d, p);
            p.hand = 0;
            leaveTop(d, p, true);
            if (n > 0) {
                dealOut(d, n, p); // R14: dealt as in R13 before the game can end, so the last player gets them too
            }
            checkEnd(d);
        }
    }

    private static void goOut(Draft d, Draft.P p) {
        leaveTop(d, p, false);
        checkEnd(d);
    }

    private static void leaveTop(Draft d, Draft.P p, boolean twoStars) {
        p.status = PlayerStatus.OUT;
        p.place = d.nextTop++;
        p.skipNext = false;
        d.say(new TurnEvent.WentOut(p.colour, p.place, twoStars));
    }

    /** The player cannot play and cannot pass (R13): hand dealt out, place from the bottom. */
    static void eliminate(Draft d, Draft.P p) {
        int n = p.hand - p.rares;
        returnRares(d, p);
        p.hand = 0;
        p.status = PlayerStatus.ELIMINATED;
        p.place = d.nextBottom--;
        p.skipNext = false;
        d.say(new TurnEvent.Eliminated(p.colour, p.place));
        if (n > 0) {
            dealOut(d, n, p);
        }
        checkEnd(d);
    }

    private static void returnRares(Draft d, Draft.P p) {
        if (p.rares > 0) {
            d.supply = d.supply.rareArea(p.rares);
            d.say(new TurnEvent.RaresReturned(p.rares));
            p.hand -= p.rares;
            p.rares = 0;
        }
    }

    /** Deals n cards evenly to the players still in the game; the rest are discarded face up (R13). */
    static void dealOut(Draft d, int n, Draft.P from) {
        int k = d.inGameCount();
        if (k == 0 || d.finished) {
            d.supply = d.supply.discard(0, n, 0);
            return;
        }
        int each = n / k;
        int rest = n % k;
        for (Draft.P q : d.players) {
            if (q.inGame()) {
                q.hand += each;
            }
        }
        d.supply = d.supply.discard(0, rest, 0);
        d.say(new TurnEvent.DealtOut(from.colour, n, each, rest));
    }

    /** When at most one player is still in the game, that player takes the place left (R14). */
    static void checkEnd(Draft d) {
        if (d.finished || d.inGameCount() > 1) {
            return;
        }
        for (Draft.P p : d.players) {
            if (p.inGame()) {
                p.place = d.nextTop++;
                p.skipNext = false;
                d.say(new TurnEvent.LastInGame(p.colour, p.place));
            }
        }
        d.finished = true;
        d.pending = Pending.NONE;
        d.cards = 0;
        d.say(new TurnEvent.GameOver());
    }
}
