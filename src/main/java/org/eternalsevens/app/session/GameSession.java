package org.eternalsevens.app.session;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntConsumer;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.record.Rejection;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.record.TypedMoves;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.words.EventWords;
import org.eternalsevens.words.ReasonWords;
import org.eternalsevens.words.Words;

/**
 * One game being played: its record, the state after every move, and the undo/redo stack. Every accepted move,
 * undo, redo and cut is written to the journal before listeners hear of it; the journal forces it to disk in the
 * background (P216). If a force fails, {@link #settleDisk} takes back every change whose entry did not reach the disk,
 * tells listeners and throws {@link TakenBack}. No Swing here.
 */
public final class GameSession {
    /** Told after every change, on the thread that made it. */
    public interface Listener {
        void changed(GameSession session);
    }

    private final Setup setup;
    private final GameRecord base;
    private final List<String> moves = new ArrayList<>();
    private final List<GameState> states = new ArrayList<>();
    private final List<List<Event>> events = new ArrayList<>();
    private EventWords words;
    private final Deque<String> redo = new ArrayDeque<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private Journal journal; // null: not autosaving; started later by startAutosave (P243)
    private Rejection loadRejection;
    // the changes whose entries may not be on disk yet, oldest first: how to take each back (P216)
    private final UnforcedChanges unforced = new UnforcedChanges();

    /** Changes were taken back because the disk did not take their entries (P216). */
    public static final class TakenBack extends IOException {
        private final int changes;

        TakenBack(int changes, IOException cause) {
            super(cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage(), cause);
            this.changes = changes;
        }

        /** How many changes (moves, undos, redos, cuts) were taken back. */
        public int changes() {
            return changes;
        }
    }

    /**
     * A session for a record: its moves are replayed; a refused move stops the replay there and is kept in
     * {@link #loadRejection()}. {@code redoMoves} come back with redo, the next first. The journal may be null.
     */
    public GameSession(Setup setup, GameRecord record, List<String> redoMoves, Journal journal) {
        this(setup, record, redoMoves, journal, n -> { });
    }

    /** As above, telling {@code replayed} how many moves are replayed now and then (a long record, P237). */
    public GameSession(Setup setup, GameRecord record, List<String> redoMoves, Journal journal, IntConsumer replayed) {
        this.setup = setup;
        this.base = record.withMoves(List.of());
        this.journal = journal;
        Replayer.Result r = Replayer.replay(setup, List.of());
        states.add(r.state());
        GameState s = r.state();
        for (int i = 0; i < record.moves().size(); i++) {
            String text = record.moves().get(i);
            Outcome o = applyText(s, text);
            if (o instanceof Outcome.Rejected rej) {
                loadRejection = new Rejection(i, text, rej.code(), ReasonWords.of(setup).sentence(rej));
                break;
            }
            Outcome.Applied a = (Outcome.Applied) o;
            s = a.state();
            moves.add(text);
            states.add(s);
            events.add(kept(text, a.events()));
            if (i % 4096 == 4095) {
                replayed.accept(i + 1);
            }
        }
        if (loadRejection == null) {
            redoMoves.forEach(redo::addLast);
        }
    }

    /** The same game, moves, log and redo on a journal (one replay for a probe and its game, P237). */
    private GameSession(GameSession probe, Journal journal) {
        this.setup = probe.setup;
        this.base = probe.base;
        this.journal = journal;
        this.loadRejection = probe.loadRejection;
        moves.addAll(probe.moves);
        states.addAll(probe.states);
        events.addAll(probe.events);
        redo.addAll(probe.redo);
    }

    /** This game as it is, on {@code journal}: what a record replayed without one becomes when it is put on the table. */
    public GameSession withJournal(Journal journal) {
        return new GameSession(this, journal);
    }

    /** A note's log line is made when asked for (P237): a record of a million notes keeps a million fewer lists. */
    private static List<Event> kept(String text, List<Event> events) {
        return Notation.isNote(text) ? null : events;
    }

    private static Outcome applyText(GameState s, String text) {
        if (Notation.isNote(text)) {
            return new Outcome.Applied(s, List.of()); // a note changes nothing; its log line is made when asked for
        }
        try {
            return Engine.apply(s, Notation.parse(text));
        } catch (NotationException e) {
            return new Outcome.Rejected(e.code(), e.why());
        }
    }

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public Setup setup() {
        return setup;
    }

    public GameState state() {
        return states.get(states.size() - 1);
    }

    /** The state after {@code n} moves (0 is the start). */
    public GameState stateAt(int n) {
        return states.get(n);
    }

    public int moveCount() {
        return moves.size();
    }

    public List<String> moves() {
        return List.copyOf(moves);
    }

    /** Move {@code i} (0-based) in record notation, without copying the moves. */
    public String move(int i) {
        return moves.get(i);
    }

    /** The log sentences of move {@code i} (0-based). */
    public List<String> eventsOf(int i) {
        return words().sentences(eventValuesOf(i));
    }

    /** What move {@code i} (0-based) did, as values. */
    public List<Event> eventValuesOf(int i) {
        List<Event> e = events.get(i);
        return e != null ? e : Replayer.noteEvents(moves.get(i));
    }

    /** An event's sentence at this table. */
    public String sentence(Event e) {
        return words().sentence(e);
    }

    private EventWords words() {
        if (words == null) {
            words = new EventWords(Words.english(Theme.called(setup::nameOf))); // "♥ Dev plays R5." (P357)
        }
        return words;
    }

