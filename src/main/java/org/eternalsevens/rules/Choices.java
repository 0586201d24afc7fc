package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The follow-ups of eternals: Skeleton's gift, Barong's colour, Dragon's swap, Medusa's token (R17); at the Pro level
 * also the Skeleton board's gift, after which the turn goes on (R67), and a Golem's Must Play token before its second
 * Dragon action (R74).
 */
final class Choices {
    private Choices() {
    }

    static Verdict give(Draft d, Move.Give m) {
        Draft.P p = d.p(d.actor);
        Verdict v = target(d, m.target(), "give");
        if (!v.ok()) {
            return v;
        }
        if (m.rare() && p.rares == 0) {
            return Verdict.refuseAs(RejectCode.NO_RARE_CARD, "give", p.colour);
        }
        if (!m.rare() && p.hand <= p.rares) {
            return Verdict.refuseAs(RejectCode.ONLY_RARES_LEFT, "give", p.colour, m.target().id());
        }
        Draft.P t = d.p(m.target());
        p.hand--;
        t.hand++;
        if (m.rare()) {
            p.rares--;
            t.rares++;
        }
        d.say(new EternalEvent.Gave(p.colour, m.rare(), t.colour));
        d.pending = Pending.NONE;
        d.mode.checkOut(d, p); // a gift that empties the hand is a Go Out (R14, R67)
        if (d.board(p) != null) {
            Plays.goOn(d, p); // Pro: the Skeleton board's gift; the turn goes on, a token may still be used (R67)
        } else {
            TurnFlow.endTurn(d);
        }
        return Verdict.OK;
    }

    static Verdict declare(Draft d, Move.Declare m) {
        d.say(new EternalEvent.Declared(d.actor, m.colour().id(),
                d.setup.twoPlayers() ? (Integer) d.setup.twoPlayer().barongCards() : null));
        TurnFlow.endTurn(d);
        return Verdict.OK;
    }

    /** Dragon: whole hands with 4 players; with 2 or 3 each side gives min(3, its size) (R17). */
    static Verdict swap(Draft d, Move.Swap m) {
        Verdict v = target(d, m.target(), "swap");
        if (!v.ok()) {
            return v;
        }
        Draft.P p = d.p(d.actor);
        Draft.P t = d.p(m.target());
        if (d.setup.playerCount() >= 4) {
            int h = p.hand;
            int r = p.rares;
            p.hand = t.hand;
            p.rares = t.rares;
            t.hand = h;
            t.rares = r;
            d.say(new EternalEvent.Swapped(p.colour, t.colour, null, null));
        } else {
            int k = d.setup.dragonSwapCards();
            int a = Math.min(k, p.hand);
            int b = Math.min(k, t.hand);
            int ra = forcedRares(p, a);
            int rb = forcedRares(t, b);
            p.hand += b - a;
            t.hand += a - b;
            p.rares += rb - ra;
            t.rares += ra - rb;
            d.say(new EternalEvent.Swapped(p.colour, t.colour, a, b));
        }
        TurnFlow.endTurn(d);
        return Verdict.OK;
    }

    /** Rare cards that must go with {@code given} cards: all if the whole hand goes, else those that cannot stay. */
    private static int forcedRares(Draft.P p, int given) {
        return given == p.hand ? p.rares : Math.max(0, p.rares - (p.hand - given));
    }

    static Verdict mustPlay(Draft d, Move.PlaceMustPlay m) {
        Verdict v = Passes.mustPlaySpace(d, m.space());
        if (!v.ok()) {
            return v;
        }
        d.field = d.field.withMustPlay(m.space());
        d.say(new EternalEvent.MedusaPlaced(d.actor, m.space()));
        if (d.gamer != null && d.gamer.round().offer() == DragonOffers.Trigger.GOLEM_SECOND) {
            d.gamer = d.gamer.with(d.gamer.round().withOffer(null));
            DragonTurns.afterAction(d, true); // R74: the Golem's second Dragon action comes after the token
        } else if (d.gamer != null) {
            DragonTurns.afterAction(d, false); // P217: a Dragon action's token; the turn stays open for a Hard Pass
        } else {
            TurnFlow.endTurn(d);
        }
        return Verdict.OK;
    }

    private static Verdict target(Draft d, Colour c, String variant) {
        if (c == d.actor) {
            return Verdict.refuseAs(RejectCode.BAD_TARGET, variant, d.actor);
        }
        if (!d.setup.seats().contains(c) || !d.p(c).inGame()) {
            return Verdict.refuseAs(RejectCode.BAD_TARGET, "out", c.title());
        }
        return Verdict.OK;
    }
}
