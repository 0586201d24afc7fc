package org.eternalsevens.rules.track;

import java.util.List;

/**
 * A board that lists rewards: the four Observer boards now (R45), Pro's twenty Eternal boards later (R57).
 * {@link Rewards} reads only this.
 */
public interface RewardBoard {
    /** The board's printed name, for sentences: {@code Passion}. */
    String title();

    /** The reward terms for an event, in printed order; empty when the board prints none. */
    List<RewardTerm> rewards(RewardEvent event);
}
