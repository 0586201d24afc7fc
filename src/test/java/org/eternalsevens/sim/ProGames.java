package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;

/**
 * Seeded two-round Pro games (R50–R79), 2–4 players: random seats and start, a random set of players + 1 boards
 * with random sides (the "20 Eternals" variant, R51), {@code flip} or {@code same} for round 2. Every move comes
 * from {@link LegalMoves#of} (so the choosing, and each new icon and ability as the engine builds it, join by
 * themselves), plus Hard Passes with a hand the tracker accepts. Hidden cards are kept only where a move needs
 * them: a revealed hand is made of cards the tracker does not know to be elsewhere (so a card taken back from the
 * discard pile may be revealed again), and after a Barong exchange or the Kraken's tens the table may enter a rare
 * card that changed hands ({@code table: rare}), but only one a hand can really give (the giver holds one, the
 * receiver gave a card).
 */
public final class ProGames {
    static final int MAX_MOVES = 4000;

    private ProGames() {
    }

    public static PlayedGame play(int players, long seed) {
        Random rng = new Random(seed);
        Setup setup = randomSetup(players, rng);
        GameState s = GameState.initial(setup);
        List<String> moves = new ArrayList<>();
        List<GameState> states = new ArrayList<>(List.of(s));
        for (int n = 0; n < MAX_MOVES && !s.finished(); n++) {
            Move m = pick(s, rng);
            s = apply(s, m, seed, n);
            moves.add(Notation.print(m));
            states.add(s);
            Move fix = rareCorrection(states.get(states.size() - 2), s, m, rng);
            if (fix != null) {
                s = apply(s, fix, seed, n);
                moves.add(Notation.print(fix));
                states.add(s);
            }
        }
        return new PlayedGame(setup, moves, states);
    }

    /** R51: players + 1 different board numbers, each with a random side; flip for round 2 mostly. */
    static Setup randomSetup(int players, Random rng) {
        List<Colour> colours = new ArrayList<>(List.of(Colour.values()));
        Collections.shuffle(colours, rng);
        List<Colour> seats = List.copyOf(colours.subList(0, players));
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            numbers.add(i);
        }
        Collections.shuffle(numbers, rng);
        List<String> ids = new ArrayList<>();
        for (int number : numbers.subList(0, players + 1)) {
            ids.add(number + (rng.nextBoolean() ? "A" : "B"));
        }
        ProSetup pro = new ProSetup(ids, rng.nextDouble() < 0.7 ? ProSetup.Round2Sides.FLIP : ProSetup.Round2Sides.SAME);
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.PRO, seats,
                seats.get(rng.nextInt(players)), null, null, null, null, pro);
        if (!r.ok()) {
            throw new AssertionError("random Pro setup refused: " + r.problems());
        }
        return r.setup();
    }

    private static GameState apply(GameState s, Move m, long seed, int n) {
        Outcome o = Engine.apply(s, m);
        if (o instanceof Outcome.Rejected x) {
            throw new AssertionError("seed " + seed + ": the engine refused \"" + Notation.print(m) + "\" after " + n
                    + " moves: " + x.code() + " " + x.reason());
        }
        return ((Outcome.Applied) o).state();
    }

    /** Mostly the listed plays; a Hard Pass now and then when the engine would take one. */
    static Move pick(GameState s, Random rng) {
        Colour a = s.toMove();
        PlayerState p = s.player(a);
        if (s.awaiting() != Awaiting.CHOOSE && p.hand() <= 3 && rng.nextDouble() < 0.6) {
            Move hp = new Move.HardPass(a, RevealedHands.random(s, p, rng));
            if (Engine.check(s, hp).ok()) {
                return hp;
            }
        }
        List<Move> legal = LegalMoves.of(s);
        if (legal.isEmpty()) {
            throw new AssertionError("no move is listed for " + a + " (awaiting " + s.awaiting() + ")");
        }
        List<Move> forbidden = legal.stream().filter(m -> m instanceof Move.TakeDragon t
                && t.action() instanceof DragonAction.Forbidden).toList();
        if (!forbidden.isEmpty() && rng.nextDouble() < 0.5) {
            return forbidden.get(rng.nextInt(forbidden.size())); // the Forbidden card's deeper spaces come up too
        }
        List<Move> plays = legal.stream().filter(m -> m instanceof Move.Play || m instanceof Move.PlayRare).toList();
        if (!plays.isEmpty() && rng.nextDouble() < 0.75) {
            return plays.get(rng.nextInt(plays.size()));
        }
        return legal.get(rng.nextInt(legal.size()));
    }

    /**
     * After a Barong exchange or the Kraken's tens (R70, R71) the giver may have handed over a rare card: the table
     * enters it now and then, from the pass's owner to one other player in the round, if the owner holds one.
     */
    static Move rareCorrection(GameState before, GameState after, Move m, Random rng) {
        if (!(m instanceof Move.Pass p) || p.action() != PassAction.DECLARE && p.action() != PassAction.TENS
                || after.finished() || after.player(p.actor()).rares() == 0 || rng.nextDouble() < 0.5) {
            return null;
        }
        List<Colour> others = new ArrayList<>();
        for (PlayerState q : after.players()) {
            if (q.colour() != p.actor() && q.inGame() && q.hand() > q.rares()) {
                others.add(q.colour());
            }
        }
        if (others.isEmpty()) {
            return null;
        }
        Move fix = new Move.TableRare(p.actor(), others.get(rng.nextInt(others.size())));
        return Engine.check(after, fix).ok() ? fix : null;
    }
}
