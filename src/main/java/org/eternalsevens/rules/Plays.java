package org.eternalsevens.rules;

/** Playing a card or a rare card onto the field, and what follows on the field (R4–R8, R15, R24, R25, R27). */
final class Plays {
    private Plays() {
    }

    static Verdict play(Draft d, Space s, boolean rare) {
        Draft.P p = d.p(d.actor);
        RulesInForce r = d.rules(p);
        Verdict v = rare ? Legality.rare(d.field, r, s) : Legality.card(d.field, r, s);
        if (!v.ok()) {
            return v;
        }
        String who = d.name(p.colour);
        if (rare && p.rares == 0) {
            return Verdict.no(RejectCode.NO_RARE_CARD, who + " holds no rare card.");
        }
        if (!rare && p.hand <= p.rares) {
            return Verdict.no(RejectCode.ONLY_RARES_LEFT, who + " holds only rare cards: play one with \"rare "
                    + s + "\".");
        }
        if (!rare && d.cards == 0 && r.rareFirst() && p.rares > 0
                && !d.field.hasMustPlay(s) && Legality.anyRareSpace(d.field, r)) {
            return Verdict.no(RejectCode.RARE_FIRST_CYCLOPS, r.rareFirstBy() + " is active and " + who + " holds a rare card: "
                    + "the turn's first card must be a rare card (or a card on a Must Play space), or pass.");
        }
        if (d.cards > 0 && !(r.secondCard() && d.cards == 1)) {
            if (r.noTokens() || p.apt == 0) {
                return Verdict.no(RejectCode.NO_TOKEN, who + " has no Additional Play Token to use for another card.");
            }
            p.apt--;
            d.say(who + " uses an Additional Play Token.");
        }
        boolean covering = !rare && d.field.hasRare(s);
        boolean finalSpace = d.field.hasBlock(s);
        boolean hadToken = d.field.hasMustPlay(s);
        d.field = rare ? d.field.withRare(s) : d.field.withCard(s);
        p.hand--;
        if (rare) {
            p.rares--;
        }
        d.cards++;
        d.say(who + " played " + (rare ? "a rare card" : s.cardName()) + " on " + s + "."
                + (hadToken ? " Its Must Play token leaves the field." : ""));
        if (covering && r.takesCovered()) {
            d.field = d.field.withoutCovered(s);
            p.hand++;
            p.rares++;
            d.say(who + " takes the rare card from under it (" + r.takeCoveredBy() + ").");
        }
        if (s.isPurple()) {
            StarBlocks.placeAfterPurple(d, s);
        }
        if (finalSpace) {
            d.field = d.field.withBlock(s.row(), Field.TAKEN);
            p.stars++;
            d.say(who + " completes the " + s.row().id() + " row and takes its star block: " + p.stars
                    + (p.stars == 1 ? " star." : " stars."));
            Leaving.checkStars(d, p);
        }
        Leaving.checkOut(d, p);
        if (!p.inGame() || d.finished) {
            TurnFlow.endTurn(d);
        } else if (!rare && s.isEternalNumber()) {
            if (d.instantDeck.isEmpty()) {
                d.say("The instant eternal deck is empty: nothing happens.");
                TurnFlow.endTurn(d);
            } else {
                d.pending = Pending.REVEAL_INSTANT;
            }
        } else if (!TurnFlow.mayAddCard(d, p)) {
            TurnFlow.endTurn(d);
        }
        return Verdict.OK;
    }

    /** Two players: take a face-up card; the opponent takes the other, two more are turned up (R30). */
    static Verdict acquire(Draft d, String card) {
        Draft.P p = d.p(d.actor);
        if (!d.setup.twoPlayers()) {
            return Verdict.no(RejectCode.NOT_TWO_PLAYERS, "Acquiring a card is only for two-player games.");
        }
        if (d.faceUp == 0) {
            return Verdict.no(RejectCode.NO_FACE_UP_CARDS, "No face-up card is left to acquire.");
        }
        p.hand++;
        Draft.P other = d.nextInGame(p.colour);
        if (d.faceUp > 1 && other != null) {
            other.hand++;
        }
        int turned = Math.min(2, d.commonDeck);
        d.commonDeck -= turned;
        d.faceUp = turned;
        d.say(d.name(p.colour) + " acquires " + (card == null ? "a face-up card" : card)
                + (other != null ? "; " + d.name(other.colour) + " takes the other." : ".")
                + (turned > 0 ? " Two new cards are turned face up." : " The common deck is empty."));
        TurnFlow.endTurn(d);
        return Verdict.OK;
    }
}
