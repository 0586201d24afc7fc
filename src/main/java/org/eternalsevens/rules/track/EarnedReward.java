package org.eternalsevens.rules.track;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;

/**
 * What one event of a round put on a player's track (R41, R43, R45), as the engine applied it: the round, the
 * event (go out, Hard Pass, star block, any player's Hard Pass, elimination), the reward's parts in the order they
 * were counted (First Bonus first), the hearts and stars that counted after the track's caps, and what was said
 * as a value: the reward as applied ({@code applied}) or the elimination ({@code elimination}), the other null;
 * {@code words.RewardWords} words it (P320). An elimination earns the 1 star of round 1 (hearts set to 0 are no
 * reward: {@link #heartsSetToZero}).
 */
public record EarnedReward(int round, Colour player, Event event, List<RewardPart> parts, int hearts, int stars,
                           boolean heartsSetToZero, Reward.Applied applied, GamerElimination elimination) {
    /** The event a reward was earned at. */
    public enum Event {
        GO_OUT, HARD_PASS, STAR_BLOCK, ANY_HARD_PASS, ELIMINATION;

        static Event of(RewardEvent e) {
            switch (e) {
                case GO_OUT: return GO_OUT;
                case HARD_PASS: return HARD_PASS;
                case STAR_BLOCK: return STAR_BLOCK;
                default: return ANY_HARD_PASS;
            }
        }
    }

    public EarnedReward {
        parts = List.copyOf(parts);
        if (round < 1 || player == null || event == null || hearts < 0 || stars < 0
                || (applied == null) == (elimination == null)) {
            throw new IllegalArgumentException("An earned reward needs a round, a player, an event and its amounts");
        }
    }

    /** A reward as {@link Reward#applyTo(Track)} put it on the track. */
    public static EarnedReward of(int round, Reward.Applied a) {
        Reward r = a.reward();
        return new EarnedReward(round, r.player(), Event.of(r.event()), r.parts(), a.hearts(), a.stars(), false,
                a, null);
    }

    /** An elimination (R43): the star of round 1 as it counted on the track ({@code stars}), hearts set to 0. */
    public static EarnedReward elimination(GamerElimination e, int stars) {
        List<RewardPart> parts = e.starsGained() == 0 ? List.of()
                : List.of(RewardPart.stars(RewardPart.Source.ELIMINATION, e.starsGained()));
        return new EarnedReward(e.round(), e.who(), Event.ELIMINATION, parts, 0, stars, true, null, e);
    }

    /** The hearts the parts add up to, before the track's caps. */
    public int heartsEarned() {
        return parts.stream().mapToInt(RewardPart::hearts).sum();
    }

    /** The stars the parts add up to, before the track's caps. */
    public int starsEarned() {
        return parts.stream().mapToInt(RewardPart::stars).sum();
    }

    /** Whether the track's caps cut what the parts add up to (R41). */
    public boolean cutByTheTrack() {
        return hearts < heartsEarned() || stars < starsEarned();
    }
}
