package org.eternalsevens.rules;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;

/** Test helper: Beginner positions built by playing notation moves from a fresh game. */
public final class Positions {
    public static final List<Colour> FOUR = List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);
    public static final List<Colour> THREE = List.of(Colour.RED, Colour.BLUE, Colour.GREEN);

    private Positions() {
    }

    static Setup beginner(List<Colour> seats, List<String> instant) {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.BEGINNER, seats, Colour.RED, null,
                instant, null, null);
        if (!r.ok()) {
            throw new IllegalStateException(r.problems().toString());
        }
        return r.setup();
    }

    /** The state after the moves, each of which must be accepted. */
    static GameState after(List<Colour> seats, String... moves) {
        return play(GameState.initial(beginner(seats, null)), moves);
    }

    public static GameState play(GameState state, String... moves) {
        for (String m : moves) {
            Outcome o = Engine.apply(state, parse(m));
            if (!(o instanceof Outcome.Applied a)) {
                throw new IllegalStateException(m + " was refused: " + o);
            }
            state = a.state();
        }
        return state;
    }

    static Move parse(String m) {
        try {
            return org.eternalsevens.record.Notation.parse(m);
        } catch (NotationException e) {
            throw new IllegalArgumentException(m + ": " + e.reason());
        }
    }
}
