package org.eternalsevens.app.session;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.Event;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.TurnEvent;
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

        /** A note that is not a refusal (e.g. where a record was saved). */
        default void note(String sentence) {
            message(sentence);
        }
    }

    private final List<View> views = new CopyOnWriteArrayList<>();
    private final Events events;
    private GameSession session;
    private int viewing = -1;
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
            Outcome o = session.play(move);
            return accepted(o);
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notMade", plain(e)));
            return false;
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
            Outcome o = session.play(text);
            if (o instanceof Outcome.Rejected r) {
                return why(r);
            }
            accepted(o);
            return null;
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notMade", plain(e)));
            return Ui.text("session.table.notWritten");
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
        int n = session.moveCount();
        if (n > 0 && session.stateAt(n - 1).round() < session.state().round()) {
            events.roundOver(n);
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
            session.redo();
            tell("");
            tellRoundOver();
            if (session.state().finished()) {
                events.gameOver(session.state());
                finished.accept(session.toRecord());
            }
        } catch (IOException e) {
            journalFailed(e, Ui.text("session.table.notRedone", plain(e)));
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
        if (session == null || !session.canUndo()) {
            return null;
        }
        return firstSentence(session.eventValuesOf(session.moveCount() - 1), session.move(session.moveCount() - 1));
    }

    /** What Redo would put back, in a few words, or null. */
    public String redoWords() {
        if (session == null || !session.canRedo()) {
            return null;
        }
        String text = session.redoMove();
        try {
            Outcome o = Engine.apply(session.state(), org.eternalsevens.record.Notation.parse(text));
            if (o instanceof Outcome.Applied a) {
                return firstSentence(a.events(), text);
            }
        } catch (org.eternalsevens.record.NotationException | RuntimeException e) {
            // the record's own words then
        }
        return org.eternalsevens.words.Quoted.shortened(text, WORDS);
    }

    /** The most characters of the words of Undo and Redo: a long note is shortened (P235). */
    private static final int WORDS = 100;

    /** The first event's sentence without its full stop; a token used is no news (it comes with its card). */
    private String firstSentence(List<Event> events, String otherwise) {
        for (Event event : events) {
            if (!(event instanceof TurnEvent.TokenUsed)) {
                String e = session.sentence(event);
                return org.eternalsevens.words.Quoted.shortened(e.endsWith(".") ? e.substring(0, e.length() - 1) : e,
                        WORDS);
            }
        }
        return org.eternalsevens.words.Quoted.shortened(otherwise, WORDS);
    }

    public void refresh() {
        for (View v : views) {
            v.showTable(this);
        }
    }

    static String plain(IOException e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}
