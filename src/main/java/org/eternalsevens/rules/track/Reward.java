package org.eternalsevens.rules.track;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;

/**
 * What a player earns at one event (R41, R45, R58), before the track's caps: hearts, stars, the parts in the order
 * they are counted (First Bonus first), and for a gain on any player's Hard Pass (R60) who Hard Passed ({@code passer},
 * null otherwise). {@link #applyTo(Track)} puts it on the track. Its words ("Red goes out: First Bonus 1 heart;
 * Passion 2 stars; …") are made in {@code words.RewardWords} (P320).
 */
public record Reward(Colour player, RewardEvent event, int hearts, int stars, List<RewardPart> parts,
                     Colour passer) {
    public Reward {
        parts = List.copyOf(parts);
    }

    /** The reward on the track, capped there (R41). */
    public Applied applyTo(Track track) {
        Track after = track.earnHearts(player, hearts).earnStars(player, stars);
        int gotHearts = after.hearts(player) - track.hearts(player);
        int gotStars = after.stars(player) - track.stars(player);
        return new Applied(this, after, gotHearts, gotStars);
    }

    /** A reward put on the track: the track after it and what counted. */
    public record Applied(Reward reward, Track track, int hearts, int stars) {
        /** Whether the track's caps cut the reward's hearts (R41). */
        public boolean heartsCut() {
            return hearts < reward.hearts();
        }

        /** Whether the track's caps cut the reward's stars (R41). */
        public boolean starsCut() {
            return stars < reward.stars();
        }
    }
}
