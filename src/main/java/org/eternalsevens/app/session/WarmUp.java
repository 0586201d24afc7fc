package org.eternalsevens.app.session;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import javax.swing.SwingUtilities;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.Awaiting;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.words.EventWords;
import org.eternalsevens.words.ReasonWords;

/**
 * The warm-up after the first paint (issue 25 §4, P365–P367): the first of each kind of action (the first Hard Pass
 * or round dialog, an undo across the round boundary, the first move after a resume, round 2) should not be the
 * JVM's first use of its code. While the players read the new-game (or resume) dialog, a thread of its own plays a
 * throwaway Expert game and a throwaway Pro game through the engine to the end, words every event and a refusal in
 * each position, replays each as a {@link GameSession} does on a resume, undoes and redoes across the round boundary
 * on a journal in a temporary folder, and writes the record; then it hands the Expert game to the window's pieces
 * ({@code onEdt}), and the Pro game to the window's change to round 2 ({@code onEdtPro}, P555), which run on the event
 * thread one small slice at a time. Nothing of it ever reaches the players:
 * a failure is written to errors.log and the warm-up goes on with its next step (P367).
 */
public final class WarmUp {
    /** Longer games are cut: the warm-up needs each kind of move, not a long game. */
    private static final int MAX_MOVES = 600;
    /** A pause between two slices on the event thread, so that a click waits for at most one. */
    private static final long PAUSE_MS = 30;

    /** What the warm-up did: its steps in order, the failures among them, and each slice's time on the event thread. */
    public record Report(List<String> steps, List<String> failures, List<Double> sliceMs) {
    }

    private final List<String> steps = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private final List<Double> sliceMs = new ArrayList<>();

    private WarmUp() {
    }

    /**
     * Starts the warm-up on a thread of its own (a daemon: it never keeps the app alive) and returns at once.
     * {@code onEdt} gives the window's slices for a throwaway Expert game past round 1's end; each slice runs on the
     * event thread by itself.
     */
    public static CompletableFuture<Report> start(GameContent content, Function<GameSession, List<Runnable>> onEdt) {
        return start(content, onEdt, pro -> List.of());
    }

    /**
     * As {@link #start(GameContent, Function)}; {@code onEdtPro} gives slices of its own for the throwaway Pro game past
     * round 1's end (the window's change to round 2, P555), run after the Expert game's.
     */
    public static CompletableFuture<Report> start(GameContent content, Function<GameSession, List<Runnable>> onEdt,
            Function<GameSession, List<Runnable>> onEdtPro) {
        CompletableFuture<Report> done = new CompletableFuture<>();
        Thread t = new Thread(() -> done.complete(new WarmUp().run(content, onEdt, onEdtPro)), "warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return done;
    }

    Report run(GameContent content, Function<GameSession, List<Runnable>> onEdt,
            Function<GameSession, List<Runnable>> onEdtPro) {
        if (!SwingUtilities.isEventDispatchThread()) { // what the first paint queued (the rest of the window) first
            step("the event thread's queue", () -> {
                SwingUtilities.invokeAndWait(() -> { });
                return Boolean.TRUE;
            });
        }
        List<Colour> seats = List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);
        GameSession expert = step("Expert game", () -> session(content, SetupCheck.check(content, Level.EXPERT,
                seats, Colour.RED, Map.of(), null, null, null)));
        GameSession pro = step("Pro game", () -> session(content, SetupCheck.check(content, Level.PRO, seats, Colour.BLUE, Map.of(),
                null, null, null, new ProSetup(List.of("1A", "2B", "3A", "4B", "5A"), ProSetup.Round2Sides.FLIP))));
        List<Runnable> slices = new ArrayList<>();
        if (expert != null) {
            List<Runnable> pieces = step("the window's pieces", () -> onEdt.apply(expert));
            slices.addAll(pieces == null ? List.of() : pieces);
        }
        if (pro != null) {
            List<Runnable> pieces = step("the window's round 2", () -> onEdtPro.apply(pro));
            slices.addAll(pieces == null ? List.of() : pieces);
        }
        for (int i = 0; i < slices.size(); i++) {
            Runnable slice = slices.get(i);
            step("slice " + (i + 1), () -> {
                Throwable[] thrown = new Throwable[1];
                SwingUtilities.invokeAndWait(() -> {
                    long t0 = System.nanoTime();
                    try {
                        slice.run();
                    } catch (RuntimeException | Error e) {
                        thrown[0] = e;
                    }
                    sliceMs.add((System.nanoTime() - t0) / 1e6);
                });
                if (thrown[0] instanceof RuntimeException e) {
                    throw e;
                } else if (thrown[0] instanceof Error e) {
                    throw e;
                }
                Thread.sleep(PAUSE_MS);
                return Boolean.TRUE;
            });
        }
        return new Report(List.copyOf(steps), List.copyOf(failures), List.copyOf(sliceMs));
    }

