package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Landing;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Playing a card or a rare card onto the field, and what follows on the field (R4–R8, R15, R24, R25, R27); at the Pro
 * level the board abilities hear every card as it lands (R61–R68) and a second card may follow (R65).
 */
final class Plays {
    private Plays() {
    }

    /** Whether the player to move may play there now: the field (R2–R9), the hand, Cyclops and tokens. */
    static Verdict check(Draft d, Space s, boolean rare) {
        Draft.P p = d.p(d.actor);
        RulesInForce r = d.rules(p);
        Verdict v = rare ? Legality.rare(d.field, r, s) : Legality.card(d.field, r, s);
        if (!v.ok()) {
            return v;
        }
        RejectCode c = handCode(d, p, r, s, rare, true);
        if (c == null) {
            return SecondCards.check(d, p, r, s);
        }
        switch (c) {
            case NO_RARE_CARD: return Verdict.refuseAs(c, "play", p.colour);
            case ONLY_RARES_LEFT:
                return Verdict.refuseAs(c, "play", p.colour, s);
            case RARE_FIRST_CYCLOPS:
                return Verdict.refuse(c, r.rareFirstBy(), p.colour);
            default: return Verdict.refuse(RejectCode.NO_TOKEN, p.colour);
        }
    }

    /**
     * The same as {@link #check} without a sentence, for the legal moves; {@code seesHand} false: the summary's
     * {@code legal} (RECORD-FORMAT): as if the player held the space's card and a rare card, Cyclops's priority
     * ignored, as the contract says.
     */
    static boolean allowed(Draft d, Draft.P p, RulesInForce r, Space s, boolean rare, boolean seesHand) {
        return (rare ? Legality.rareCode(d.field, r, s) : Legality.cardCode(d.field, r, s)) == null
                && handCode(d, p, r, s, rare, seesHand) == null
                && SecondCards.colourAllows(d.board(p), r, d.cards, d.first, s);
    }

    /**
     * What the hand, Cyclops (R25) and tokens (R15, R27) say once the field allows the play; null if allowed. Without
     * the hand ({@code seesHand} false, the summary's view) Cyclops's priority is not read (RECORD-FORMAT, P227).
     */
    private static RejectCode handCode(Draft d, Draft.P p, RulesInForce r, Space s, boolean rare, boolean seesHand) {
        if (seesHand && rare && p.rares == 0) {
            return RejectCode.NO_RARE_CARD;
        }
        if (seesHand && !rare && p.hand <= p.rares) {
            return RejectCode.ONLY_RARES_LEFT;
        }
        if (seesHand && !rare && d.cards == 0 && r.rareFirst() && p.rares > 0
                && !d.field.hasMustPlay(s) && Legality.anyRareSpace(d.field, r)) {
            return RejectCode.RARE_FIRST_CYCLOPS;
        }
        if (needsToken(d, r) && (r.noTokens() || p.apt == 0)) {
            return RejectCode.NO_TOKEN;
        }
        return null;
    }

    private static boolean needsToken(Draft d, RulesInForce r) {
        return d.cards > 0 && !(r.secondCard() && d.cards == 1) && !r.playsFreely();
    }

    static Verdict play(Draft d, Space s, boolean rare) {
        Verdict v = check(d, s, rare);
        if (!v.ok()) {
            return v;
        }
        Draft.P p = d.p(d.actor);
        RulesInForce r = d.rules(p);
        if (needsToken(d, r)) {
            p.apt--;
            d.say(new TurnEvent.TokenUsed(p.colour));
        }
        boolean covering = !rare && d.field.hasRare(s);
        boolean finalSpace = d.field.hasBlock(s);
        boolean hadToken = d.field.hasMustPlay(s);
        boolean heldX = d.gamer != null ? d.gamer.round().dragon().forbids(s) : (r.forbidden() >> s.number() & 1) != 0;
        Landing landing = new Landing(p.colour, s, rare, covering, heldX); // an X even for one who ignores it (R63)
        if (d.cards == 0) {
            d.first = s;
        }
        d.field = rare ? d.field.withRare(s) : d.field.withCard(s);
        p.hand--;
        if (rare) {
            p.rares--;
        }
        d.cards++;
        d.say(new TurnEvent.CardPlayed(p.colour, s, rare ? null : RevealedCard.of(s), hadToken));
        if (covering && r.takesCovered()) {
            d.field = d.field.withoutCovered(s);
            p.hand++;
            p.rares++;
            d.say(new TurnEvent.CoveredRareTaken(p.colour, r.takeCoveredBy()));
        }
        BoardAbilities.landed(d, landing); // R61: before anything else the card causes
        if (s.isPurple()) {
            StarBlocks.placeAfterPurple(d, s);
        }
        if (finalSpace) {
            d.field = d.field.withBlock(s.row(), Field.TAKEN);
            d.mode.starTaken(d, p, s.row());
        }
        d.mode.checkOut(d, p);
        if (d.freshRound) {
            return Verdict.OK; // that card ended round 1: round 2 is set up and its start player is to move
        }
        if (!p.inGame() || d.finished) {
            TurnFlow.endTurn(d);
        } else if (!rare && s.isEternalNumber() && d.mode.eternalNumber(d)) {
            return Verdict.OK; // a reveal or a Dragon action follows, as the mode says
        } else if (!rare && s.isEternalNumber() && SecondCards.closedByEternalNumber(d, p)) {
            SecondCards.close(d, p); // P150: no Dragon action available closes it too
        } else if (!BoardAbilities.followUp(d, p, landing)) {
            goOn(d, p);
        }
        return Verdict.OK;
    }

    /** After a card and what it caused (or a follow-up such as the Skeleton's gift): the turn goes on or ends. */
    static void goOn(Draft d, Draft.P p) {
        if (d.freshRound) {
            return;
        }
        if (!p.inGame() || d.finished || !TurnFlow.mayAddCard(d, p)) {
            TurnFlow.endTurn(d);
        } else {
            SecondCards.announce(d, p);
        }
    }

    /** Two players: take a face-up card; the opponent takes the other, two more are turned up (R30). */
    static Verdict mayAcquire(Draft d) {
        if (!d.setup.twoPlayers()) {
            return Verdict.refuse(RejectCode.NOT_TWO_PLAYERS);
        }
        if (d.supply.faceUp() == 0) {
            return Verdict.refuse(RejectCode.NO_FACE_UP_CARDS);
        }
        if (d.gamer != null && d.nextInGame(d.actor) == null) { // R30's Gamer rule: the other card would be lost
            return Verdict.refuseAs(RejectCode.NOT_IN_GAME, "acquire");
        }
        return Verdict.OK;
    }

    static Verdict acquire(Draft d, String card) {
        Draft.P p = d.p(d.actor);
        Verdict v = mayAcquire(d);
        if (!v.ok()) {
            return v;
        }
        p.hand++;
        Draft.P other = d.nextInGame(p.colour);
        if (d.supply.faceUp() > 1 && other != null) {
            other.hand++;
        }
        int turned = Math.min(2, d.supply.commonDeck());
        d.supply = d.supply.acquired(turned);
        d.say(new TurnEvent.Acquired(p.colour, card, other == null ? null : other.colour, turned > 0));
        TurnFlow.endOrKeepOpen(d, p); // P218: open for a Hard Pass, as after a pass
        return Verdict.OK;
    }
}
