package org.eternalsevens.app.session;

import java.io.IOException;

import javax.swing.Timer;
import org.eternalsevens.words.Ui;

/**
 * Keeps trying to start the autosave of a game that could not get one (a full disk, a read-only home: P243): after
 * every change of the game and every {@link #EVERY_MS} milliseconds. Once a journal starts, it holds the whole game
 * so far, the sign goes and the log says so.
 */
public final class AutosaveRetry {
    /** How often it tries while nothing changes. */
    static final int EVERY_MS = Integer.getInteger("es.autosaveRetryMs", 2000);

    /** Tests only: the disk every new journal of the window writes through (a full one, testkit/FullDiskChannel). */
    public static volatile java.util.function.UnaryOperator<java.nio.channels.FileChannel> disk =
            java.util.function.UnaryOperator.identity();

    /** What the retry changes in its window. */
    interface Window {
        /** The game on the table, or null. */
        GameSession session();

        /** Why the game has no journal now (null: it has one, or none is wanted). */
        void off(String why);

        /** The journal started: watch it, take down the sign, and tell the players. */
        void started(GameSession s);
    }

    private final Window window;
    private final Timer timer;
    private boolean wanted; // the game on the table should have a journal and has none
    private volatile boolean held; // another game's journal is being started off the window's thread (P261)

    AutosaveRetry(Window window) {
        this.window = window;
        this.timer = new Timer(EVERY_MS, e -> tryNow());
        timer.setRepeats(true);
    }

    /** Starts trying for the game on the table, or stops ({@code wanted} false). */
    void want(boolean wanted) {
        this.wanted = wanted;
        if (wanted) {
            timer.restart();
        } else {
            timer.stop();
        }
    }

    /**
     * While {@code held}, no try is made (each fails silently, the game still waiting): a record being opened starts
     * its journal on a worker thread, and a journal started meanwhile for the game on the table would take its file.
     */
    void hold(boolean held) {
        this.held = held;
    }

    /** Whether the game on the table is waiting for its autosave. */
    boolean waiting() {
        GameSession s = window.session();
        return wanted && s != null && s.journal() == null;
    }

    /** Tries once to start the journal; true if the game on the table is now autosaved. */
    boolean tryNow() {
        GameSession s = window.session();
        if (!wanted || s == null || Autosave.readOnly()) {
            want(false);
            return false;
        }
        if (s.journal() != null) {
            want(false);
            return true;
        }
        if (held) {
            return false;
        }
        if (AutosaveLock.take(AppPaths.autosaveFolder()) != AutosaveLock.Result.TAKEN) {
            window.off(Ui.text("session.autosave.off", AppPaths.autosaveFolder()));
            return false; // a folder that cannot be written yet (or another window took it: the lock decides)
        }
        try {
            Autosave.setAsideCopied();
            s.startAutosave(AppPaths.autosave(), disk);
        } catch (IOException | RuntimeException e) {
            window.off(Ui.text("session.autosave.off.because", AppPaths.autosaveFolder(), (e instanceof
                    IOException io ? TableControl.plain(io) : e.getClass().getSimpleName())));
            return false;
        }
        want(false);
        window.started(s);
        return true;
    }
}
