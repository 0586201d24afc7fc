package org.eternalsevens.rules;

/** What each instant eternal does once revealed (R17–R21, R23). Choices leave the state waiting for them. */
final class InstantEffects {
    private InstantEffects() {
    }

    static void resolve(Draft d, InstantEternal e) {
        Draft.P p = d.p(d.actor);
        String who = d.name(p.colour);
        switch (e) {
            case PHOENIX:
                d.say(who + " takes one more turn (Phoenix).");
                TurnFlow.freshTurn(d);
                return;
            case MUMMY:
                d.say("Everyone passes one card face down to the left (Mummy).");
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
                    d.say(d.name(next.colour) + " loses their next turn (Kyubi).");
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
                d.say("The discard pile turns face up (Ghost).");
                break;
            case DRAGON:
                if (hasOther(d)) {
                    d.pending = Pending.SWAP;
                    return;
                }
                break;
            case KING:
                d.gainRareCard(p, "King"); // R20
                break;
            case KAPPA:
                for (Draft.P q : d.players) {
                    if (q.inGame()) {
                        d.gainTokens(q, 1);
                    }
                }
                d.say("Every player gains one Additional Play Token (Kappa).");
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
        d.say("Every player discards one card face down (Yeti).");
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
