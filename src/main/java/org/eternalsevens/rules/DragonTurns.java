package org.eternalsevens.rules;

import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonEffect;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.dragon.DragonStep;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.track.TrackLedger;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Dragon actions in the turn (R40): offered after a 2 or 9 and on a Dragon pass icon (and the two-player shared
 * icons), taken or declined, and their effects applied to the state. At the Pro level a witch or vampire may move
 * the Forbidden cube between X-system spaces (R73), a Golem takes a second action after each one (R74), and a 2 or 9
 * closes a Pegasus or Barong turn (R65).
 */
final class DragonTurns {
    private DragonTurns() {
    }

    static DragonOffers offers(Draft d) {
        return new DragonOffers(d.gamer.round().dragon(), d.field.anyBlockOnField(),
                BoardAbilities.movesXCube(d.board(d.p(d.actor))));
    }

    /** Offers a Dragon action if any is available; false when none is, so the turn goes on. */
    static boolean offer(Draft d, DragonOffers.Trigger trigger) {
        if (!offers(d).any()) {
            d.say(new DragonEvent.NoneAvailable());
            return false;
        }
        d.gamer = d.gamer.with(d.gamer.round().withOffer(trigger));
        d.pending = Pending.DRAGON;
        d.say(new DragonEvent.Offered(d.actor, trigger == DragonOffers.Trigger.CARD));
        return true;
    }

    static Verdict take(Draft d, Move.TakeDragon m) {
        Verdict v = offers(d).check(m.action());
        if (!v.ok()) {
            return v;
        }
        Draft.P p = d.p(d.actor);
        EternalBoard board = d.board(p);
        boolean secondDue = d.gamer.round().offer() != DragonOffers.Trigger.GOLEM_SECOND
                && BoardAbilities.secondDragonAction(board);
        sayXCubeMove(d, board, m.action());
        DragonStep step = d.gamer.round().dragon().take(m.action(), d.actor);
        d.gamer = d.gamer.with(d.gamer.round().withDragon(step.after()).withOffer(null));
        d.pending = Pending.NONE;
        d.say(new DragonEvent.Taken(step));
        for (DragonEffect e : step.effects()) {
            apply(d, e);
        }
        if (d.pending == Pending.NONE) {
            afterAction(d, secondDue);
        } else if (secondDue) { // R74: Medusa's Must Play token comes before the second action
            d.gamer = d.gamer.with(d.gamer.round().withOffer(DragonOffers.Trigger.GOLEM_SECOND));
        }
        return Verdict.OK;
    }

    /**
     * After a Dragon action and its follow-up: a Golem's second action if one is due and available (R74), else the
     * turn ends (RECORD-FORMAT), open for a Hard Pass (P81).
     */
    static void afterAction(Draft d, boolean secondDue) {
        Draft.P p = d.p(d.actor);
        d.mode.checkOut(d, p);
        boolean stays = p.inGame() && !d.finished && !d.freshRound;
        if (stays && secondDue) {
            String board = d.board(p).title();
            if (offers(d).any()) {
                d.gamer = d.gamer.with(d.gamer.round().withOffer(DragonOffers.Trigger.GOLEM_SECOND));
                d.pending = Pending.DRAGON;
                d.say(new DragonEvent.SecondAction(board, p.colour, true));
                return;
            }
            d.say(new DragonEvent.SecondAction(board, p.colour, false));
        }
        TurnFlow.endOrKeepOpen(d, p); // P81
    }

    /** R73: a witch's or vampire's move of the Forbidden cube between X-system spaces says which board allows it. */
    private static void sayXCubeMove(Draft d, EternalBoard board, DragonAction action) {
        if (action instanceof DragonAction.Forbidden f && f.space().isPresent()
                && f.space().getAsInt() != d.gamer.round().dragon().forbidden().space() + 1) {
            d.say(new DragonEvent.XCubeMoved(board.title(), d.actor, d.gamer.round().dragon().forbidden().space(),
                    f.space().getAsInt(), d.gamer.round().dragon().forbidden().side().id()));
        }
    }

    static Verdict decline(Draft d) {
        Verdict v = offers(d).decline(d.gamer.round().offer());
        if (!v.ok()) {
            return v;
        }
        d.gamer = d.gamer.with(d.gamer.round().withOffer(null));
        d.pending = Pending.NONE;
        d.say(new DragonEvent.Declined(d.actor));
        Draft.P p = d.p(d.actor);
        if (SecondCards.closedByEternalNumber(d, p)) {
            SecondCards.close(d, p); // R65: the 2 or 9 ends a Pegasus or Barong turn, declined too
        } else if (!TurnFlow.mayAddCard(d, p)) { // the turn goes on as after any card (R15)
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
                d.say(new DragonEvent.NoMustPlay());
            }
        } else if (e instanceof DragonEffect.GainToken x) {
            int got = d.gainTokens(d.p(x.who()), 1);
            if (got == 0) {
                d.say(new DragonEvent.TokenCapped(x.who()));
            }
        } else if (e instanceof DragonEffect.GainHeart x) {
            d.gamer = d.gamer.moved(d.gamer.track().earnHearts(x.who(), 1), x.who(), TrackLedger.Cause.DRAGON_ACTION,
                    Phrase.of("event.ledger.dragonHeart", x.who()));
        } else if (e instanceof DragonEffect.Minotaur) {
            StarBlocks.moveAll(d);
        }
        // the lasting effects (X tokens, no tokens, no discarding, no Hard Pass, Cyclops) are read from the cards
    }
}
