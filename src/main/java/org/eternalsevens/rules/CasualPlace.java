package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;

/**
 * Why a Casual player has their place (R13, R14), as values for the results and {@code replay}
 * ({@code words.RankWords.casual} words it, P356): places from the top in the order of going out (an empty hand,
 * or a second star), from the bottom in the order of elimination (the first eliminated last, {@code nth} 1), and
 * the place left to the last player in the game.
 */
public record CasualPlace(Colour colour, int place, Why why, int nth) {
    /** How the place was taken; {@code nth} is the place for a going out, the order for an elimination. */
    public enum Why { TWO_STARS, WENT_OUT, LAST, ELIMINATED, PLACE }

    /** The places of a finished Casual game, first place first; empty while it goes on. */
    public static List<CasualPlace> of(GameState s) {
        List<CasualPlace> out = new ArrayList<>();
        if (!s.finished() || s.gamer() != null) {
            return out;
        }
        int players = s.players().size();
        for (Colour c : s.ranking()) {
            PlayerState p = s.player(c);
            if (p.place() != null) {
                out.add(of(c, p, players));
            }
        }
        return List.copyOf(out);
    }

    private static CasualPlace of(Colour c, PlayerState p, int players) {
        int place = p.place();
        switch (p.status()) {
            case ELIMINATED:
                return new CasualPlace(c, place, Why.ELIMINATED, players + 1 - place); // the first eliminated is last
            case OUT:
                return new CasualPlace(c, place, p.casualStars() >= 2 ? Why.TWO_STARS : Why.WENT_OUT, place);
            case PLAYING:
                return new CasualPlace(c, place, Why.LAST, place);
            default:
                return new CasualPlace(c, place, Why.PLACE, place);
        }
    }
}
