package org.eternalsevens.rules;

/**
 * Dragon actions in the turn (R40): offered after a 2 or 9 and on a Dragon pass icon (and the two-player shared
 * icons), taken or declined, and their effects applied to the state.
 */
final class DragonTurns {
    private DragonTurns() {
    }

    static DragonOffers offers(Draft d) {
        return DragonOffers.of(d.gamer.dragon(), d.field.anyBlockOnField());
    }

    /** Offers a Dragon action if any is available; false when none is, so the turn goes on. */
    static boolean offer(Draft d, DragonOffers.Trigger trigger) {
        if (!offers(d).any()) {
            d.say("No Dragon action is available.");
            return false;
        }
        d.gamer = d.gamer.withOffer(trigger);
        d.pending = Pending.DRAGON;
        d.say(d.name(d.actor) + (trigger == DragonOffers.Trigger.CARD
                ? " may take a Dragon action, or decline it." : " takes a Dragon action."));
        return true;
    }

    static Verdict take(Draft d, Move.TakeDragon m) {
        Verdict v = offers(d).check(m.action());
        if (!v.ok()) {
            return v;
        }
        DragonStep step = d.gamer.dragon().take(m.action(), d.actor, d.name(d.actor));
        d.gamer = d.gamer.withDragon(step.after()).withOffer(null);
        d.pending = Pending.NONE;
        d.say(step.sentence());
        for (DragonEffect e : step.effects()) {
            apply(d, e);
        }
        if (d.pending == Pending.NONE) { // a Dragon action taken ends the turn (RECORD-FORMAT), open for a Hard Pass
            Draft.P p = d.p(d.actor);
            d.mode.checkOut(d, p);
            if (p.inGame() && !d.finished && !d.freshRound && d.rules(p).hardPassWith(p.hand)) {
                d.pending = Pending.OPEN_FOR_HARD_PASS; // P81
            } else {
                TurnFlow.endTurn(d);
            }
        }
        return Verdict.OK;
    }

    static Verdict decline(Draft d) {
        Verdict v = offers(d).decline(d.gamer.offer());
        if (!v.ok()) {
            return v;
        }
        d.gamer = d.gamer.withOffer(null);
        d.pending = Pending.NONE;
        d.say(d.name(d.actor) + " declines the Dragon action.");
        if (!TurnFlow.mayAddCard(d, d.p(d.actor))) { // the turn goes on as after any card (R15)
            TurnFlow.endTurn(d);
        }
        return Verdict.OK;
    }

    private static void apply(Draft d, DragonEffect e) {
        if (e instanceof DragonEffect.Ghost) {
            d.supply = d.supply.turnedUp();
        } else if (e instanceof DragonEffect.DiscardOne x) {
            Draft.P p = d.p(x.who());
            if (p.hand > 0) {
                boolean rare = p.hand == p.rares; // only rare cards left: a rare card goes
                p.hand--;
                if (rare) {
                    p.rares--;
                }
                d.supply = d.supply.discard(rare ? 0 : 1, 0, rare ? 1 : 0);
            }
        } else if (e instanceof DragonEffect.MustPlay) {
            if (PassRules.of(PassAction.MUSTPLAY).possible(d)) {
                d.pending = Pending.MUSTPLAY;
            } else {
                d.say("No Must Play token can be placed.");
            }
        } else if (e instanceof DragonEffect.GainToken x) {
            int got = d.gainTokens(d.p(x.who()), 1);
            if (got == 0) {
                d.say(d.name(x.who()) + " already holds all the Additional Play Tokens allowed.");
            }
        } else if (e instanceof DragonEffect.GainHeart x) {
            d.gamer = d.gamer.withTrack(d.gamer.track().earnHearts(x.who(), 1));
        } else if (e instanceof DragonEffect.Minotaur) {
            StarBlocks.moveAll(d);
        }
        // the lasting effects (X tokens, no tokens, no discarding, no Hard Pass, Cyclops) are read from the cards
    }
}
