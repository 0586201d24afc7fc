package org.eternalsevens.sim;

import java.util.List;

import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.setup.Setup;

/** A simulated Gamer game: its setup, its moves in record notation, and the state after each move (the start first). */
public record PlayedGame(Setup setup, List<String> moves, List<GameState> states) {
    public GameState last() {
        return states.get(states.size() - 1);
    }
}