    private interface Step<T> {
        T run() throws Exception;
    }

    /** Runs one step; a failure goes to errors.log and to the report, never further (P367). */
    private <T> T step(String name, Step<T> work) {
        steps.add(name);
        try {
            return work.run();
        } catch (Exception | Error e) {
            failures.add(name + ": " + e);
            Failures.log(new IllegalStateException("the warm-up's step \"" + name + "\" failed (the app goes on)", e));
            return null;
        }
    }

    /**
     * Plays a throwaway game to its end (or {@link #MAX_MOVES}) and goes through what a table does with it: the
     * words of its events and of a refusal, its replay, an undo and redo across the round boundary, its record.
     */
    private static GameSession session(GameContent content, SetupCheck.Result setup) throws Exception {
        if (!setup.ok()) {
            throw new IllegalStateException("the warm-up's set-up was refused: " + setup.problems());
        }
        EventWords words = EventWords.of(setup.setup());
        ReasonWords reasons = ReasonWords.of(setup.setup());
        GameState s = GameState.initial(setup.setup());
        Random rng = new Random(25);
        List<String> moves = new ArrayList<>();
        int roundEnd = -1;
        for (int n = 0; n < MAX_MOVES && !s.finished(); n++) {
            reasons.sentence(LegalMoves.verdict(s, new Move.EndTurn(other(s)), java.util.Set.copyOf(LegalMoves.of(s)))); // out of turn: a refusal's words
            Move m = pick(s, rng);
            Outcome.Applied a = (Outcome.Applied) Engine.apply(s, m);
            words.sentences(a.events());
            if (a.state().round() > s.round() && roundEnd < 0) {
                roundEnd = n;
            }
            s = a.state();
            moves.add(Notation.print(m));
        }
        return replayed(setup, moves, roundEnd);
    }

    /** The game replayed as a resume does, on a journal; undo and redo across the round boundary. */
    private static GameSession replayed(SetupCheck.Result setup, List<String> moves, int roundEnd) throws Exception {
        GameRecord record = new GameRecord(RecordSetup.of(setup.setup()), moves, null);
        RecordJson.write(record);
        int upTo = roundEnd >= 0 ? roundEnd + 1 : moves.size(); // round 2 has begun: its first undo crosses back
        GameSession game = new GameSession(setup.setup(), record.withMoves(moves.subList(0, upTo)), List.of(), null);
        Path dir = Files.createTempDirectory("es-warm-up");
        Path file = dir.resolve("journal");
        try {
            game.startAutosave(file, c -> c);
            game.undo();
            game.undo();
            game.redo();
            game.redo();
            for (int i = 0; i < game.moveCount(); i++) {
                game.eventValuesOf(i).forEach(game::sentence);
            }
            game.settleDisk();
            game.journal().close();
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
        return game;
    }

    /** Mostly plays; a Hard Pass when the engine takes one and the hand is short (as a table's games go). */
    private static Move pick(GameState s, Random rng) {
        Colour a = s.toMove();
        PlayerState p = s.player(a);
        if (s.awaiting() != Awaiting.CHOOSE && p.hand() <= 3 && rng.nextDouble() < 0.6) {
            List<RevealedCard> hand = new ArrayList<>();
            for (int i = 0; i < p.hand(); i++) { // P and * are never refused for their cards (R49)
                hand.add(i < p.hand() - p.rares() ? RevealedCard.PURPLE : RevealedCard.RARE);
            }
            Move hp = new Move.HardPass(a, hand);
            if (LegalMoves.verdict(s, hp, java.util.Set.copyOf(LegalMoves.of(s))).ok()) {
                return hp;
            }
        }
        List<Move> legal = LegalMoves.of(s);
        List<Move> plays = legal.stream().filter(x -> x instanceof Move.Play).toList();
        return !plays.isEmpty() && rng.nextDouble() < 0.75 ? plays.get(rng.nextInt(plays.size()))
                : legal.get(rng.nextInt(legal.size()));
    }

    /** A seated player other than the one to move. */
    private static Colour other(GameState s) {
        for (Colour c : s.setup().seats()) {
            if (c != s.toMove()) {
                return c;
            }
        }
        return s.toMove();
    }
}
