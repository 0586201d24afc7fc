package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.ScoreWords;

/**
 * Why a Casual player has their place (R13, R14), in the engine's words for the results and {@code replay}:
 * places from the top in the order of going out (an empty hand, or a second star), from the bottom in the order
 * of elimination (the first eliminated last), and the place left to the last player in the game.
 */
public record CasualPlace(Colour colour, int place, String reason) {
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
                out.add(new CasualPlace(c, p.place(), reason(p, players)));
            }
        }
        return List.copyOf(out);
    }

    /** "went out 2nd (R14)", "two stars, out 1st (R14)", "eliminated 1st (R14)", "last in the game (R14)". */
    static String reason(PlayerState p, int players) {
        int place = p.place();
        switch (p.status()) {
            case ELIMINATED: {
                int nth = players + 1 - place;
                return "eliminated " + ScoreWords.ordinal(nth) + " (R14)"; // the first eliminated is last

            }
            case OUT:
                return p.casualStars() >= 2 ? "two stars, out " + ScoreWords.ordinal(place) + " (R14)"
                        : "went out " + ScoreWords.ordinal(place) + " (R14)";
            case PLAYING:
                return "last in the game (R14)";
            default:
                return ScoreWords.ordinal(place) + " place";
        }
    }
}
