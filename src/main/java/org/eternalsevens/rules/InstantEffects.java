package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.Phrase;

/** What each instant eternal does once revealed (R17–R21, R23). Choices leave the state waiting for them. */
final class InstantEffects {
    private InstantEffects() {
    }

    static void resolve(Draft d, InstantEternal e) {
        Draft.P p = d.p(d.actor);
        switch (e) {
            case PHOENIX:
                d.say(new EternalEvent.Instant(e, p.colour));
                TurnFlow.freshTurn(d);
                return;
            case MUMMY:
                d.say(new EternalEvent.Instant(e, null));
                break;
            case SKELETON:
                if (hasOther(d)) {
                    d.pending = Pending.GIVE;
                    return;
                }
                break;
            case KYUBI:
                Draft.P next = d.nextInGame(p.colour);
                if (next != null) {
                    next.skipNext = true;
                    d.say(new EternalEvent.Instant(e, next.colour));
                }
                break;
            case BARONG:
                d.pending = Pending.DECLARE;
                return;
            case MINOTAUR:
                StarBlocks.moveAll(d);
                break;
            case GHOST:
                d.supply = d.supply.turnedUp();
                d.say(new EternalEvent.Instant(e, null));
                break;
            case DRAGON:
                if (hasOther(d)) {
                    d.pending = Pending.SWAP;
                    return;
                }
                break;
            case KING:
                d.gainRareCard(p, Phrase.of("event.source.king")); // R20
                break;
            case KAPPA:
                for (Draft.P q : d.players) {
                    if (q.inGame()) {
                        d.gainTokens(q, 1);
                    }
                }
                d.say(new EternalEvent.Instant(e, null));
                break;
            case YETI:
                yeti(d, p);
                break;
            default:
                break;
        }
        TurnFlow.endTurn(d);
    }

    private static boolean hasOther(Draft d) {
        for (Draft.P q : d.players) {
            if (q.inGame() && q.colour != d.actor) {
                return true;
            }
        }
        return false;
    }

    /** Yeti: everyone still in the game discards one card; empty hands go out clockwise from the player (R17). */
    private static void yeti(Draft d, Draft.P p) {
        d.say(new EternalEvent.Instant(InstantEternal.YETI, null));
        for (Draft.P q : d.clockwiseFrom(p.colour)) {
            if (q.inGame() && q.hand > 0) {
                if (q.hand == q.rares) { // P3: only rare cards left, so a rare card is discarded
                    q.rares--;
                    d.supply = d.supply.discard(0, 0, 1);
                } else {
                    d.supply = d.supply.discard(1, 0, 0);
                }
                q.hand--;
            }
        }
        for (Draft.P q : d.clockwiseFrom(p.colour)) {
            d.mode.checkOut(d, q);
        }
    }
}
