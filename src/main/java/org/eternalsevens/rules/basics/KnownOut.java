package org.eternalsevens.rules.basics;

import java.util.List;

/**
 * The number cards known to be out of play this round, as a bit set over the spaces (R49): revealed at a Hard
 * Pass and gone to the discard pile. A later play of such a card onto its space is refused. P and * never are.
 */
public record KnownOut(long spaces) {
    public static final KnownOut NONE = new KnownOut(0);

    public boolean contains(Space space) {
        return (spaces & 1L << space.index()) != 0;
    }

    /** These cards plus the number cards of a revealed hand. */
    public KnownOut with(List<RevealedCard> hand) {
        long bits = spaces;
        for (RevealedCard c : hand) {
            if (c.kind() == RevealedCard.Kind.NUMBER) {
                bits |= 1L << c.space().index();
            }
        }
        return new KnownOut(bits);
    }

    /** These cards without one taken back from the discard pile (Pro, R66). */
    public KnownOut without(Space space) {
        return new KnownOut(spaces & ~(1L << space.index()));
    }

    /** A number card played onto its space: refused when the card is known to be out (R49). */
    public Verdict play(Space space) {
        return contains(space) ? Verdict.refuse(RejectCode.CARD_KNOWN_OUT, new Capital(RevealedCard.of(space))) : Verdict.OK;
    }
}
