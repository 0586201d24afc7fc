package org.eternalsevens.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.LegalSpaces;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.sim.ExpertGames;
import org.eternalsevens.sim.PlayedGame;
import org.eternalsevens.sim.ProGames;
import org.eternalsevens.sim.SimulatedGame;
import org.eternalsevens.sim.Simulator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The engine's hot paths on simulated 4-player games: replaying a whole record (notation included; Casual, Expert
 * and Pro), the legal
 * spaces and the legal moves of a mid-game position, and one {@link Engine#apply}. Run with scripts/bench.sh; never from unit tests.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class EngineBenchmarks {
    /** Fixed seeds: a full 4-player game of each level, of typical length. */
    static final long BEGINNER_SEED = 20_241;
    static final long STANDARD_SEED = 20_242;
    /** A whole two-round Expert game, 4 players (ExpertGames: moves from the legal moves). */
    static final long EXPERT_SEED = 20_243;
    /** A whole two-round Pro game, 4 players, random boards and sides (ProGames: moves from the legal moves). */
    static final long PRO_SEED = 20_244;

    org.eternalsevens.rules.setup.Setup beginnerSetup;
    List<String> beginnerMoves;
    org.eternalsevens.rules.setup.Setup standardSetup;
    List<String> standardMoves;
    org.eternalsevens.rules.setup.Setup expertSetup;
    List<String> expertMoves;
    org.eternalsevens.rules.setup.Setup proSetup;
    List<String> proMoves;
    GameState midGame;
    Move midGameMove;

    @org.openjdk.jmh.annotations.Setup
    public void simulate() throws NotationException {
        SimulatedGame b = Simulator.play(BEGINNER_SEED, Level.BEGINNER, 4, null);
        beginnerSetup = b.setup();
        beginnerMoves = b.moves();
        SimulatedGame s = Simulator.play(STANDARD_SEED, Level.STANDARD, 4, null);
        standardSetup = s.setup();
        standardMoves = s.moves();
        PlayedGame e = ExpertGames.play(4, EXPERT_SEED);
        expertSetup = e.setup();
        expertMoves = e.moves();
        PlayedGame p = ProGames.play(4, PRO_SEED);
        proSetup = p.setup();
        proMoves = p.moves();
        // the position halfway through the Standard game where a play was made
        List<GameState> states = new ArrayList<>();
        GameState st = GameState.initial(standardSetup);
        for (String m : standardMoves) {
            states.add(st);
            st = ((Outcome.Applied) Engine.apply(st, Notation.parse(m))).state();
        }
        for (int i = states.size() / 2; i < states.size(); i++) {
            Move m = Notation.parse(standardMoves.get(i));
            if (states.get(i).awaiting() == Awaiting.PLAY && m instanceof Move.Play) {
                midGame = states.get(i);
                midGameMove = m;
                break;
            }
        }
    }

    @Benchmark
    public GameState replayBeginner4pGame() {
        return Replayer.replay(beginnerSetup, beginnerMoves).state();
    }

    @Benchmark
    public GameState replayStandard4pGame() {
        return Replayer.replay(standardSetup, standardMoves).state();
    }

    @Benchmark
    public GameState replayExpert4pGame() {
        return Replayer.replay(expertSetup, expertMoves).state();
    }

    /** The whole two-round Pro game: the choosing, Preparations, board rewards, round 2 and the ranking. */
    @Benchmark
    public GameState replayPro4pGame() {
        return Replayer.replay(proSetup, proMoves).state();
    }

    @Benchmark
    public LegalSpaces legalSpacesMidGame() {
        return LegalMoves.spaces(midGame);
    }

    /** Every legal move of the same position: what the field's highlights and the buttons read. */
    @Benchmark
    public List<Move> legalMovesMidGame() {
        return LegalMoves.of(midGame);
    }

    @Benchmark
    public Outcome applyOnePlay() {
        return Engine.apply(midGame, midGameMove);
    }
}
