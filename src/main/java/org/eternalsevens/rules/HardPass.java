package org.eternalsevens.rules;

import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

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

    /** The sizes in words: "two cards or fewer", "exactly one card". */
    public String sizeWords() {
        int max = Collections.max(sizes);
        if (sizes.size() == max + 1) {
            return count(max) + " or fewer";
        }
        if (sizes.size() == 1) {
            return "exactly " + count(max);
        }
        return sizes + " cards";
    }

    /**
     * May {@code who} Hard Pass now: on their own turn, at its start or its end (nothing else pending), with a
     * hand of an allowed size, and not while "You cannot Hard Pass" stands (R40, R42).
     */
    public Verdict may(String who, boolean ownTurn, boolean startOrEnd, int hand, boolean noHardPass) {
        if (!ownTurn) {
            return Verdict.no(RejectCode.NOT_YOUR_TURN, who + " can Hard Pass only on their own turn.");
        }
        if (!startOrEnd) {
            return Verdict.no(RejectCode.HARD_PASS_NOT_NOW,
                    who + " can Hard Pass only at the start or the end of their turn.");
        }
        if (noHardPass) {
            return Verdict.no(RejectCode.NO_HARD_PASS_IN_FORCE,
                    // not "to the end of the round": a Pro witch or vampire may move the cube off it (R73)
                    "Nobody can Hard Pass while \u201cYou cannot Hard Pass\u201d stands on the Forbidden card.");
        }
        if (!sizes.contains(hand)) {
            return Verdict.no(RejectCode.HARD_PASS_HAND_SIZE, who + " holds " + count(hand)
                    + ": a Hard Pass needs " + sizeWords() + ".");
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
            return Verdict.no(RejectCode.REVEAL_WRONG_SIZE, who + " holds " + count(trackedSize)
                    + ", but the revealed hand lists " + hand.size() + ".");
        }
        long rares = hand.stream().filter(c -> c.kind() == RevealedCard.Kind.RARE).count();
        if (rares != trackedRares) {
            return Verdict.no(RejectCode.REVEAL_WRONG_RARES, who + " holds " + trackedRares + " rare card"
                    + (trackedRares == 1 ? "" : "s") + ", but the revealed hand lists " + rares + ".");
        }
        Set<Space> seen = new HashSet<>();
        for (RevealedCard c : hand) {
            if (c.kind() != RevealedCard.Kind.NUMBER) {
                continue;
            }
            String card = KnownOut.capital(c.cardName());
            if (!seen.add(c.space())) {
                return Verdict.no(RejectCode.REVEAL_CARD_TWICE, card + " is listed twice, and there is only one.");
            }
            if (field.hasCard(c.space())) {
                return Verdict.no(RejectCode.REVEAL_CARD_ON_FIELD, card + " is already on the field.");
            }
            if (known.contains(c.space())) {
                return Verdict.no(RejectCode.REVEAL_CARD_KNOWN_OUT,
                        card + " was revealed in an earlier Hard Pass and is out of play this round.");
            }
        }
        return Verdict.OK;
    }

    private static String count(int n) {
        String[] words = {"no cards", "one card", "two cards", "three cards"};
        return n >= 0 && n < words.length ? words[n] : n + " cards";
    }
}
