package org.eternalsevens.rules.ranking;

import org.eternalsevens.rules.basics.Colour;

/** One place of the final ranking (R46): 1 is first; the group it was decided in; the reason in words. */
public record Place(Colour colour, int place, RankGroup group, String reason) {
}
