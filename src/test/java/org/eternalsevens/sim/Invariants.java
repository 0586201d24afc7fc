package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.setup.Supply;

/** The bookkeeping that must hold after every move of a simulated game; each method lists what is wrong. */
final class Invariants {
    private Invariants() {
    }

    static List<String> check(GameState s, Table t, boolean settled) {
        List<String> errs = new ArrayList<>();
        Supply u = s.supply();
        int numbers = s.field().cardCount() + u.discardDown() + u.discardUp() + u.commonDeck() + u.faceUp();
        int rares = u.rareArea() + s.field().rareCount() + s.field().coveredCount() + u.discardRares();
        int cap = s.setup().rules().tokenCap();
        for (PlayerState p : s.players()) {
            numbers += p.hand() - p.rares();
            rares += p.rares();
            if (p.hand() != t.handSize(p.colour()) || settled && p.rares() != t.rares(p.colour())) {
                errs.add(p.colour().id() + " holds " + t.handSize(p.colour()) + " cards (" + t.rares(p.colour())
                        + " rare) but the engine counts " + p.hand() + " (" + p.rares() + " rare)");
            }
            if (p.apt() < 0 || p.apt() > cap) {
                errs.add(p.colour().id() + " holds " + p.apt() + " tokens; the cap is " + cap);
            }
            if (p.rares() < 0 || p.rares() > p.hand()) {
                errs.add(p.colour().id() + " has " + p.rares() + " rare cards in a hand of " + p.hand());
            }
        }
        if (numbers != Cards.NUMBER_CARDS) {
            errs.add("the engine accounts for " + numbers + " number cards, not 48");
        }
        if (rares != 4) {
            errs.add("the engine accounts for " + rares + " rare cards, not 4");
        }
        if (t.numberCards() != Cards.NUMBER_CARDS) {
            errs.add("the table holds " + t.numberCards() + " number cards");
        }
        if (u.rareArea() != t.rareArea || u.discardRares() != t.discardRares) {
            errs.add("Rare Area " + u.rareArea() + "/" + t.rareArea + ", discarded rares " + u.discardRares() + "/"
                    + t.discardRares);
        }
        if (u.discardDown() != t.discardDown.size() || u.discardUp() != t.discardUp.size()
                || u.commonDeck() != t.commonDeck.size() || u.faceUp() != t.faceUp.size()) {
            errs.add("supply " + u + " but the table has down " + t.discardDown.size() + ", up " + t.discardUp.size()
                    + ", common " + t.commonDeck.size() + ", face up " + t.faceUp.size());
        }
        if (s.field().cardCount() + s.field().coveredCount() < 0 || t.fieldCards != s.field().cardCount()) {
            errs.add("the field shows " + s.field().cardCount() + " cards, the table played " + t.fieldCards);
        }
        return errs;
    }
}
