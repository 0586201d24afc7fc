package org.eternalsevens.app.session;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.words.Ui;

/**
 * The last line of defence: an unexpected error is written to {@code home/errors.log} for whoever fixes the app,
 * and the players get one plain sentence; the game itself is safe in the autosave.
 */
public final class Failures {
    private static boolean showing;

    private Failures() {
    }

    public static void install() {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> report(e));
    }

    static void report(Throwable e) {
        Path log = log(e);
        SwingUtilities.invokeLater(() -> {
            if (showing) {
                return;
            }
            showing = true;
            try {
                Dialogs.error(null, Ui.text("session.failure.title"), Ui.text("session.failure.text", log));
            } finally {
                showing = false;
            }
        });
    }

    /** Writes the error to errors.log only, telling no one (the warm-up's failures, P367); the log's path. */
    static Path log(Throwable e) {
        Path log = AppPaths.home().resolve("errors.log");
        try {
            Files.createDirectories(log.getParent());
            StringWriter w = new StringWriter();
            e.printStackTrace(new PrintWriter(w));
            Files.writeString(log, LocalDateTime.now() + "\n" + w + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException ignored) {
            // nowhere to write: the sentence of report() still tells the players
        }
        return log;
    }
}
