package org.eternalsevens.rules;

import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.eternalsevens.rules.basics.Capital;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * When a Hard Pass is allowed, and whether a revealed hand is acceptable (R42, R49). {@code sizes} are the hand
 * sizes that may Hard Pass: two or fewer at Expert; Pro boards change them (jinn 3 or fewer, pegasus and cyclops
 * exactly 1, R75).
 */
public record HardPass(Set<Integer> sizes) {
    /** Expert (R42): two cards or fewer. */
    public static final HardPass EXPERT = upTo(2);

    public HardPass {
        if (sizes == null || sizes.isEmpty() || sizes.stream().anyMatch(n -> n == null || n < 0)) {
            throw new IllegalArgumentException("A Hard Pass needs at least one hand size of 0 or more");
        }
        sizes = Collections.unmodifiableSet(new TreeSet<>(sizes));
    }

    /** n cards or fewer. */
    public static HardPass upTo(int n) {
        Set<Integer> s = new HashSet<>();
        for (int i = 0; i <= n; i++) {
            s.add(i);
        }
        return new HardPass(s);
    }

    /** Exactly n cards. */
    public static HardPass exactly(int n) {
        return new HardPass(Set.of(n));
    }

    /** The sizes as a bit set, bit n for a hand of n cards (as {@code RulesInForce} keeps them). */
    public int bits() {
        int b = 0;
        for (int n : sizes) {
            b |= n < 31 ? 1 << n : 0;
        }
        return b;
    }

    /** From a bit set, bit n for a hand of n cards. */
    public static HardPass ofBits(int bits) {
        Set<Integer> s = new HashSet<>();
        for (int n = 0; n < 31; n++) {
            if ((bits >> n & 1) != 0) {
                s.add(n);
            }
        }
        return new HardPass(s);
    }

    /** A number of cards in a Hard Pass's refusal; {@code words.Words} words it: "no cards", "one card" (P356). */
    public record Cards(int n) {
    }

    /** Whether the sizes are every size up to the largest ("two cards or fewer"); else they are listed. */
    public boolean upToLargest() {
        return sizes.size() == Collections.max(sizes) + 1;
    }

    /**
     * May {@code who} Hard Pass now: on their own turn, at its start or its end (nothing else pending), with a
     * hand of an allowed size, and not while "You cannot Hard Pass" stands (R40, R42).
     */
    public Verdict may(Colour who, boolean ownTurn, boolean startOrEnd, int hand, boolean noHardPass) {
        if (!ownTurn) {
            return Verdict.refuseAs(RejectCode.NOT_YOUR_TURN, "hard_pass", who);
        }
        if (!startOrEnd) {
            return Verdict.refuse(RejectCode.HARD_PASS_NOT_NOW, who);
        }
        if (noHardPass) {
            // its words say "while", not "to the end of the round": a Pro witch or vampire may move the cube off (R73)
            return Verdict.refuse(RejectCode.NO_HARD_PASS_IN_FORCE);
        }
        if (!sizes.contains(hand)) {
            return Verdict.refuse(RejectCode.HARD_PASS_HAND_SIZE, who, new Cards(hand), this);
        }
        return Verdict.OK;
    }

    /** Whether a turn stays open after its last action so that its player may still Hard Pass (RECORD-FORMAT). */
    public boolean keepsTurnOpen(int hand, boolean noHardPass) {
        return !noHardPass && sizes.contains(hand);
    }

    /**
     * Whether the revealed hand is acceptable (R42, R49): as many cards and rare cards as tracked; no number card
     * twice, none already on the field, none known to be out. P and * are never refused this way.
     */
    public static Verdict checkHand(String who, List<RevealedCard> hand, int trackedSize, int trackedRares,
                                    Field field, KnownOut known) {
        if (hand.size() != trackedSize) {
            return Verdict.refuse(RejectCode.REVEAL_WRONG_SIZE, who, new Cards(trackedSize), hand.size());
        }
        long rares = hand.stream().filter(c -> c.kind() == RevealedCard.Kind.RARE).count();
        if (rares != trackedRares) {
            return Verdict.refuse(RejectCode.REVEAL_WRONG_RARES, who, trackedRares, rares);
        }
        Set<Space> seen = new HashSet<>();
        for (RevealedCard c : hand) {
            if (c.kind() != RevealedCard.Kind.NUMBER) {
                continue;
            }
            Capital card = new Capital(c);
            if (!seen.add(c.space())) {
                return Verdict.refuse(RejectCode.REVEAL_CARD_TWICE, card);
            }
            if (field.hasCard(c.space())) {
                return Verdict.refuse(RejectCode.REVEAL_CARD_ON_FIELD, card);
            }
            if (known.contains(c.space())) {
                return Verdict.refuse(RejectCode.REVEAL_CARD_KNOWN_OUT, card);
            }
        }
        return Verdict.OK;
    }
}
