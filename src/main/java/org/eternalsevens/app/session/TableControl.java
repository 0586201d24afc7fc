package org.eternalsevens.app.session;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.words.Ui;

/**
 * Holds the game being played and the point on screen, and sends every move, undo and redo through the
 * {@link GameSession} (which journals it before anything is redrawn). Panels listen for {@link #refresh} calls.
 */
public final class TableControl implements Table {
    /** A view of the game: told to redraw from the table. */
    public interface View {
        void showTable(TableControl table);
    }

    /** Told when a move ends the game, and when the journal cannot be written. Silent unless overridden (P540). */
    public interface Events {
        /** Hears nothing: a table for views without a window (and for tests). */
        Events NONE = new Events() {
        };

        /** Hears only what is said (messages and notes), in {@code said}. */
        static Events saying(java.util.function.Consumer<String> said) {
            return new Events() {
                @Override
                public void message(String sentence) {
                    said.accept(sentence);
                }
            };
        }

        default void gameOver(GameState finished) {
        }

        default void journalFailed(String sentence) {
        }

        default void message(String sentence) {
        }

        /** Gamer mode: move {@code n} ended round 1 (the engine has set round 2 up). */
        default void roundOver(int n) {
        }

        /**
         * Whether a move that ends round 1 holds the views at round 1 until {@link #releaseViews}: the window paints
         * its round summary first and shows round 2 behind it after (P590).
         */
        default boolean summaryFirst() {
            return false;
        }

        /** A note that is not a refusal (e.g. where a record was saved). */
        default void note(String sentence) {
            message(sentence);
        }
    }

    private final List<View> views = new CopyOnWriteArrayList<>();
    private final Events events;
    private GameSession session;
    private int viewing = -1;
    private boolean sending; // a move or redo is being made: if it ends round 1, the views may be held (P590)
    private boolean held; // the views still show the state before the move that ended round 1 (P590)
    private GameState legalFor;
    private List<Move> legal = List.of();
    private java.util.Set<Move> legalSet = java.util.Set.of();
    // the engine's verdicts on the state on screen, asked once each: the field, the prompt and the buttons share them
    private final java.util.Map<Move, Verdict> verdicts = new java.util.HashMap<>();

    public TableControl(Events events) {
        this.events = events;
    }

    // what becomes of the record of a game that ends here: nothing, unless the window keeps it (issue 27, P374)
    private java.util.function.Consumer<org.eternalsevens.record.GameRecord> finished = r -> { };

    /** Keeps each game that ends here in records/ and the history, off the window's thread (issue 27, P374). */
    public void keepFinishedGames() {
        finished = r -> FinishedGames.keep(r, events::note);
    }

    public void addView(View v) {
        views.add(v);
    }

    public GameSession session() {
        return session;
    }

    /** Puts a game on the table (or none). */
    public void setSession(GameSession s) {
        session = s;
        viewing = -1;
        tell(""); // nothing said about the last game is left over (issue 8, defect 8)
        if (s != null) {
            s.addListener(x -> {
                if (viewing >= x.moveCount()) {
                    viewing = -1; // the point looked at was taken back (P216)
                }
                if (sending && endsRound(x) && events.summaryFirst()) {
                    held = true; // shown once the summary has painted (P590)
                    return;
                }
                refresh();
            });
        }
        refresh();
    }

    public boolean hasGame() {
        return session != null;
    }

    @Override
    public GameState shown() {
        if (session == null) {
            return null;
        }
        return viewing < 0 ? session.state() : session.stateAt(viewing);
    }

    @Override
    public boolean live() {
        return viewing < 0;
    }

    /** The move count of the point on screen. */
    public int shownMoves() {
        return viewing < 0 ? (session == null ? 0 : session.moveCount()) : viewing;
    }

    /** Shows the game after {@code n} moves; the live game when {@code n} is the last. */
    public void view(int n) {
        if (session == null) {
            return;
        }
        viewing = n >= session.moveCount() ? -1 : Math.max(0, n);
        refresh();
    }

    public void backToGame() {
        view(Integer.MAX_VALUE);
    }

    @Override
    public Verdict check(Move move) {
        if (session == null) {
            return NO_GAME;
        }
        if (!live()) {
            return lookingBack();
        }
        java.util.Set<Move> listed = legalSet(session.state());
        if (listed.contains(move)) {
            return Verdict.OK;
        }
        Verdict v = verdicts.get(move); // the list says whether; the rules say why not (P227)
        if (v == null) {
            v = LegalMoves.verdict(session.state(), move, listed);
            verdicts.put(move, v);
        }
        return v;
    }

    @Override
    public String whyNobodyMoves() {
        return why(session == null ? NO_GAME : !live() ? lookingBack() : LegalMoves.nobodyToMove(session.state()));
    }

    @Override
    public List<Move> legalMoves() {
        if (session == null || !live()) {
            return List.of();
        }
        legalSet(session.state());
        return legal;
    }