    /** The first refused move of the record this session was loaded from, or null. */
    public Rejection loadRejection() {
        return loadRejection;
    }

    public Journal journal() {
        return journal;
    }

    /**
     * Starts autosaving a game that had no journal (P243): a new journal at {@code file} holds the whole game so far,
     * redo moves included (each redo move as a move, then as many undos), and is on disk before this returns;
     * it writes through {@code disk} applied to the file's channel (tests pass a full one).
     * Throws, and the game stays without one, if it cannot be written.
     */
    public void startAutosave(java.nio.file.Path file,
                              java.util.function.UnaryOperator<java.nio.channels.FileChannel> disk) throws IOException {
        if (journal != null) {
            return;
        }
        journal = JournalStart.write(file, toRecord(), redo, disk);
        fire();
    }

    /** Applies a move made by the app; journals it, then tells listeners. */
    public Outcome play(Move move) throws IOException {
        return accept(Notation.print(move), Engine.apply(state(), move));
    }

    /** Applies a typed move in record notation; an unreadable one is refused with its code. */
    public Outcome play(String text) throws IOException {
        if (Notation.isNote(text)) {
            return accept(text.strip(), applyText(state(), text.strip()));
        }
        Move move;
        try {
            move = TypedMoves.parse(text, setup); // a player's name for a colour (P358)
        } catch (NotationException e) {
            return new Outcome.Rejected(e.code(), e.why());
        }
        return play(move);
    }

    private Outcome accept(String text, Outcome o) throws IOException {
        if (o instanceof Outcome.Applied a) {
            journaled(() -> journal.move(text), () -> {
                moves.add(text);
                states.add(a.state());
                events.add(kept(text, a.events()));
                redo.clear();
            });
        }
        return o;
    }

    public boolean canUndo() {
        return !moves.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** The move Redo would put back, in record notation, or null. */
    public String redoMove() {
        return redo.peek();
    }

    public void undo() throws IOException {
        if (!canUndo()) {
            return;
        }
        journaled(() -> journal.undo(), () -> {
            redo.push(moves.remove(moves.size() - 1));
            states.remove(states.size() - 1);
            events.remove(events.size() - 1);
        });
    }

    public void redo() throws IOException {
        if (!canRedo()) {
            return;
        }
        String text = redo.peek();
        Outcome o = applyText(state(), text);
        if (!(o instanceof Outcome.Applied a)) {
            redo.clear(); // cannot happen: a redone move was legal in this same state
            fire();
            return;
        }
        journaled(() -> journal.redo(), () -> {
            redo.pop();
            moves.add(text);
            states.add(a.state());
            events.add(kept(text, a.events()));
        });
    }

    /** Goes on from the state after {@code n} moves; later moves are dropped. */
    public void continueFrom(int n) throws IOException {
        if (n < 0 || n > moves.size()) {
            throw new IllegalArgumentException("no move " + n);
        }
        journaled(() -> journal.cut(n), () -> {
            while (moves.size() > n) {
                moves.remove(moves.size() - 1);
                states.remove(states.size() - 1);
                events.remove(events.size() - 1);
            }
            redo.clear();
        });
    }

    /** The game as a record, for saving. */
    public GameRecord toRecord() {
        return base.withMoves(moves);
    }

    private interface Entry {
        void write() throws IOException;
    }

    /**
     * Writes the entry, makes the change and tells the listeners; the entry goes to disk in the background (P216). A
     * write that fails changes nothing, listeners hear (so that the window shows that moves are refused until a write
     * succeeds, P63), and the failure is thrown; so is a force that failed since the last change (see
     * {@link #settleDisk}), and this change is then not made.
     */
    private void journaled(Entry e, Runnable change) throws IOException {
        if (journal == null) {
            change.run();
            fire();
            return;
        }
        settleDisk();
        Runnable back = backTo();
        try {
            e.write();
        } catch (IOException ex) {
            fire();
            throw ex;
        }
        unforced.add(journal.writtenLength(), back);
        change.run();
        fire();
    }

    /**
     * Without waiting: if forcing an entry to disk has failed, every change whose entry is not on disk is taken back,
     * listeners hear, and {@link TakenBack} is thrown. The window calls it when the journal says a force ended.
     */
    public void settleDisk() throws IOException {
        if (journal == null) {
            return;
        }
        unforced.forced(journal.forcedLength());
        try {
            journal.checkForced();
        } catch (IOException ex) {
            unforced.forced(journal.forcedLength()); // what is left did not reach the disk
            int lost = unforced.takeBackAll();
            fire();
            throw new TakenBack(lost, ex);
        }
    }

    /** Waits until every change is on disk, then settles as {@link #settleDisk} does (tests, and before a close). */
    public void awaitDisk() throws IOException {
        if (journal != null) {
            journal.waitForDisk();
            settleDisk();
        }
    }

    /** Puts the moves, states, log and redo stack back as they are now. */
    private Runnable backTo() {
        List<String> m = List.copyOf(moves);
        List<GameState> s = List.copyOf(states);
        List<List<Event>> ev = new ArrayList<>(events); // a note's entry is null (P237)
        List<String> r = List.copyOf(redo);
        return () -> {
            moves.clear();
            moves.addAll(m);
            states.clear();
            states.addAll(s);
            events.clear();
            events.addAll(ev);
            redo.clear();
            redo.addAll(r);
        };
    }

    private void fire() {
        for (Listener l : listeners) {
            l.changed(this);
        }
    }
}
