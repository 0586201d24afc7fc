package org.eternalsevens.rules;

import java.util.List;

/** Where the player to move may put a space's own card ({@code play}) and a rare card ({@code rare}). */
public record LegalSpaces(List<Space> play, List<Space> rare) {
    public static final LegalSpaces NONE = new LegalSpaces(List.of(), List.of());

    public LegalSpaces {
        play = List.copyOf(play);
        rare = List.copyOf(rare);
    }
}