    /** The legal moves of {@code s} (the live state) as a set; a new state clears the verdicts kept. */
    private java.util.Set<Move> legalSet(GameState s) {
        if (s != legalFor) {
            legal = LegalMoves.of(s);
            legalSet = new java.util.HashSet<>(legal);
            verdicts.clear();
            legalFor = s;
        }
        return legalSet;
    }

    private static final Verdict NO_GAME = Verdict.refuseAs(RejectCode.GAME_OVER, "no_game");

    private String why(Outcome.Rejected r) {
        return why(Verdict.no(r.code(), r.reason()));
    }

    private Verdict lookingBack() {
        return Verdict.refuseAs(RejectCode.NOT_YOUR_TURN, "looking_back", viewing);
    }

    @Override
    public boolean send(Move move) {
        if (session == null || !live()) {
            tell(why(session == null ? NO_GAME : lookingBack()));
            return false;
        }
        try { // applied once: a refusal comes back from the engine with its reason
            sending = true;
            Outcome o = session.play(move);
            return accepted(o);
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notMade", plain(e)));
            return false;
        } finally {
            sending = false;
        }
    }

    /** Sends a move typed in record notation; returns the refusal's sentence, or null if accepted. */
    public String sendTyped(String text) {
        if (session == null) {
            return why(NO_GAME);
        }
        if (!live()) {
            return why(lookingBack());
        }
        try {
            sending = true;
            Outcome o = session.play(text);
            if (o instanceof Outcome.Rejected r) {
                return why(r);
            }
            accepted(o);
            return null;
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notMade", plain(e)));
            return Ui.text("session.table.notWritten");
        } finally {
            sending = false;
        }
    }

    private boolean accepted(Outcome o) {
        if (o instanceof Outcome.Rejected r) {
            tell(why(r));
            return false;
        }
        tell("");
        tellRoundOver();
        if (session.state().finished()) {
            events.gameOver(session.state());
            finished.accept(session.toRecord());
        }
        return true;
    }

    private void tellRoundOver() {
        if (endsRound(session)) {
            events.roundOver(session.moveCount()); // it releases the views it held (P590)
        } else {
            releaseViews();
        }
    }

    private static boolean endsRound(GameSession s) {
        int n = s.moveCount();
        return n > 0 && s.stateAt(n - 1).round() < s.state().round();
    }

    /** Shows the table if a move that ended round 1 held the views for its summary (P590); else nothing. */
    public void releaseViews() {
        if (held) {
            refresh();
        }
    }

    public void undo() {
        if (session == null || !session.canUndo()) {
            tell(Ui.text("session.table.nothingToUndo"));
            return;
        }
        if (!live()) { // P65: never a silent jump to the present
            tell(Ui.text("session.table.undoLookingBack", viewing));
            return;
        }
        try {
            session.undo();
            tell("");
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notUndone", plain(e)));
        }
    }

    public void redo() {
        if (session == null || !session.canRedo()) {
            tell(Ui.text("session.table.nothingToRedo"));
            return;
        }
        if (!live()) { // P65
            tell(Ui.text("session.table.redoLookingBack", viewing));
            return;
        }
        try {
            sending = true;
            session.redo();
            tell("");
            tellRoundOver();
            if (session.state().finished()) {
                events.gameOver(session.state());
                finished.accept(session.toRecord());
            }
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notRedone", plain(e)));
        } finally {
            sending = false;
        }
    }

    /**
     * The journal said a force ended or failed (P216): if the disk did not take the last changes, they are taken back
     * and the players told. {@code s}: the game the journal belongs to (another may be on the table by now).
     */
    void settleDisk(GameSession s) {
        if (s != session) {
            return;
        }
        try {
            s.settleDisk();
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notWrittenBecause", plain(e)));
        }
    }

    /** Tells the players that the journal failed: {@code sentence}, or which changes were taken back (P216). */
    private void journalFailed(IOException e, String sentence) {
        if (e instanceof GameSession.TakenBack t) {
            sentence = t.changes() == 1 ? Ui.text("session.table.takenBack.one", t.getMessage())
                    : Ui.text("session.table.takenBack.many", t.changes(), t.getMessage());
        }
        events.journalFailed(sentence);
    }

    /** Drops the moves after the point on screen and goes on from there. */
    public void continueHere() {
        if (session == null || live()) {
            return;
        }
        int n = viewing;
        try {
            viewing = -1;
            session.continueFrom(n);
        } catch (IOException e) {
            viewing = n;
            journalFailed(e, Ui.text("session.table.unchanged", plain(e)));
        }
    }

    @Override
    public void tell(String sentence) {
        events.message(sentence == null ? "" : sentence);
    }

    /** Shows a note that is not a refusal, in the plain text colour. */
    public void note(String sentence) {
        events.note(sentence == null ? "" : sentence);
    }

    /** What Undo would take back, in a few words ("Blue played red 9 on R9"), or null. */
    public String undoWords() {
        return session == null ? null : UndoWords.undo(session);
    }

    /** What Redo would put back, in a few words, or null. */
    public String redoWords() {
        return session == null ? null : UndoWords.redo(session);
    }

    public void refresh() {
        held = false;
        for (View v : views) {
            v.showTable(this);
        }
    }

    static String plain(IOException e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}
