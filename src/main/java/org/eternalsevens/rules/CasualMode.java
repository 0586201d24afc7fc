package org.eternalsevens.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Eternals;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.basics.Verdict;

/** Casual mode: one round; places from the top by going out or two stars, from the bottom by elimination (R13, R14). */
final class CasualMode extends Mode {
    static final CasualMode INSTANCE = new CasualMode();

    private CasualMode() {
    }

    @Override
    RulesInForce rules(Setup setup, Eternals eternals, Gamer gamer, Colour c) {
        return RulesInForce.casual(setup.rules(), eternals.active());
    }

    @Override
    void checkOut(Draft d, Draft.P p) {
        Leaving.checkOut(d, p);
    }

    @Override
    void starTaken(Draft d, Draft.P p, Colour row) {
        p.casualStars++;
        d.say(new TurnEvent.RowCompleted(p.colour, row.id(), p.casualStars));
        Leaving.checkStars(d, p);
    }

    @Override
    boolean eternalNumber(Draft d) {
        if (d.eternals.instantDeck().isEmpty()) {
            d.say(new EternalEvent.InstantDeckEmpty());
            TurnFlow.endTurn(d);
        } else {
            d.pending = Pending.REVEAL_INSTANT;
        }
        return true;
    }

    @Override
    void starsCorrected(Draft d, Draft.P p) {
        Leaving.checkStars(d, p);
    }

    @Override
    void eliminate(Draft d, Draft.P p) {
        Leaving.eliminate(d, p);
    }

    @Override
    Verdict hardPass(Draft d, Draft.P p) {
        return Verdict.refuseAs(RejectCode.UNKNOWN_VERB, "hard_pass");
    }

    @Override
    void checkRoundEnd(Draft d) {
        Leaving.checkEnd(d);
    }

    /** By place: those who went out first at the top, the eliminated at the bottom. */
    @Override
    List<Colour> ranking(GameState s) {
        if (!s.finished()) {
            return List.of();
        }
        List<PlayerState> placed = new ArrayList<>(s.players());
        placed.sort(Comparator.comparingInt(p -> p.place() == null ? 99 : p.place()));
        List<Colour> out = new ArrayList<>();
        placed.forEach(p -> out.add(p.colour()));
        return List.copyOf(out);
    }
}
