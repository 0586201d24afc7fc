package org.eternalsevens.app.session;

import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.ReasonWords;

/** What the panels of the game window may ask: the state shown, whether a move is legal, and to make one. */
public interface Table {
    /** The state on screen: the live game, or an earlier point picked in the log. */
    GameState shown();

    /** Whether the live game is on screen (not an earlier point from the log). */
    boolean live();

    /** The moves the engine would accept now ({@link org.eternalsevens.rules.LegalMoves}); none while looking back. */
    java.util.List<Move> legalMoves();

    /** The engine's verdict on a move now; refused while an earlier point is on screen. */
    Verdict check(Move move);

    /** Why no one may move in the state shown (the game is over); asked without naming a player (P270). */
    default String whyNobodyMoves() {
        return why(org.eternalsevens.rules.LegalMoves.nobodyToMove(shown()));
    }

    /** The sentence of a refusal at the table shown, made from its values (P300); null for OK. */
    default String why(Verdict v) {
        GameState s = shown();
        return ReasonWords.of(s == null ? null : s.setup(), v);
    }

    /** Makes a move through the game session; a refusal is told to the players. True if it was accepted. */
    boolean send(Move move);

    /** Shows a sentence in the message line (a refusal's reason, or a hint). */
    void tell(String sentence);
}
