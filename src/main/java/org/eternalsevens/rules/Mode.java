package org.eternalsevens.rules;

import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Eternals;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The mode decides the flow, as boardgame.io's phases do: what going out, a Hard Pass and a star block do, when a
 * round is over and how the next starts, how players are ranked, and where the rules in force come from. Casual
 * mode is {@link CasualMode}; Gamer mode joins as a second one, without touching the turn logic that calls these.
 */
abstract class Mode {
    static Mode of(Level level) {
        return level.isCasual() ? CasualMode.INSTANCE : level == Level.PRO ? ProMode.INSTANCE : GamerMode.INSTANCE;
    }

    /** The pass icons the player may choose from (R12, R45; Pro: the chosen board's, R55). */
    List<PassIcon> icons(Setup setup, Gamer gamer, Colour c) {
        return setup.board(c).icons();
    }

    /** The rules in force for a player (R9, R15, R24–R28 in Casual). */
    abstract RulesInForce rules(Setup setup, Eternals eternals, Gamer gamer, Colour c);

    /** After a player's hand changed: an empty hand goes out (R14). */
    abstract void checkOut(Draft d, Draft.P p);

    /** After a player took a star block (R6, R41). */
    abstract void starTaken(Draft d, Draft.P p, Colour row);

    /** After the table corrected a player's stars (Casual: a second star still goes out, R14). */
    void starsCorrected(Draft d, Draft.P p) {
    }

    /** A player's turn is over, before the next player's begins (Gamer: a final turn counts down, R43). */
    void turnEnded(Draft d, Draft.P p) {
    }

    /** A played 2 or 9 (R17, R40): true when the mode set up what follows (a reveal, a Dragon offer). */
    abstract boolean eternalNumber(Draft d);

    /** Whether a pass icon may be used again (Gamer R44); in Casual each icon once. */
    boolean iconsReused() {
        return false;
    }

    /** The Hard Pass itself, once allowed and its hand accepted (R42). */
    void hardPassed(Draft d, Draft.P p, List<RevealedCard> hand) {
    }

    /** A player declared they can neither play nor pass (R13). */
    abstract void eliminate(Draft d, Draft.P p);

    /** Whether a Hard Pass is possible now, and if not, why (R42). */
    abstract Verdict hardPass(Draft d, Draft.P p);

    /** When no one is left to move, or the round is over by the mode's rules: the next round, or the game's end. */
    abstract void checkRoundEnd(Draft d);

    /** The colours in final order once the game is over; empty before. */
    abstract List<Colour> ranking(GameState s);
}
