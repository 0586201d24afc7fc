package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Pending;

/** What a continuous eternal does once revealed (R22–R28, R9). Lasting effects are read from {@code active}. */
final class ContinuousEffects {
    private ContinuousEffects() {
    }

    static void resolve(Draft d, ContinuousEternal e) {
        d.eternals = d.eternals.withActive(e);
        switch (e) {
            case MEDUSA:
                if (d.field.mustPlayCount() < d.setup.rules().mustPlayMax()
                        && Long.bitCount(d.field.cards() | d.field.rares() | d.field.mustPlay()) < 48) {
                    d.pending = Pending.MUSTPLAY;
                    d.say(new EternalEvent.MedusaToken(d.actor, true));
                    return;
                }
                d.say(new EternalEvent.MedusaToken(d.actor, false));
                break;
            case GOLEM:
                InstantEternal top = d.eternals.topInstant();
                if (top == null) {
                    d.say(new EternalEvent.GolemRepeats(null));
                    break;
                }
                d.say(new EternalEvent.GolemRepeats(top.title()));
                InstantEffects.resolve(d, top);
                return;
            default:
                d.say(new EternalEvent.NowActive(e));
                break;
        }
        d.mode.checkOut(d, d.p(d.actor));
        TurnFlow.endTurn(d);
    }
}
