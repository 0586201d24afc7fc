package org.eternalsevens.testkit;

import java.util.List;

import org.eternalsevens.app.session.Table;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.basics.Verdict;

/**
 * A live table on a state a test sets: the engine's legal list and verdicts; moves sent are refused, nothing told. A
 * test that adds moves or keeps what is sent extends it.
 */
public class StateTable implements Table {
    private GameState state;

    public StateTable show(GameState s) {
        state = s;
        return this;
    }

    @Override
    public GameState shown() {
        return state;
    }

    @Override
    public boolean live() {
        return true;
    }

    @Override
    public List<Move> legalMoves() {
        return LegalMoves.of(state);
    }

    @Override
    public Verdict check(Move move) {
        return Engine.check(state, move);
    }

    @Override
    public boolean send(Move move) {
        return false;
    }

    @Override
    public void tell(String sentence) {
    }
}
