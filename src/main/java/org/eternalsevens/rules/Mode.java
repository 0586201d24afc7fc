package org.eternalsevens.rules;

import java.util.List;

/**
 * The mode decides the flow, as boardgame.io's phases do: what going out, a Hard Pass and a star block do, when a
 * round is over and how the next starts, how players are ranked, and where the rules in force come from. Casual
 * mode is {@link CasualMode}; Gamer mode joins as a second one, without touching the turn logic that calls these.
 */
abstract class Mode {
    static Mode of(Level level) {
        return CasualMode.INSTANCE; // Gamer mode (Expert, Pro) joins here
    }

    /** The rules in force for a player (R9, R15, R24–R28 in Casual). */
    abstract RulesInForce rules(Setup setup, Eternals eternals, Colour c);

    /** After a player's hand changed: an empty hand goes out (R14). */
    abstract void checkOut(Draft d, Draft.P p);

    /** After a player took a star block (R6). */
    abstract void starTaken(Draft d, Draft.P p);

    /** A player declared they can neither play nor pass (R13). */
    abstract void eliminate(Draft d, Draft.P p);

    /** Whether a Hard Pass is possible now, and if not, why (R42). */
    abstract Verdict hardPass(Draft d, Draft.P p);

    /** When no one is left to move, or the round is over by the mode's rules: the next round, or the game's end. */
    abstract void checkRoundEnd(Draft d);

    /** The colours in final order once the game is over; empty before. */
    abstract List<Colour> ranking(GameState s);
}
