package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.setup.SetupCheck;

/**
 * Seeded two-round Expert games (R40–R47) whose moves are picked at random from {@link LegalMoves}, with Hard
 * Passes entered with a hand the tracker accepts. Hidden cards are not modelled (the Casual {@link Simulator}
 * does that): these games exercise the engine's books, for {@code ExpertGamesTest} and the benchmarks.
 */
public final class ExpertGames {
    static final int MAX_MOVES = 4000;

    private ExpertGames() {
    }

    public static PlayedGame play(int players, long seed) {
        Random rng = new Random(seed);
        List<Colour> seats = List.of(Colour.values()).subList(0, players);
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.EXPERT, seats,
                seats.get(rng.nextInt(players)), null, null, null, null);
        if (!r.ok()) {
            throw new AssertionError(r.problems());
        }
        GameState s = GameState.initial(r.setup());
        List<String> moves = new ArrayList<>();
        List<GameState> states = new ArrayList<>(List.of(s));
        for (int n = 0; n < MAX_MOVES && !s.finished(); n++) {
            Move m = pick(s, rng);
            String text = Notation.print(m);
            Outcome o = Engine.apply(s, m);
            if (o instanceof Outcome.Rejected x) {
                throw new AssertionError("seed " + seed + ": the engine refused \"" + text + "\" after " + n
                        + " moves: " + x.code() + " " + x.reason());
            }
            s = ((Outcome.Applied) o).state();
            moves.add(text);
            states.add(s);
        }
        return new PlayedGame(r.setup(), moves, states);
    }

    /** Mostly the listed plays; a Hard Pass whenever the engine would take one, now and then. */
    static Move pick(GameState s, Random rng) {
        Colour a = s.toMove();
        PlayerState p = s.player(a);
        if (p.hand() <= 2 && rng.nextDouble() < 0.6) {
            Move hp = new Move.HardPass(a, RevealedHands.random(s, p, rng));
            if (Engine.check(s, hp).ok()) {
                return hp;
            }
        }
        List<Move> legal = LegalMoves.of(s);
        if (legal.isEmpty()) {
            throw new AssertionError("no move is listed for " + a);
        }
        List<Move> forbidden = legal.stream().filter(m -> m instanceof Move.TakeDragon t
                && t.action() instanceof org.eternalsevens.rules.dragon.DragonAction.Forbidden).toList();
        if (!forbidden.isEmpty() && rng.nextDouble() < 0.5) {
            return forbidden.get(0); // the Forbidden card's deeper spaces come up too (its back, no Hard Pass)
        }
        List<Move> plays = legal.stream().filter(m -> m instanceof Move.Play || m instanceof Move.PlayRare).toList();
        if (!plays.isEmpty() && rng.nextDouble() < 0.75) {
            return plays.get(rng.nextInt(plays.size()));
        }
        return legal.get(rng.nextInt(legal.size()));
    }
}
