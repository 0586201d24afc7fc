package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntPredicate;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.Setup;

/**
 * The real cards at a simulated table: every hand (rare cards included), the two-player common deck and its
 * face-up cards, the discard pile and the Rare Area. The tracker never sees this; the simulator plays from it.
 */
public final class Table {
    final Map<Colour, List<Integer>> hands = new EnumMap<>(Colour.class);
    final List<Integer> commonDeck = new ArrayList<>();
    final List<Integer> faceUp = new ArrayList<>();
    final List<Integer> discardDown = new ArrayList<>();
    final List<Integer> discardUp = new ArrayList<>();
    int discardRares;
    int rareArea = 4;
    /** Number and purple cards played onto the field (their top cards and covered ones are all here). */
    int fieldCards;
    final Random rng;

    private Table(Random rng) {
        this.rng = rng;
    }

    /** Shuffles the 48 number cards and deals them as the rulebook says (4p 12 each, 3p and 2p 16 each). */
    static Table deal(Setup setup, Random rng) {
        Table t = new Table(rng);
        List<Integer> deck = new ArrayList<>();
        for (int c = 0; c < 40; c++) {
            deck.add(c);
        }
        for (int i = 0; i < 8; i++) {
            deck.add(Cards.PURPLE);
        }
        Collections.shuffle(deck, rng);
        int at = 0;
        for (Colour c : setup.seats()) {
            t.hands.put(c, new ArrayList<>(deck.subList(at, at + setup.handSize())));
            at += setup.handSize();
        }
        if (setup.twoPlayers()) {
            List<Integer> common = new ArrayList<>(deck.subList(at, deck.size()));
            int down = setup.twoPlayer().discardedFaceDown();
            t.discardDown.addAll(common.subList(0, down));
            t.faceUp.addAll(common.subList(down, down + setup.twoPlayer().faceUp()));
            t.commonDeck.addAll(common.subList(down + setup.twoPlayer().faceUp(), common.size()));
        } else if (at != deck.size()) {
            throw new IllegalStateException("the deal left " + (deck.size() - at) + " cards");
        }
        return t;
    }

    public List<Integer> hand(Colour c) {
        return hands.get(c);
    }

    public int handSize(Colour c) {
        return hands.get(c).size();
    }

    public int rares(Colour c) {
        int n = 0;
        for (int card : hands.get(c)) {
            if (card == Cards.RARE) {
                n++;
            }
        }
        return n;
    }

    boolean holds(Colour c, int card) {
        return hands.get(c).contains(card);
    }

    void take(Colour c, int card) {
        if (!hands.get(c).remove(Integer.valueOf(card))) {
            throw new IllegalStateException(c + " does not hold " + Cards.label(card));
        }
    }

    void give(Colour c, int card) {
        hands.get(c).add(card);
    }

    /** A random card of the hand that passes the filter, or -1. */
    int randomCard(Colour c, IntPredicate filter) {
        List<Integer> fit = new ArrayList<>();
        for (int card : hands.get(c)) {
            if (filter.test(card)) {
                fit.add(card);
            }
        }
        return fit.isEmpty() ? -1 : fit.get(rng.nextInt(fit.size()));
    }

    int randomCard(Colour c) {
        return randomCard(c, x -> true);
    }

    /** Takes n random cards out of the hand. */
    List<Integer> takeRandom(Colour c, int n) {
        List<Integer> hand = hands.get(c);
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(hand.remove(rng.nextInt(hand.size())));
        }
        return out;
    }

    /** Number cards not on the field and not in a hand: discards, common deck, face-up cards. */
    int outOfHandsAndField() {
        return discardDown.size() + discardUp.size() + commonDeck.size() + faceUp.size();
    }

    /** The table's own count of number cards; always 48. */
    int numberCards() {
        int n = fieldCards + outOfHandsAndField();
        for (List<Integer> h : hands.values()) {
            for (int card : h) {
                if (card != Cards.RARE) {
                    n++;
                }
            }
        }
        return n;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        hands.forEach((c, h) -> {
            sb.append(c.id()).append(':');
            h.forEach(card -> sb.append(' ').append(Cards.label(card)));
            sb.append('\n');
        });
        sb.append("common ").append(commonDeck.size()).append(", face up ").append(faceUp.size())
                .append(", discard down ").append(discardDown.size()).append(", up ").append(discardUp.size())
                .append(", rare area ").append(rareArea);
        return sb.toString();
    }
}
