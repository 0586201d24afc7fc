package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.cli.ReplayCommand;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordJson;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.CorrectionCaps;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.basics.RejectCode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.eternalsevens.testkit.Refusals;
import org.eternalsevens.rules.basics.Verdict;

/**
 * The record contract of RECORD-FORMAT.md and RULINGS.md as properties over seeded Gamer games played as a table
 * plays them ({@link GamerTableGames}: Expert and Pro, 2–4 players, random seats, boards and sides, corrections and
 * refused moves mixed in), issue 23 §5:
 * <ul>
 * <li>an open turn stays open exactly while its player may still Hard Pass, and ends as soon as nothing more can be
 * done in it ("Open turns", "When a turn ends", P81, P217–P222);</li>
 * <li>no exception, and {@code replay} never exits 2: every {@code table: fix} field from -1 to its cap + 2 is
 * accepted or refused, beyond the cap with BAD_CORRECTION and the cap in the sentence (R41, P220);</li>
 * <li>the 48 number cards and the 4 rare cards are always accounted for (with what the table's corrections added);</li>
 * <li>a refused move changes nothing; replay equals the live state; undo then redo is the identity; record to JSON
 * to record round-trips.</li>
 * </ul>
 * Games per level: {@code -Des.properties.games=N} (default 1,000); {@code mvn -Pproperties} runs 20,000. Each batch
 * prints its seed, and a failure names its game's seed: rerun one game with {@code -Des.properties.seed=N}.
 */
@Tag("property")
@Execution(ExecutionMode.CONCURRENT) // batches share the cores where parallel runs are on (mvn -Pproperties)
class GamerRecordContractPropertyTest {
    static final int BATCHES_PER_PLAYER_COUNT = 4;
    @TempDir
    Path dir;

