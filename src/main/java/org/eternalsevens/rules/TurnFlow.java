package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.basics.Space;

/** Ends turns, skips players who lost a turn (R18), and says whether a turn may go on (R15, R27, R28). */
final class TurnFlow {
    private TurnFlow() {
    }

    /** Hands the turn to the next player still in the game, clockwise (R11). */
    static void endTurn(Draft d) {
        if (!d.finished && !d.freshRound) {
            d.mode.turnEnded(d, d.p(d.actor)); // Gamer: a final turn counts down (R43)
        }
        d.cards = 0;
        if (d.finished || d.freshRound) {
            return; // the new round set its own prompt (Pro: the choosing)
        }
        d.pending = Pending.NONE;
        Draft.P next = d.nextInGame(d.actor);
        while (next != null && next.skipNext) {
            next.skipNext = false;
            d.say(new TurnEvent.TurnLost(next.colour));
            next = d.nextInGame(next.colour);
        }
        if (next == null) {
            d.mode.checkRoundEnd(d);
            return;
        }
        d.actor = next.colour;
    }

    /**
     * After the last action of a turn (a pass, an acquire, a Dragon action and its follow-up, a closing 2 or 9): in
     * Gamer mode the turn stays open while the player may still Hard Pass (RECORD-FORMAT "Open turns", P81, P217),
     * otherwise it ends.
     */
    static void endOrKeepOpen(Draft d, Draft.P p) {
        if (p.inGame() && !d.finished && !d.freshRound && d.rules(p).hardPassWith(p.hand)) {
            d.pending = Pending.OPEN_FOR_HARD_PASS;
        } else {
            endTurn(d);
        }
    }

    /** Phoenix: the same player takes one more whole turn at once (R19). */
    static void freshTurn(Draft d) {
        d.cards = 0;
        d.pending = Pending.NONE;
    }

    /**
     * Whether the player, having played a card that triggered nothing, may still add a card this turn: a card they
     * hold may go somewhere now (a token, a second card; P31, P223), or, in Gamer mode, a Hard Pass is left.
     */
    static boolean mayAddCard(Draft d, Draft.P p) {
        if (d.finished || !p.inGame() || p.hand == 0) {
            return false;
        }
        RulesInForce r = d.rules(p);
        return canAddCard(d, r, p) && anyPlay(d, p, r) || r.hardPassWith(p.hand); // RECORD-FORMAT "Open turns"
    }

    /** Whether some card the player holds, a number card or a rare card, may be played anywhere now. */
    private static boolean anyPlay(Draft d, Draft.P p, RulesInForce r) {
        for (Space s : Space.ALL_SPACES) {
            if (Plays.allowed(d, p, r, s, false, true) || Plays.allowed(d, p, r, s, true, true)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a further card may follow now (R15, R27, R43's two-player rule). */
    static boolean canAddCard(Draft d, RulesInForce r, Draft.P p) {
        return r.playsFreely() || r.secondCard() && d.cards == 1 || !r.noTokens() && p.apt > 0;
    }
}
