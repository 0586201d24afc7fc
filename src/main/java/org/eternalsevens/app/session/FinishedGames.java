package org.eternalsevens.app.session;

import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

import javax.swing.SwingUtilities;

import org.eternalsevens.history.History;
import org.eternalsevens.record.GameRecord;

/**
 * Keeps each finished game (issue 27, P374): its record saved in {@code records/} of the app's home and entered in
 * the history, on a thread of its own, one game after another. The game comes first: nothing here stops a move or
 * the autosave; what could not be done comes back as one plain sentence on the window's thread, and a game not
 * entered now is entered the next time the history is used. Nothing of the history is loaded before a game ends.
 */
public final class FinishedGames {
    private static final ExecutorService ONE = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "history");
        t.setDaemon(true);
        return t;
    });
    private static volatile Future<?> latest;

    private FinishedGames() {
    }

    /** Keeps the record; {@code tell} hears, on the window's thread, what could not be done (nothing if all went well). */
    public static void keep(GameRecord record, Consumer<String> tell) {
        Path home = AppPaths.home();
        Instant now = Instant.now();
        latest = ONE.submit(() -> {
            String said;
            try {
                said = History.finished(home, record, now);
            } catch (RuntimeException | LinkageError e) { // e.g. SQLite's native library cannot be loaded here
                said = org.eternalsevens.history.HistoryWords.of("not_entered", e.getClass().getSimpleName());
            }
            if (said != null) {
                String sentence = said;
                SwingUtilities.invokeLater(() -> tell.accept(sentence));
            }
        });
    }

    /** Waits until the last game handed in is kept (tests, before their home is removed). */
    public static void awaitIdle() {
        Future<?> f = latest;
        if (f != null) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (java.util.concurrent.ExecutionException e) {
                // told to the players already
            }
        }
    }
}