    static Stream<Arguments> batches() {
        int games = Integer.getInteger("es.properties.games", 1_000);
        String one = System.getProperty("es.properties.seed");
        List<Arguments> out = new ArrayList<>();
        for (Level level : List.of(Level.EXPERT, Level.PRO)) {
            for (int players = 2; players <= 4; players++) {
                int share = games / 3 + (players - 2 < games % 3 ? 1 : 0);
                for (int b = 0; b < BATCHES_PER_PLAYER_COUNT; b++) {
                    int size = share / BATCHES_PER_PLAYER_COUNT + (b < share % BATCHES_PER_PLAYER_COUNT ? 1 : 0);
                    long seed = 23_000_000_000L + (level == Level.PRO ? 1_000_000_000L : 0) + 100_000_000L * players
                            + 1_000_000L * b;
                    if (one != null) {
                        seed = Long.parseLong(one);
                        size = b == 0 ? 1 : 0;
                    }
                    if (size > 0) {
                        out.add(Arguments.of(level, players, seed, size));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}p seed {2}, {3} games")
    @MethodSource("batches")
    void RECORD_FORMAT_R41_theRecordContractHoldsInEveryGamerGameATablePlays(Level level, int players, long seed,
                                                                            int games) throws IOException {
        System.out.println("GamerRecordContractPropertyTest " + level.id() + " " + players + "p seed " + seed + ", "
                + games + " games");
        for (int i = 0; i < games; i++) {
            oneGame(level, players, seed + i);
        }
    }

    private void oneGame(Level level, int players, long seed) throws IOException {
        Random rng = new Random(seed ^ 0x5DEECE66DL);
        Books books = new Books(seed);
        GamerTableGames.Game g = GamerTableGames.play(level, players, seed, books);
        String at = "seed " + seed;
        assertThat(books.errs).as(at).isEmpty();
        roundTrips(g, at);
        replayEqualsLive(g, at);
        undoThenRedo(g, rng, at);
        int k = rng.nextInt(g.moves().size()); // one sampled state a game: no replay of every prefix
        everyCorrectionIsAnsweredByACap(g.states().get(k), rng, at + " after " + k + " moves");
        neverExit2(g, k, rng, at);
        refusedChangesNothingOnReplay(g, k, rng, at);
    }

    /** What is checked after every move tried: open turns, refusals, corrections' caps, the cards' books. */
    static class Books implements GamerTableGames.Watcher {
        final long seed;
        final List<String> errs = new ArrayList<>();
        /** Number cards the table's corrections added this round (P6: {@code fix rares} names some rare instead). */
        int corrected;

        Books(long seed) {
            this.seed = seed;
        }

        @Override
        public void tried(GameState before, String move, GameState after, Outcome.Rejected refusal) {
            if (!errs.isEmpty()) {
                return;
            }
            String at = "seed " + seed + ", \"" + move + "\": ";
            if (after == null) {
                refused(before, move, refusal, at);
                return;
            }
            if (after.round() != before.round()) {
                corrected = 0;
            }
            if (move.startsWith("table: fix hand ") || move.startsWith("table: fix rares ")) {
                Colour c = Colour.parse(move.split(" ")[3]);
                int sign = move.startsWith("table: fix hand ") ? 1 : -1;
                FixField f = sign > 0 ? FixField.HAND : FixField.RARES;
                if (after.round() == before.round()) {
                    corrected += sign * (Integer.parseInt(move.split(" ")[4]) - GamerTableGames.tracked(before, c, f));
                }
            }
            ProInvariants.check(after, corrected).forEach(e -> errs.add(at + e));
            openTurns(before, move, after, at);
        }

        /** A refused move is refused with a code and a sentence; beyond a cap, BAD_CORRECTION with the cap. */
        private void refused(GameState before, String move, Outcome.Rejected r, String at) {
            if (r.code() == null || r.reason() == null
                    || Refusals.words(before, Verdict.no(r.code(), r.reason())).isBlank()) {
                errs.add(at + "refused without a code or a sentence");
            }
            String[] w = move.split(" ");
            if (move.startsWith("table: fix ") && w[4].matches("\\d+")) {
                capSaid(before, FixField.parse(w[2]), Colour.parse(w[3]), Integer.parseInt(w[4]), r, errs, at);
            }
        }

        /**
         * RECORD-FORMAT "Open turns" and "When a turn ends": while a play is awaited in a turn already begun, the
         * player can still do something (a further card, or a Hard Pass); a turn left open after its last action
         * allows a Hard Pass; and a turn ended by its player's own pass, acquire, Dragon action or token hands the
         * move on only when no Hard Pass was left.
         */
        private void openTurns(GameState before, String move, GameState after, String at) {
            if (!GamerTableGames.awaitsPlay(after)) {
                return;
            }
            Colour a = after.toMove();
            PlayerState p = after.player(a);
            boolean mayHardPass = p.inGame() && after.rulesInForce(a).hardPassWith(p.hand())
                    && Engine.check(after, new Move.HardPass(a, RevealedHands.random(after, p, new Random(seed)))).ok();
            if (after.pending() == Pending.OPEN_FOR_HARD_PASS && !mayHardPass) {
                errs.add(at + a.id() + "'s turn is open for a Hard Pass that the engine refuses");
            }
            if (after.pending() == Pending.NONE && after.turn().cards() > 0 && !mayHardPass
                    && LegalMoves.plays(after).isEmpty()) {
                errs.add(at + a.id() + "'s turn stays open with nothing more to do in it");
            }
            Colour mover = move.startsWith("table:") ? null : Colour.parse(move.substring(0, move.indexOf(':')));
            boolean ownLastAction = mover != null && mover == before.toMove() && after.toMove() != mover
                    && after.round() == before.round() && !move.contains(": end") && !move.contains(": hardpass")
                    && !move.contains(": choose") && !move.contains(": eliminated")
                    && !(before.pending() == Pending.NONE && before.turn().cards() > 0);
            PlayerState m = ownLastAction ? after.player(mover) : null;
            if (m != null && m.inGame() && after.rulesInForce(mover).hardPassWith(m.hand())) {
                errs.add(at + mover.id() + " could still Hard Pass, but the turn went to " + a.id());
            }
        }
    }

    /** R41, P220: a value beyond the cap is refused with BAD_CORRECTION and, for a capped count, the cap. */
    static void capSaid(GameState s, FixField f, Colour c, int value, Outcome.Rejected r, List<String> errs, String at) {
        if (f == null || c == null || !s.setup().seats().contains(c)) {
            return;
        }
        int cap = CorrectionCaps.of(s, f, c);
        if (value > cap && (r == null || r.code() != RejectCode.BAD_CORRECTION)) {
            errs.add(at + f.id() + " " + value + " is beyond the cap " + cap + " but " + (r == null ? "accepted"
                    : "refused with " + r.code()));
        } else if (value > cap && f != FixField.RARES && !r.reason().args().contains(cap)) {
            errs.add(at + "the refusal does not name the cap " + cap + ": " + r.reason());
        }
    }

    /** Every field, one player at random, every value from -1 to the cap + 2: accepted or refused, never thrown. */
    static void everyCorrectionIsAnsweredByACap(GameState s, Random rng, String at) {
        List<String> errs = new ArrayList<>();
        List<Colour> seats = s.setup().seats();
        Colour c = seats.get(rng.nextInt(seats.size()));
        for (FixField f : FixField.values()) {
            int cap = CorrectionCaps.of(s, f, c);
            for (int v = -1; v <= cap + 2; v++) {
                Outcome o = GamerTableGames.apply(s, "table: fix " + f.id() + " " + c.id() + " " + v);
                capSaid(s, f, c, v, o instanceof Outcome.Rejected r ? r : null, errs, at + ": ");
            }
        }
        assertThat(errs).isEmpty();
    }

    /** {@code replay} of the record up to a random state and one correction there exits 0 or 3, never 2. */
    private void neverExit2(GamerTableGames.Game g, int k, Random rng, String at) throws IOException {
        GameState s = g.states().get(k);
        List<String> moves = new ArrayList<>(g.moves().subList(0, k));
        moves.add(GamerTableGames.correction(s, rng));
        Path f = dir.resolve("game.json");
        Files.writeString(f, RecordJson.write(new GameRecord(RecordSetup.of(g.setup()), moves, null)),
                StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ReplayCommand.run(f.toString(), new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(exit).as(at + ": replay of \"" + moves.get(k) + "\" after " + k + " moves; "
                + err.toString(StandardCharsets.UTF_8)).isIn(ReplayCommand.OK, ReplayCommand.REJECTED);
    }

    /** Record to JSON to record, and the setup read back is the same setup. */
    private static void roundTrips(GamerTableGames.Game g, String at) {
        GameRecord r = new GameRecord(RecordSetup.of(g.setup()), g.moves(), null);
        GameRecord back;
        try {
            back = RecordJson.read(RecordJson.write(r));
        } catch (org.eternalsevens.record.RecordException e) {
            throw new AssertionError(at + ": the record does not read back: " + e.getMessage());
        }
        assertThat(back.moves()).as(at).isEqualTo(r.moves());
        assertThat(back.setup()).as(at).isEqualTo(r.setup());
        assertThat(back.setup().toSetup(ContentLoader.defaults()).setup()).as(at).isEqualTo(g.setup());
    }

    /** The whole record replays to the live state (a sampled prefix does too: {@link #refusedChangesNothingOnReplay}). */
    private static void replayEqualsLive(GamerTableGames.Game g, String at) {
        Replayer.Result whole = Replayer.replay(g.setup(), g.moves());
        assertThat(whole.rejected()).as(at).isNull();
        assertThat(whole.state()).as(at + ": the whole record").isEqualTo(g.last());
    }

    /** Undo of the last j moves gives back the state before them; redo of all j gives the live state again. */
    private static void undoThenRedo(GamerTableGames.Game g, Random rng, String at) throws IOException {
        GameSession session = new GameSession(g.setup(), new GameRecord(RecordSetup.of(g.setup()), g.moves(), null),
                List.of(), null);
        int n = g.moves().size();
        int j = 1 + rng.nextInt(Math.min(n, 40));
        for (int i = 0; i < j; i++) {
            session.undo();
        }
        assertThat(session.state()).as(at + ": after %d undos", j).isEqualTo(g.states().get(n - j));
        for (int i = 0; i < j; i++) {
            session.redo();
        }
        assertThat(session.state()).as(at + ": undo then redo").isEqualTo(g.last());
        assertThat(session.moves()).as(at).isEqualTo(g.moves());
    }

    /**
     * A refused move appended to the first k moves: {@code replay} names it, and its state is the live state after
     * those k moves (the prefix replays to the live state, and the refused move changes nothing).
     */
    private static void refusedChangesNothingOnReplay(GamerTableGames.Game g, int k, Random rng, String at) {
        GameState s = g.states().get(k);
        List<IllegalMoves.Probe> probes = GamerTableGames.refusedMoves(s, rng);
        List<String> moves = new ArrayList<>(g.moves().subList(0, k));
        if (!probes.isEmpty()) {
            moves.add(org.eternalsevens.record.Notation.print(probes.get(rng.nextInt(probes.size())).move()));
        }
        Replayer.Result r = Replayer.replay(g.setup(), moves);
        if (!probes.isEmpty()) {
            assertThat(r.rejected()).as(at + ": \"" + moves.get(k) + "\" after " + k + " moves").isNotNull();
            assertThat(r.rejected().index()).as(at).isEqualTo(k);
        }
        assertThat(r.state()).as(at + ": the first " + k + " moves, then a refused one").isEqualTo(s);
    }
}
