package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.List;
import org.eternalsevens.rules.basics.Space;

/** Where the player to move may put a space's own card ({@code play}) and a rare card ({@code rare}). */
public record LegalSpaces(List<Space> play, List<Space> rare) {
    public static final LegalSpaces NONE = new LegalSpaces(List.of(), List.of());

    public LegalSpaces {
        play = List.copyOf(play);
        rare = List.copyOf(rare);
    }

    /** The spaces of the plays ({@code Play}) and rare cards ({@code PlayRare}) among these moves, in their order. */
    public static LegalSpaces of(List<Move> moves) {
        List<Space> play = new ArrayList<>();
        List<Space> rare = new ArrayList<>();
        for (Move m : moves) {
            if (m instanceof Move.Play x) {
                play.add(x.space());
            } else if (m instanceof Move.PlayRare x) {
                rare.add(x.space());
            }
        }
        return new LegalSpaces(play, rare);
    }
}
