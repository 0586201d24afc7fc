package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.SetupCheck;

/** Engine fixes found by the whole-game simulator (org.eternalsevens.sim), each named after its ruling. */
class SimulatorFindingsTest {
    private static GameState start(Level level, List<Colour> seats) {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), level, seats, seats.get(0), null, null, null,
                null);
        return GameState.initial(r.setup());
    }

    private static GameState apply(GameState s, Move m) {
        Outcome o = Engine.apply(s, m);
        assertThat(o).as("%s", o).isInstanceOf(Outcome.Applied.class);
        return ((Outcome.Applied) o).state();
    }

    @Test
    void ruling_R14_aTwoStarWinnersHandIsDealtToTheLastPlayerEvenWhenTheGameThenEnds() {
        GameState s = start(Level.BEGINNER, List.of(Colour.RED, Colour.YELLOW));
        s = apply(s, new Move.TableFix(FixField.STARS, Colour.RED, 2));
        assertThat(s.finished()).isTrue();
        assertThat(s.player(Colour.RED).place()).isEqualTo(1);
        assertThat(s.player(Colour.YELLOW).hand()).isEqualTo(32); // 16 + red's 16, dealt as in R13
        assertThat(s.supply().discardUp()).isZero();
    }
}
