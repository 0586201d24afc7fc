package org.eternalsevens.app.session;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eternalsevens.history.History;

/**
 * The history's part of the warm-up (P531): once the app's warm-up is done, long after the first paint, and only
 * where the home holds a history, SQLite's driver and its native library are loaded on the warm-up's thread, so
 * that the first File › History… of the session does not wait for them. {@code history.db} itself is not opened. A
 * failure goes to errors.log and nowhere else: the opening says what is wrong if it still is.
 */
public final class HistoryWarmUp {
    private HistoryWarmUp() {
    }

    /** Loads the driver if {@code home} holds a history; returns whether it did. Never throws. */
    public static boolean run(Path home) {
        if (!Files.isRegularFile(History.file(home))) {
            return false;
        }
        try {
            History.warmDriver(home);
            return true;
        } catch (Exception | LinkageError e) {
            Failures.log(new IllegalStateException("the history's warm-up failed (the app goes on)", e));
            return false;
        }
    }
}
