package org.eternalsevens.rules.ranking;

import org.eternalsevens.rules.basics.Colour;

/** A player at the end of round 2, for the ranking (R46): the colour and whether they were eliminated in round 2. */
public record Standing(Colour colour, boolean eliminatedInRound2) {
}
