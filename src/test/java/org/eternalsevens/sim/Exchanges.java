package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eternalsevens.rules.basics.CardColour;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PlayerState;

/**
 * What the real cards do in the exchanges the tracker cannot see (Mummy, Barong, Dragon, Skeleton, Yeti, King,
 * acquiring, dealing out), and the {@code table: rare} corrections a table enters afterwards (R17).
 */
final class Exchanges {
    private Exchanges() {
    }

    /** Players still in the game, in seat order starting with {@code from}. */
    static List<Colour> clockwise(GameState s, Colour from) {
        List<Colour> seats = s.setup().seats();
        List<Colour> out = new ArrayList<>();
        int start = seats.indexOf(from);
        for (int i = 0; i < seats.size(); i++) {
            Colour c = seats.get((start + i) % seats.size());
            if (s.player(c).inGame()) {
                out.add(c);
            }
        }
        return out;
    }

    /** Mummy: everyone picks a card (a rare one too) and passes it to the next player still in the game. */
    static void mummy(GameState s, Table t, Colour actor) {
        List<Colour> order = clockwise(s, actor);
        List<Integer> picked = new ArrayList<>();
        for (Colour c : order) {
            int card = t.randomCard(c);
            t.take(c, card);
            picked.add(card);
        }
        for (int i = 0; i < order.size(); i++) {
            t.give(order.get((i + 1) % order.size()), picked.get(i));
        }
    }

    /** Barong: each other player with the colour passes up to {@code limit} such cards, then gets as many back. */
    static void barong(GameState s, Table t, Colour actor, CardColour colour) {
        int limit = s.setup().twoPlayers() ? s.setup().twoPlayer().barongCards() : 1;
        List<Colour> others = clockwise(s, actor).subList(1, clockwise(s, actor).size());
        int[] got = new int[others.size()];
        for (int i = 0; i < others.size(); i++) {
            Colour q = others.get(i);
            for (int k = 0; k < limit; k++) {
                int card = t.randomCard(q, c -> Cards.colour(c) == colour);
                if (card < 0) {
                    break;
                }
                t.take(q, card);
                t.give(actor, card);
                got[i]++;
            }
        }
        for (int i = 0; i < others.size(); i++) {
            for (int card : t.takeRandom(actor, got[i])) {
                t.give(others.get(i), card);
            }
        }
    }

    /** Dragon: whole hands with 4 players; with 2 or 3 each side picks min(3, its size) cards first (R17). */
    static void dragon(GameState s, Table t, Colour actor, Colour target) {
        if (s.setup().playerCount() >= 4) {
            List<Integer> a = t.hands.get(actor);
            t.hands.put(actor, t.hands.get(target));
            t.hands.put(target, a);
            return;
        }
        int k = s.setup().dragonSwapCards();
        List<Integer> fromA = t.takeRandom(actor, Math.min(k, t.handSize(actor)));
        List<Integer> fromT = t.takeRandom(target, Math.min(k, t.handSize(target)));
        fromA.forEach(c -> t.give(target, c));
        fromT.forEach(c -> t.give(actor, c));
    }

    /** Skeleton: the named card kind goes to the target. */
    static void skeleton(Table t, Move.Give g) {
        int card = g.rare() ? Cards.RARE : t.randomCard(g.actor(), c -> c != Cards.RARE);
        t.take(g.actor(), card);
        t.give(g.target(), card);
    }

    /** Yeti: everyone still in the game discards a card face down; a rare card only if nothing else is left (P3). */
    static void yeti(GameState s, Table t, Colour actor) {
        for (Colour c : clockwise(s, actor)) {
            if (t.handSize(c) == 0) {
                continue;
            }
            int card = t.randomCard(c, x -> x != Cards.RARE);
            if (card < 0) {
                t.take(c, Cards.RARE);
                t.discardRares++;
            } else {
                t.take(c, card);
                t.discardDown.add(card);
            }
        }
    }

    /** Two players: the actor takes a face-up card, the opponent the other, two more are turned up (R30). */
    static void acquire(GameState s, Table t, Move.Acquire m) {
        int at = t.rng.nextInt(t.faceUp.size());
        if (m.card() != null) {
            for (int i = 0; i < t.faceUp.size(); i++) {
                if (Cards.label(t.faceUp.get(i)).equals(m.card())) {
                    at = i;
                }
            }
        }
        t.give(m.actor(), t.faceUp.remove(at));
        if (!t.faceUp.isEmpty()) {
            t.give(Options.other(s, m.actor(), t.rng), t.faceUp.remove(0));
        }
        for (int i = 0; i < 2 && !t.commonDeck.isEmpty(); i++) {
            t.faceUp.add(t.commonDeck.remove(0));
        }
    }

    /**
     * A player who left the game with cards in hand (eliminated, or out on two stars): rare cards go back to the
     * Rare Area, the rest is shuffled and dealt evenly to the players still in the game, the rest face up (R13, R14).
     */
    static boolean dealOut(GameState before, GameState after, Table t) {
        boolean dealt = false;
        for (PlayerState p : before.players()) {
            Colour c = p.colour();
            if (!p.inGame() || after.player(c).inGame() || t.handSize(c) == 0) {
                continue;
            }
            dealt = true;
            List<Integer> hand = t.hands.get(c);
            int rares = t.rares(c);
            t.rareArea += rares;
            hand.removeIf(x -> x == Cards.RARE);
            List<Integer> cards = new ArrayList<>(hand);
            hand.clear();
            Collections.shuffle(cards, t.rng);
            List<Colour> receivers = new ArrayList<>();
            for (PlayerState q : after.players()) {
                if (q.inGame()) {
                    receivers.add(q.colour());
                }
            }
            int each = receivers.isEmpty() ? 0 : cards.size() / receivers.size();
            int at = 0;
            for (Colour q : receivers) {
                for (int i = 0; i < each; i++) {
                    t.give(q, cards.get(at++));
                }
            }
            t.discardUp.addAll(cards.subList(at, cards.size()));
        }
        return dealt;
    }

    /**
     * The {@code table: rare C1>C2} corrections that bring the tracked rare counts to the real ones after a hidden
     * exchange: from a player the tracker credits with too many to one it credits with too few.
     */
    static List<Move> rareCorrections(GameState s, Table t) {
        List<Move> out = new ArrayList<>();
        List<Colour> over = new ArrayList<>();
        List<Colour> under = new ArrayList<>();
        for (PlayerState p : s.players()) {
            int diff = t.rares(p.colour()) - p.rares();
            for (int i = 0; i < -diff; i++) {
                over.add(p.colour());
            }
            for (int i = 0; i < diff; i++) {
                under.add(p.colour());
            }
        }
        if (over.size() != under.size()) {
            throw new AssertionError("rare cards appeared or vanished in an exchange: " + t);
        }
        for (int i = 0; i < over.size(); i++) {
            out.add(new Move.TableRare(over.get(i), under.get(i)));
        }
        return out;
    }
}
