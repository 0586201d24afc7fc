package org.eternalsevens.rules;

import java.util.Map;
import java.util.Set;
import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Landing;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/**
 * The registry of board abilities (R61–R74): each {@link EternalAbility} id of the profile to the small class that
 * does it, and the hooks the turn logic calls (a card landed, a follow-up after the player's card, the Dragon
 * offers). Also the two gains the abilities share, each said in the log with the board's name.
 */
final class BoardAbilities {
    private static final Map<String, BoardAbility> BY_ID = Map.of(
            "tokenOn", new NumberToken(),
            "tokenOnRare", new RareToken(),
            "heartOn", new NumberHeart(),
            "heartOnX", new XSpaceHeart(),
            "columnToken", new ColumnToken(),
            "takesCoveredRares", new CoveredRareTaker(),
            "purpleGift", new PurpleGift(),
            "moveXCube", new XCubeMove(),
            "twoDragonActions", new SecondDragonAction());

    private BoardAbilities() {
    }

    /** The behaviour of an ability id; an id with none is a programming error, which a test rules out. */
    static BoardAbility of(String id) {
        BoardAbility a = BY_ID.get(id);
        if (a == null) {
            throw new IllegalStateException("No behaviour for the board ability \"" + id + "\"");
        }
        return a;
    }

    /** The ids that have a behaviour. */
    static Set<String> ids() {
        return BY_ID.keySet();
    }

    /** A card landed: every board's abilities hear it, the player's own first, then clockwise (R61, R63, R64, R68). */
    static void landed(Draft d, Landing l) {
        for (Draft.P owner : d.clockwiseFrom(l.player())) {
            EternalBoard b = d.board(owner);
            if (b != null) {
                for (EternalAbility a : b.abilities()) {
                    of(a.id()).landed(d, owner, b, a, l);
                }
            }
        }
    }

    /** After the player's card: true when one of their board's abilities opened a prompt (R67). */
    static boolean followUp(Draft d, Draft.P p, Landing l) {
        EternalBoard b = d.board(p);
        if (b == null || !p.inGame()) {
            return false;
        }
        for (EternalAbility a : b.abilities()) {
            if (of(a.id()).followUp(d, p, b, l)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the board lets its owner move the Forbidden cube between X-system spaces (R73); false for null. */
    static boolean movesXCube(EternalBoard b) {
        return b != null && b.abilities().stream().anyMatch(a -> of(a.id()).movesXCube());
    }

    /** Whether the board's owner takes a second Dragon action after each one (R74); false for null. */
    static boolean secondDragonAction(EternalBoard b) {
        return b != null && b.abilities().stream().anyMatch(a -> of(a.id()).secondDragonAction());
    }

    /** One token through the caps (R76), said with the board's name: "Phoenix: Red gains a token for the 6." */
    static void gainToken(Draft d, Draft.P owner, EternalBoard b, Phrase why) {
        d.say(new GamerEvent.BoardToken(b.title(), owner.colour, why, d.gainTokens(owner, 1) == 1));
    }

    /** One heart on the track, capped (R41), said with the board's name: "Kraken: Red gains 1 heart for the 10." */
    static void gainHeart(Draft d, Draft.P owner, EternalBoard b, Phrase why) {
        Track before = d.gamer.track();
        d.gamer = d.gamer.moved(before.earnHearts(owner.colour, 1), owner.colour, TrackLedger.Cause.BOARD_ABILITY,
                Phrase.of("event.ledger.boardHeart", b.title(), owner.colour, why));
        d.say(new GamerEvent.BoardHeart(b.title(), owner.colour, why,
                d.gamer.track().hearts(owner.colour) > before.hearts(owner.colour)));
    }
}
