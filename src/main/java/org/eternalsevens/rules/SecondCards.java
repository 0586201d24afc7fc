package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Two cards a turn (R65), from the board's {@code secondCard}: after the first card the turn stays open for one more
 * without a token, of any colour (pegasus) or of the first card's colour (barong). A space's colour is its row's
 * for 1..10 and purple for 0 and 11; a rare card takes the colour of the space it fills. A 2 or 9 closes the turn
 * after its Dragon offer. In a two-player final turn (R43) any number of cards of any colour may follow.
 */
final class SecondCards {
    private SecondCards() {
    }

    /** Whether the board gives a second card a turn. */
    static boolean gives(EternalBoard b) {
        return b != null && b.secondCard() != EternalBoard.SecondCard.NONE;
    }

    /** The colour a space gives the card in it: its row's for 1..10, purple for 0 and 11. */
    static CardColour colour(Space s) {
        return s.isPurple() ? CardColour.PURPLE : CardColour.valueOf(s.row().name());
    }

    /** The colour the turn's next card must have, or null when any will do. */
    static CardColour required(EternalBoard b, RulesInForce r, int cards, Space first) {
        if (b == null || b.secondCard() != EternalBoard.SecondCard.SAME_COLOUR || cards != 1 || first == null
                || r.playsFreely()) {
            return null;
        }
        return colour(first);
    }

    /** Whether a card may go into {@code s} as far as the colour goes (the app's and the summary's filter too). */
    static boolean colourAllows(EternalBoard b, RulesInForce r, int cards, Space first, Space s) {
        CardColour c = required(b, r, cards, first);
        return c == null || colour(s) == c;
    }

    /** The refusal of a second card of the wrong colour, or OK. */
    static Verdict check(Draft d, Draft.P p, RulesInForce r, Space s) {
        EternalBoard b = d.board(p);
        if (colourAllows(b, r, d.cards, d.first, s)) {
            return Verdict.OK;
        }
        CardColour c = required(b, r, d.cards, d.first);
        return Verdict.refuse(RejectCode.SECOND_CARD_COLOUR, b.title(), c.id(), d.first, s, colour(s).id());
    }

    /** After the first card, while the turn stays open: "Barong: Red may play a second red card." */
    static void announce(Draft d, Draft.P p) {
        EternalBoard b = d.board(p);
        RulesInForce r = d.rules(p);
        if (gives(b) && d.cards == 1 && !r.playsFreely()) {
            CardColour c = required(b, r, d.cards, d.first);
            d.say(new TurnEvent.SecondCardOpen(b.title(), p.colour, c == null ? null : c.id()));
        }
    }

    /** Whether this 2 or 9, the turn's first card, closes the turn after its Dragon offer (R65). */
    static boolean closedByEternalNumber(Draft d, Draft.P p) {
        return gives(d.board(p)) && d.cards == 1 && !d.rules(p).playsFreely();
    }

    /** Closes the turn: no second card; still open for a Hard Pass at its end if the hand allows one. */
    static void close(Draft d, Draft.P p) {
        d.say(new TurnEvent.SecondCardClosed(d.board(p).title(), d.first.number(), p.colour));
        TurnFlow.endOrKeepOpen(d, p);
    }
}
