package org.eternalsevens.app.history;

import java.nio.file.Path;
import java.util.List;

import org.eternalsevens.history.GameRow;
import org.eternalsevens.history.History;
import org.eternalsevens.history.HistoryException;
import org.eternalsevens.words.Ui;

/**
 * The history opened off the window's thread (P400): the past games and the players' names read at once, or the
 * one plain sentence saying why it cannot be opened. Never throws: SQLite's library failing to load is said too.
 * {@code caughtUp}: records/ was caught up with on the way (a rebuild); else the window does it after the list (P530).
 */
record Opening(History history, List<GameRow> games, List<String> players, String notice, String problem,
               boolean caughtUp) {
    static Opening of(Path home) {
        History.Opened o;
        try {
            o = History.openToRead(home);
        } catch (HistoryException e) {
            return refused(e.getMessage());
        } catch (RuntimeException | LinkageError e) { // e.g. SQLite's native library cannot be loaded here
            return refused(Ui.text("history.window.cannotRun", History.file(home), e.getClass().getSimpleName()));
        }
        try {
            List<GameRow> games = o.history().games(GameRow.Filter.ALL);
            List<String> players = o.history().players();
            return new Opening(o.history(), games, players, told(o), null, o.caughtUp() != null);
        } catch (HistoryException e) {
            o.history().close();
            return refused(e.getMessage());
        } catch (RuntimeException e) {
            o.history().close();
            return refused(Ui.text("history.window.cannotRun", History.file(home), e.getClass().getSimpleName()));
        }
    }

    private static Opening refused(String why) {
        return new Opening(null, List.of(), List.of(), null, why, true);
    }

    /** What the players are told once: a repair (P375), and records that could not be entered now. */
    private static String told(History.Opened o) {
        String late = o.caughtUp() == null ? null : o.caughtUp().notEntered();
        if (o.notice() == null) {
            return late;
        }
        return late == null ? o.notice() : o.notice() + " " + late;
    }
}
