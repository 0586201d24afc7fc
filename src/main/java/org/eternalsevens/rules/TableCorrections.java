package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.track.TrackLedger;
import org.eternalsevens.rules.basics.Verdict;

/** The table's own moves: a rare card that changed hands in secret, and corrections of tracked counts. */
final class TableCorrections {
    private TableCorrections() {
    }

    /** Only the rare count moves; hand sizes stay as the exchange left them (RECORD-FORMAT). */
    static Verdict rare(Draft d, Move.TableRare m) {
        Verdict v = seated(d, m.from());
        if (!v.ok() || !(v = seated(d, m.to())).ok()) {
            return v;
        }
        Draft.P from = d.p(m.from());
        Draft.P to = d.p(m.to());
        if (from.rares == 0) {
            return bad("no_rare", from.colour);
        }
        if (to.hand <= to.rares) {
            return bad("no_other_card", to.colour);
        }
        from.rares--;
        to.rares++;
        d.say(new TableEvent.RareNoted(from.colour, to.colour));
        turnGoesOn(d);
        return Verdict.OK;
    }

    static Verdict fix(Draft d, Move.TableFix m) {
        Verdict v = seated(d, m.colour());
        if (!v.ok()) {
            return v;
        }
        Draft.P p = d.p(m.colour());
        String who = d.name(p.colour);
        int value = m.value();
        Verdict beyond = CorrectionCaps.beyond(d, p, m.field(), value); // refused, never clamped (R41, P220)
        if (!beyond.ok()) {
            return beyond;
        }
        switch (m.field()) {
            case HAND:
                if (value < p.rares) {
                    return bad("hand_below_rares", p.colour, p.rares, value);
                }
                if (value == 0 && d.pending == Pending.CHOOSE) { // no one is out before a card is played (P221)
                    return bad("hand_zero_choosing", p.colour);
                }
                p.hand = value;
                break;
            case RARES:
                d.supply = d.supply.rareArea(-(value - p.rares));
                p.rares = value;
                break;
            case APT:
                p.apt = value;
                break;
            case STARS:
                if (d.gamer == null) {
                    p.casualStars = value;
                } else {
                    d.gamer = d.gamer.moved(d.gamer.track().setStars(p.colour, value), p.colour,
                            TrackLedger.Cause.CORRECTION, Phrase.of("event.ledger.fix", p.colour, "stars", value));
                }
                break;
            case HEARTS:
                if (d.gamer == null) {
                    p.casualHearts = value;
                } else { // on top of the hearts already there (R41, RECORD-FORMAT)
                    d.gamer = d.gamer.moved(d.gamer.track().setHearts(p.colour, value), p.colour,
                            TrackLedger.Cause.CORRECTION, Phrase.of("event.ledger.fix", p.colour, "hearts", value));
                }
                break;
            case DISCS:
                p.discs = value;
                break;
        }
        d.say(new TableEvent.Corrected(p.colour, m.field().id(), value));
        if (p.inGame()) {
            d.mode.starsCorrected(d, p);
            d.mode.checkOut(d, p);
            if (!p.inGame() && d.actor == p.colour && !d.finished) {
                TurnFlow.endTurn(d);
            }
        }
        turnGoesOn(d);
        return Verdict.OK;
    }

    /**
     * RECORD-FORMAT, "A turn ends by itself as soon as the player can do nothing more in it", and P6: after a
     * correction inside an open turn (a card played, no choice waiting) the turn ends if no card may follow now;
     * a turn left open for a Hard Pass ends once the hand allows none (P222).
     */
    private static void turnGoesOn(Draft d) {
        if (d.finished) {
            return;
        }
        Draft.P p = d.p(d.actor);
        if (d.cards > 0 && d.pending == Pending.NONE && !TurnFlow.mayAddCard(d, p)
                || d.pending == Pending.OPEN_FOR_HARD_PASS && !(p.inGame() && d.rules(p).hardPassWith(p.hand))) {
            TurnFlow.endTurn(d); // P222: after a pass too, once no Hard Pass is left to make
        }
    }

    private static Verdict seated(Draft d, Colour c) {
        return d.setup.seats().contains(c) ? Verdict.OK
                : bad("not_seated", c.title());
    }

    private static Verdict bad(String variant, Object... args) {
        return Verdict.refuseAs(RejectCode.BAD_CORRECTION, variant, args);
    }
}
