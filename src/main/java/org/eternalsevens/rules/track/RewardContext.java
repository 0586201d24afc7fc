package org.eternalsevens.rules.track;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RevealedHand;

/**
 * What the reward terms read at the moment of a reward (R58): the player, their board, the round, unused pass
 * discs, tokens held, the revealed hand (Hard Pass; {@link RevealedHand#EMPTY} otherwise), whether the First
 * Bonus goes to this player now, and whether the Choice card's back Hard Pass / Go Out bonus applies to them
 * (the engine decides that from the Dragon cards). The caps give the First Bonus and star-block amounts.
 */
public record RewardContext(Colour player, RewardBoard board, int round, int unusedDiscs, int tokens,
                            RevealedHand hand, boolean firstBonus, boolean choiceBonus, GamerCaps caps) {
    public RewardContext {
        if (player == null || board == null || caps == null || round < 1 || unusedDiscs < 0 || tokens < 0) {
            throw new IllegalArgumentException(
                    "A reward needs a player, a board, caps, a round and no negative counts");
        }
        hand = hand == null ? RevealedHand.EMPTY : hand;
    }
}
