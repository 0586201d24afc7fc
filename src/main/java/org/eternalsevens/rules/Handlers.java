package org.eternalsevens.rules;

import java.util.Map;
import java.util.function.BiFunction;
import org.eternalsevens.rules.basics.Verdict;

/**
 * One handler per kind of move (P280): what a move of that kind does once the {@link Stage} table has let it
 * through. A handler still checks the move's own arguments and gives the refusal of its rule.
 */
final class Handlers {
    private Handlers() {
    }

    /** A move's handler, on the working copy of the state. */
    @FunctionalInterface
    interface Handler {
        Verdict handle(Draft d, Move m);
    }

    private static final Map<Class<? extends Move>, Handler> BY_KIND = Map.ofEntries(
            kind(Move.Play.class, (d, m) -> Plays.play(d, m.space(), false)),
            kind(Move.PlayRare.class, (d, m) -> Plays.play(d, m.space(), true)),
            kind(Move.Pass.class, Passes::pass),
            kind(Move.Acquire.class, (d, m) -> Plays.acquire(d, m.card())),
            kind(Move.Eliminate.class, (d, m) -> Eliminations.declare(d)),
            kind(Move.EndTurn.class, (d, m) -> endTurn(d)),
            kind(Move.HardPass.class, Handlers::hardPass),
            kind(Move.Reveal.class, (d, m) -> Reveals.reveal(d, m.name())),
            kind(Move.Give.class, Choices::give),
            kind(Move.Declare.class, Choices::declare),
            kind(Move.Swap.class, Choices::swap),
            kind(Move.PlaceMustPlay.class, Choices::mustPlay),
            kind(Move.TakeDragon.class, DragonTurns::take),
            kind(Move.DeclineDragon.class, (d, m) -> DragonTurns.decline(d)),
            kind(Move.Choose.class, ProTurns::choose),
            kind(Move.TableRare.class, TableCorrections::rare),
            kind(Move.TableFix.class, TableCorrections::fix));

    /** The handler of a move's kind; every kind of {@link Move} has one. */
    static Handler of(Move m) {
        return BY_KIND.get(m.getClass());
    }

    private static <M extends Move> Map.Entry<Class<? extends Move>, Handler> kind(Class<M> kind,
                                                                                 BiFunction<Draft, M, Verdict> f) {
        return Map.entry(kind, (d, m) -> f.apply(d, kind.cast(m)));
    }

    /** The player ends the turn: after a card, or a turn left open for a Hard Pass. */
    private static Verdict endTurn(Draft d) {
        d.say(new TurnEvent.TurnEnded(d.actor));
        TurnFlow.endTurn(d);
        return Verdict.OK;
    }

    /** A Hard Pass at the start or the end of one's own turn, with the revealed hand checked (R42, R49). */
    private static Verdict hardPass(Draft d, Move.HardPass m) {
        Draft.P p = d.p(d.actor);
        Verdict v = d.mode.hardPass(d, p);
        if (!v.ok()) {
            return v;
        }
        v = HardPass.checkHand(d.name(p.colour), m.hand(), p.hand, p.rares, d.field, d.gamer.round().known());
        if (!v.ok()) {
            return v;
        }
        d.mode.hardPassed(d, p, m.hand());
        TurnFlow.endTurn(d);
        return Verdict.OK;
    }
}
