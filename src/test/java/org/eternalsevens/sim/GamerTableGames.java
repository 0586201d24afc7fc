package org.eternalsevens.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.CorrectionCaps;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.basics.Space;

/**
 * Seeded two-round Gamer games (Expert or Pro, 2–4 players, random seats and start; Pro with random boards and
 * sides) played as a table plays them: the moves of {@link ExpertGames} and {@link ProGames}, and mixed in, now and
 * then, a {@code table: fix} of any field with a value near the tracked one or anywhere from -1 to the cap + 2, and a
 * move the engine must refuse ({@link IllegalMoves}). Only accepted moves join the record; every move tried, in
 * record notation, is told to the {@link Watcher}.
 */
final class GamerTableGames {
    static final int MAX_MOVES = 4000;

    /** Hears every move tried: {@code after} is null when the move was refused ({@code refusal} then says why). */
    interface Watcher {
        void tried(GameState before, String move, GameState after, Outcome.Rejected refusal);
    }

    /** A game: its setup, its record (the accepted moves), the state after each (the start first). */
    record Game(long seed, Setup setup, List<String> moves, List<GameState> states) {
        GameState last() {
            return states.get(states.size() - 1);
        }
    }

    private GamerTableGames() {
    }

    static Game play(Level level, int players, long seed, Watcher watcher) {
        Random rng = new Random(seed);
        Setup setup = level == Level.PRO ? ProGames.randomSetup(players, rng) : expertSetup(players, rng);
        double fixes = 0.01 + rng.nextDouble() * 0.04;
        double refusals = 0.01 + rng.nextDouble() * 0.04;
        GameState s = GameState.initial(setup);
        List<String> moves = new ArrayList<>();
        List<GameState> states = new ArrayList<>(List.of(s));
        for (int n = 0; n < MAX_MOVES && !s.finished(); n++) {
            double r = rng.nextDouble();
            if (r < fixes) {
                s = tryMove(s, correction(s, rng), moves, states, watcher);
            } else if (r < fixes + refusals) {
                List<IllegalMoves.Probe> probes = refusedMoves(s, rng);
                if (!probes.isEmpty()) {
                    IllegalMoves.Probe p = probes.get(rng.nextInt(probes.size()));
                    GameState after = tryMove(s, Notation.print(p.move()), moves, states, watcher);
                    if (after != s) {
                        throw new AssertionError("seed " + seed + ": the engine accepted \"" + Notation.print(p.move())
                                + "\", though " + p.why());
                    }
                }
            } else {
                Move m = level == Level.PRO ? ProGames.pick(s, rng) : ExpertGames.pick(s, rng);
                GameState before = s;
                s = accepted(seed, s, Notation.print(m), moves, states, watcher);
                Move fix = level == Level.PRO ? ProGames.rareCorrection(before, s, m, rng) : null;
                if (fix != null) {
                    s = accepted(seed, s, Notation.print(fix), moves, states, watcher);
                }
            }
        }
        if (!s.finished()) {
            throw new AssertionError("seed " + seed + ": the game did not end after " + MAX_MOVES + " moves");
        }
        return new Game(seed, setup, List.copyOf(moves), List.copyOf(states));
    }

    /**
     * Moves the engine must refuse now. In a turn left open for a Hard Pass another player's move or {@code end} is
     * legal, so there the probe is the player's own card (only {@code hardpass} or {@code end} are left, P81).
     */
    static List<IllegalMoves.Probe> refusedMoves(GameState s, Random rng) {
        if (s.finished()) {
            return List.of();
        }
        if (s.pending() == Pending.OPEN_FOR_HARD_PASS) {
            Space sp = Space.ALL_SPACES.get(rng.nextInt(Space.ALL_SPACES.size()));
            return List.of(new IllegalMoves.Probe(new Move.Play(s.toMove(), sp), "the turn is over but for a Hard Pass"));
        }
        return IllegalMoves.in(s, rng);
    }

    /** Random seats and start player at the Expert level. */
    static Setup expertSetup(int players, Random rng) {
        List<Colour> colours = new ArrayList<>(List.of(Colour.values()));
        Collections.shuffle(colours, rng);
        List<Colour> seats = List.copyOf(colours.subList(0, players));
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.EXPERT, seats,
                seats.get(rng.nextInt(players)), null, null, null, null);
        if (!r.ok()) {
            throw new AssertionError(r.problems());
        }
        return r.setup();
    }

    /**
     * A correction as a table makes one: a field and a player at random, the value mostly within 2 of the tracked
     * one, otherwise anywhere from -1 to the cap + 2 (R41: beyond the cap it is refused).
     */
    static String correction(GameState s, Random rng) {
        FixField field = FixField.values()[rng.nextInt(FixField.values().length)];
        List<Colour> seats = s.setup().seats();
        Colour c = seats.get(rng.nextInt(seats.size()));
        int cap = CorrectionCaps.of(s, field, c);
        int value = rng.nextDouble() < 0.7 ? tracked(s, c, field) + rng.nextInt(5) - 2 : rng.nextInt(cap + 4) - 1;
        return "table: fix " + field.id() + " " + c.id() + " " + value;
    }

    static int tracked(GameState s, Colour c, FixField field) {
        PlayerState p = s.player(c);
        switch (field) {
            case HAND: return p.hand();
            case RARES: return p.rares();
            case APT: return p.apt();
            case STARS: return s.stars(c);
            case HEARTS: return s.hearts(c);
            default: return p.discs();
        }
    }

    /** A move in record notation as {@code replay} reads it: unreadable or refused, it changes nothing. */
    static Outcome apply(GameState s, String text) {
        Move m;
        try {
            m = Notation.parse(text);
        } catch (NotationException e) {
            return new Outcome.Rejected(e.code(), e.why());
        }
        return Engine.apply(s, m);
    }

    private static GameState tryMove(GameState s, String text, List<String> moves, List<GameState> states,
                                     Watcher watcher) {
        Outcome o = apply(s, text);
        if (o instanceof Outcome.Rejected r) {
            watcher.tried(s, text, null, r);
            return s;
        }
        GameState after = ((Outcome.Applied) o).state();
        moves.add(text);
        states.add(after);
        watcher.tried(s, text, after, null);
        return after;
    }

    private static GameState accepted(long seed, GameState s, String text, List<String> moves, List<GameState> states,
                                      Watcher watcher) {
        GameState after = tryMove(s, text, moves, states, watcher);
        if (after == s) {
            Outcome.Rejected r = (Outcome.Rejected) apply(s, text);
            throw new AssertionError("seed " + seed + ": the engine refused \"" + text + "\" after " + moves.size()
                    + " moves: " + r.code() + " " + r.reason());
        }
        return after;
    }

    /** Whether the state waits for a play by its player (not a choice, a reveal or the choosing). */
    static boolean awaitsPlay(GameState s) {
        return !s.finished() && s.awaiting() == Awaiting.PLAY;
    }
}
