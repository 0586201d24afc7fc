package org.eternalsevens.rules.ranking;

import java.util.List;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Phrase;

/**
 * One place of the final ranking (R46): 1 is first; the group it was decided in; why, as values: the parts of the
 * reason ({@code rank.*} phrases), worded with the place and the colour's title by {@code words.RankWords} (P323).
 */
public record Place(Colour colour, int place, RankGroup group, List<Phrase> reasons) {
    public Place {
        reasons = List.copyOf(reasons);
    }
}
