package org.eternalsevens.rules;

import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.setup.Supply;

/**
 * Round 2's set-up (R47): the start player from the track; field, rare cards, tokens, discs and Dragon cards reset;
 * at the Pro level the boards are chosen again (R53).
 */
final class Rounds {
    private Rounds() {
    }

    static void startRound2(Draft d) {
        StartPlayer start = StartPlayer.round2(d.gamer.track());
        d.say(new GamerEvent.RoundOneOver(start));
        d.gamer = d.gamer.nextRound(start);
        d.field = Field.EMPTY;
        d.supply = Supply.start(d.setup);
        for (Draft.P p : d.players) {
            p.hand = d.setup.handSize();
            p.rares = 0;
            p.discs = d.setup.rules().discs();
            p.passed.clear();
            p.usedIcons = 0;
            p.apt = 0;
            p.status = PlayerStatus.PLAYING;
            p.place = null;
            p.skipNext = false;
        }
        d.actor = start.colour();
        d.pending = Pending.NONE;
        d.cards = 0;
        d.freshRound = true;
        d.say(new GamerEvent.RoundTwoBegins());
        if (d.gamer.pro() != null) { // Pro: the boards are chosen again, fewest hearts first (R53, R79)
            ProState pro = ProState.choosing(d.setup, 2, ProSetup.round2Order(d.gamer.track()));
            d.gamer = d.gamer.withPro(pro);
            d.actor = pro.choosing().next();
            d.pending = Pending.CHOOSE;
            d.say(new ProEvent.ChoosesFirst(d.actor));
        }
    }
}
