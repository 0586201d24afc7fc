package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Capital;
import org.eternalsevens.rules.basics.DiscardPileCards;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The {@code take} icon of the Ghost and Kraken boards (R66): one card from the discard pile into the hand; the
 * icon's +2 is its bonus. The pile's cards: face down, face up (revealed at a Hard Pass and known, R49, or face up
 * with no name the tracker knows: Gamer eliminations, the Dragon Ghost), and rare cards.
 * <ul>
 *   <li>{@code take}: a card the tracker cannot name, face down first; refused when the pile holds only rare
 *   cards, or only known face-up cards (those are named);</li>
 *   <li>{@code take *}: a rare card;</li>
 *   <li>{@code take R5}: a face-up card; a known one stops being known and may be played again. A card on the field
 *   cannot be named. Any other name (or {@code P}) is a card the tracker cannot name: as a plain take (P140).</li>
 * </ul>
 * The "no discarding" Dragon effect does not stop a take.
 */
final class TakeFromDiscardPile extends PassRule {
    private static final List<PassArgs> VARIANTS = variantsOnce();

    TakeFromDiscardPile() {
        super(PassArgs.Kind.TAKEN);
    }

    private static List<PassArgs> variantsOnce() {
        List<PassArgs> out = new ArrayList<>();
        out.add(PassArgs.Taken.FACE_DOWN);
        out.add(new PassArgs.Taken(RevealedCard.RARE));
        out.add(new PassArgs.Taken(RevealedCard.PURPLE));
        for (Space s : Space.ALL_SPACES) {
            if (!s.isPurple()) {
                out.add(new PassArgs.Taken(RevealedCard.number(s)));
            }
        }
        return List.copyOf(out);
    }

    /** The face-up number cards in the pile whose names the tracker knows (R49). */
    private static KnownOut known(Draft d) {
        return d.gamer == null ? KnownOut.NONE : d.gamer.round().known();
    }

    /** Face-up non-rare cards the tracker cannot name (eliminations, the Dragon Ghost, revealed purples). */
    private static int unnamedFaceUp(Draft d) {
        return Math.max(0, d.supply.discardUp() - Long.bitCount(known(d).spaces()));
    }

    /** Cards a take that names no known card may take: face down, or face up without a name. */
    private static int unnamed(Draft d) {
        return d.supply.discardDown() + unnamedFaceUp(d);
    }

    @Override
    boolean possible(Draft d) {
        return d.supply.discardPile() > 0;
    }

    @Override
    Verdict doable(Draft d, Draft.P p, PassArgs a) {
        RevealedCard card = ((PassArgs.Taken) a).card();
        if (d.supply.discardPile() == 0) {
            return Verdict.refuse(RejectCode.DISCARD_PILE_EMPTY);
        }
        if (card != null && card.kind() == RevealedCard.Kind.RARE) {
            return d.supply.discardRares() > 0 ? Verdict.OK : Verdict.refuse(RejectCode.NO_RARE_IN_PILE);
        }
        if (d.supply.discardDown() + d.supply.discardUp() == 0) {
            return Verdict.refuse(RejectCode.ONLY_RARES_IN_PILE);
        }
        if (card != null && card.kind() == RevealedCard.Kind.NUMBER) {
            if (d.field.hasCard(card.space())) {
                return Verdict.refuse(RejectCode.NAMED_CARD_ON_FIELD, new Capital(card));
            }
            if (known(d).contains(card.space())) {
                return Verdict.OK;
            }
        }
        if (unnamed(d) > 0) {
            return Verdict.OK;
        }
        return card == null ? Verdict.refuse(RejectCode.NAME_THE_FACE_UP_CARD, firstKnown(d))
                : Verdict.refuse(RejectCode.NOT_IN_DISCARD_PILE, new Capital(card), words(d));
    }

    @Override
    void act(Draft d, Draft.P p, PassArgs a) {
        RevealedCard card = ((PassArgs.Taken) a).card();
        p.hand++;
        if (card != null && card.kind() == RevealedCard.Kind.RARE) {
            p.rares++;
            d.supply = d.supply.taken(0, 0, 1);
            d.say(new PassEvent.TakenFromDiscardPile(p.colour, PassEvent.Taken.RARE, null));
        } else if (card != null && card.kind() == RevealedCard.Kind.NUMBER && known(d).contains(card.space())) {
            d.supply = d.supply.taken(0, 1, 0);
            d.gamer = d.gamer.with(d.gamer.round().withKnown(known(d).without(card.space())));
            d.say(new PassEvent.TakenFromDiscardPile(p.colour, PassEvent.Taken.AGAIN, card));
        } else if (d.supply.discardDown() > 0) {
            d.supply = d.supply.taken(1, 0, 0);
            d.say(new PassEvent.TakenFromDiscardPile(p.colour, PassEvent.Taken.DOWN, card == null ? null : card));
        } else {
            d.supply = d.supply.taken(0, 1, 0);
            d.say(new PassEvent.TakenFromDiscardPile(p.colour, PassEvent.Taken.UP, card == null ? null : card));
        }
    }

    /** The take without a name, the rare card, and each known face-up card (the rest lead where those do). */
    @Override
    List<PassArgs> variants(Draft d) {
        List<PassArgs> out = new ArrayList<>();
        out.add(PassArgs.Taken.FACE_DOWN);
        out.add(new PassArgs.Taken(RevealedCard.RARE));
        for (Space s : Space.ALL_SPACES) {
            if (known(d).contains(s)) {
                out.add(new PassArgs.Taken(RevealedCard.number(s)));
            }
        }
        return out;
    }

    @Override
    List<PassArgs> variants() {
        return VARIANTS;
    }

    private static String firstKnown(Draft d) {
        for (Space s : Space.ALL_SPACES) {
            if (known(d).contains(s)) {
                return s.toString();
            }
        }
        return "R5";
    }

    private static DiscardPileCards words(Draft d) {
        List<RevealedCard> known = new ArrayList<>();
        for (Space s : Space.ALL_SPACES) {
            if (known(d).contains(s)) {
                known.add(RevealedCard.of(s));
            }
        }
        return new DiscardPileCards(known, d.supply.discardRares());
    }
}
