package org.eternalsevens.rules.track;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Gamer;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.Phrase;
import org.eternalsevens.rules.Positions;
import org.eternalsevens.rules.setup.SetupCheck;

/**
 * Hearts and stars are kept once (P281): in Gamer mode on the track alone, which the state's {@code hearts} and
 * {@code stars} read; in Casual mode as the player's own figures (the star blocks of R14), with no track.
 */
class TrackIsTheOneScoreTest {
    private static GameState start(Level level) {
        return GameState.initial(SetupCheck.check(ContentLoader.defaults(), level, Positions.FOUR, Colour.RED, null,
                null, null, null).setup());
    }

    @Test
    void P281_gamerHeartsAndStarsAreTheTracksAlone() {
        GameState s = Positions.play(start(Level.EXPERT), "table: fix hearts blue 7", "table: fix stars green 2");
        Track t = s.gamer().track();
        assertThat(t.hearts(Colour.BLUE)).isEqualTo(7);
        assertThat(t.stars(Colour.GREEN)).isEqualTo(2);
        for (Colour c : Positions.FOUR) {
            assertThat(s.hearts(c)).as(c + " hearts").isEqualTo(t.hearts(c));
            assertThat(s.stars(c)).as(c + " stars").isEqualTo(t.stars(c));
            assertThat(s.player(c).casualHearts()).as(c + " keeps no hearts of its own").isZero();
            assertThat(s.player(c).casualStars()).as(c + " keeps no stars of its own").isZero();
        }
        assertThat(s.hearts(Colour.RED)).as("R41: four players start with 3 hearts").isEqualTo(3);
    }

    @Test
    void P281_aTrackChangedAloneIsWhatThePlayersShow() {
        GameState s = start(Level.EXPERT);
        Gamer g = s.gamer();
        Track moved = g.track().earnHearts(Colour.YELLOW, 4).earnStars(Colour.YELLOW, 1);
        GameState after = new GameState(s.setup(), s.field(), s.players(), s.turn(), s.eternals(), s.supply(),
                s.nextTop(), s.nextBottom(), s.finished(), g.moved(moved, Colour.YELLOW, TrackLedger.Cause.CORRECTION,
                Phrase.of("test")));
        assertThat(after.hearts(Colour.YELLOW)).isEqualTo(7);
        assertThat(after.stars(Colour.YELLOW)).isEqualTo(1);
        assertThat(after.players()).isEqualTo(s.players()); // nothing of the players had to follow by hand
    }

    @Test
    void P281_casualStarsAreThePlayersStarBlocksAndNoTrackExists() {
        GameState s = Positions.play(start(Level.BEGINNER), "table: fix stars blue 1", "table: fix hearts green 2");
        assertThat(s.gamer()).isNull();
        assertThat(s.stars(Colour.BLUE)).isEqualTo(1).isEqualTo(s.player(Colour.BLUE).casualStars());
        assertThat(s.hearts(Colour.GREEN)).isEqualTo(2).isEqualTo(s.player(Colour.GREEN).casualHearts());
        assertThat(List.of(s.hearts(Colour.RED), s.stars(Colour.RED))).containsExactly(0, 0);
    }
}
