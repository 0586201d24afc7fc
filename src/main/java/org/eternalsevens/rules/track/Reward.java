package org.eternalsevens.rules.track;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ScoreWords;

/**
 * What a player earns at one event (R41, R45, R58), before the track's caps: hearts, stars, the parts in the order
 * they are counted (First Bonus first), and the explanation: "Red goes out: First Bonus 1 heart; Passion 2 stars;
 * 2 hearts × 3 unused discs = 6 hearts (the cap is 8)". {@link #applyTo(Track)} puts it on the track.
 */
public record Reward(Colour player, RewardEvent event, int hearts, int stars, List<RewardPart> parts,
                     String explanation) {
    public Reward {
        parts = List.copyOf(parts);
    }

    /** The reward on the track, capped there (R41); the sentence says when the track's cap cut it. */
    public Applied applyTo(Track track) {
        Track after = track.earnHearts(player, hearts).earnStars(player, stars);
        int gotHearts = after.hearts(player) - track.hearts(player);
        int gotStars = after.stars(player) - track.stars(player);
        StringBuilder s = new StringBuilder(explanation);
        if (gotHearts < hearts) {
            s.append("; the track stops ").append(player.title()).append(" at ").append(after.hearts(player))
                    .append(" hearts (the track's cap), so ").append(gotHearts).append(" of ").append(hearts)
                    .append(" count");
        }
        if (gotStars < stars) {
            s.append("; the track stops ").append(player.title()).append(" at ").append(after.stars(player))
                    .append(ScoreWords.plural(after.stars(player), " star", " stars")).append(" (the track's cap), so ")
                    .append(gotStars).append(" of ").append(stars).append(" count");
        }
        return new Applied(this, after, gotHearts, gotStars, s.toString());
    }

    /** A reward put on the track: the track after it, what counted, and the sentence for the log. */
    public record Applied(Reward reward, Track track, int hearts, int stars, String sentence) {
    }
}
