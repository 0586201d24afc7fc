package org.eternalsevens.rules;

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
                    d.say(d.name(d.actor) + " places a Must Play token (Medusa).");
                    return;
                }
                d.say("No Must Play token can be placed (Medusa).");
                break;
            case GOLEM:
                InstantEternal top = d.eternals.topInstant();
                if (top == null) {
                    d.say("No instant eternal has been revealed yet: Golem does nothing.");
                    break;
                }
                d.say("Golem repeats " + top.title() + ".");
                InstantEffects.resolve(d, top);
                return;
            default:
                d.say(e.title() + " is now active: " + describe(e));
                break;
        }
        d.mode.checkOut(d, d.p(d.actor));
        TurnFlow.endTurn(d);
    }

    /** One line on a lasting effect. */
    static String describe(ContinuousEternal e) {
        switch (e) {
            case KRAKEN: return "a discard pass discards nothing.";
            case PEGASUS: return "a player may play a second card without a token; no token may be used.";
            case CYCLOPS: return "a player holding a rare card must play one first, or pass.";
            case JINN: return "a card played onto a rare card takes the rare card into the player's hand.";
            case MERMAID: return "1s and 10s cannot be played.";
            case FAIRY: return "3s and 8s cannot be played.";
            case VAMPIRE: return "purple cards cannot be played.";
            case WITCH: return "rare cards cannot be played.";
            case DRAGON: return "no Additional Play Token may be used.";
            default: return "it acts once.";
        }
    }
}
