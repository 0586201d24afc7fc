package org.eternalsevens.rules.track;

import org.eternalsevens.rules.basics.Colour;

/**
 * What a Gamer elimination does (R43), for the engine to apply: the whole hand, rare cards included, is discarded
 * face up (not dealt out); hearts are set to 0 (the heart goes on top of the hearts at 0, R41); in round 1 the
 * player gains 1 star (capped); a player eliminated in round 2 cannot win. Worded from these values in {@code words}
 * (the log's {@code event.gamer.eliminated} sentence, P321).
 */
public record GamerElimination(Colour who, int round, int handDiscarded, int raresDiscarded, int heartsAfter,
                               int starsGained, boolean cannotWin) {
    public static GamerElimination of(Colour who, int round, int hand, int rares) {
        if (round < 1 || round > 2 || hand < 0 || rares < 0 || rares > hand) {
            throw new IllegalArgumentException("An elimination needs round 1 or 2, and a hand holding its rare cards");
        }
        int stars = round == 1 ? 1 : 0;
        return new GamerElimination(who, round, hand, rares, 0, stars, round == 2);
    }
}
