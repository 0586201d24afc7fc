package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;
import org.eternalsevens.rules.track.TrackLedger;

/** A Gamer game's round is a value of its own (P282): what belongs to it starts afresh with the next (R47). */
class RoundTest {
    private static GameState expert() {
        return GameState.initial(SetupCheck.check(ContentLoader.defaults(), Level.EXPERT, Positions.FOUR, Colour.RED,
                null, null, null, null).setup());
    }

    @Test
    void P282_R47_aRoundStartsAfresh() {
        Round r = Round.start(1);
        assertThat(r.number()).isEqualTo(1);
        assertThat(r.dragon()).isEqualTo(DragonCards.start());
        assertThat(r.finalTurns()).isEqualTo(FinalTurns.NONE);
        assertThat(r.firstBonusTaken()).isFalse();
        assertThat(r.known()).isEqualTo(KnownOut.NONE);
        assertThat(r.offer()).isNull();
    }

    @Test
    void P282_R47_theNextRoundForgetsTheFirstBonusTheOfferAndTheKnownCards() {
        Round used = Round.start(1).withFirstBonusTaken().withOffer(DragonOffers.Trigger.CARD)
                .withKnown(KnownOut.NONE.with(java.util.List.of(RevealedCard.parse("R3"))));
        assertThat(used.firstBonusTaken()).isTrue();
        assertThat(used.known()).isNotEqualTo(KnownOut.NONE);
        Round next = used.next();
        assertThat(next).isEqualTo(Round.start(2));
    }

    @Test
    void P282_aGamerGameHasRoundsOneAndTwoOnly() {
        assertThatThrownBy(() -> Round.start(2).next()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rounds 1 and 2");
        assertThatThrownBy(() -> Round.start(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void P282_R47_roundTwoKeepsTheTrackAndStartsItsRoundAfresh() {
        Gamer g = expert().gamer();
        Track t = g.track().earnHearts(Colour.BLUE, 2);
        Gamer played = g.moved(t, Colour.BLUE, TrackLedger.Cause.CORRECTION, Phrase.of("test"))
                .with(g.round().withFirstBonusTaken());
        Gamer two = played.nextRound(StartPlayer.round2(t));
        assertThat(two.round()).isEqualTo(Round.start(2));
        assertThat(two.track()).isEqualTo(t);
        assertThat(two.ledger()).isEqualTo(played.ledger());
    }

    @Test
    void P282_theStateSaysTheRoundsNumber() {
        GameState s = expert();
        assertThat(s.round()).isEqualTo(1).isEqualTo(s.gamer().round().number());
    }
}
