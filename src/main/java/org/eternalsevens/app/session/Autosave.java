package org.eternalsevens.app.session;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.words.Ui;
import org.eternalsevens.words.ReasonWords;

/**
 * Finds an unfinished game in the autosave journal at start-up and brings it back exactly as it was, redo moves
 * included. A journal that cannot be read is copied aside (never deleted or overwritten) and the players are told.
 * One window writes an autosave folder (P60): a second window on the same folder opens it read-only or moves to a
 * folder of its own.
 */
public final class Autosave {
    /**
     * What was found: a game to resume, with a sentence describing it; the file it was read from (the autosave, or
     * its {@code .previous}, P244) and the copy kept of it when a move in it was refused (P248), or null.
     */
    public record Found(GameSession probe, JournalReader.Recovery recovery, SetupCheck.Result setup, String description,
                 Path file, Path kept) {
    }

    /** What the autosave holds, read off the event thread: a game, a reason it cannot be resumed, or nothing. */
    public record Look(Found found, String unreadable) {
    }

    /** An autosave of which a whole copy is kept (P248): it is set aside, never moved to .previous. */
    private static volatile Path copied;

    /** The home in which this window only shows the game another window writes (P60); null: it writes. */
    private static volatile Path readOnlyHome;

    private Autosave() {
    }

    /** Whether this window only shows the autosave another window writes. */
    public static boolean readOnly() {
        Path r = readOnlyHome;
        return r != null && r.equals(AppPaths.home());
    }

    /** Why an autosave that does not fit in the app's memory is not resumed (P238). */
    public static final String TOO_LARGE = Ui.text("session.autosave.tooLarge");

    static final String READ_ONLY = Ui.text("session.autosave.readOnly");

    /**
     * Takes the autosave folder for this window (P60). When another window holds it, says so and offers to open
     * the game read-only or to start with a separate folder; {@code ask} false opens it read-only at once.
     */
    public static void claim(Component owner, boolean ask) {
        Path folder = AppPaths.autosaveFolder();
        if (AutosaveLock.take(folder) != AutosaveLock.Result.HELD_ELSEWHERE) {
            return; // taken, or a folder that cannot be written: the first journal says so, and the sign stays
        }
        Object[] choices = {Ui.text("session.autosave.claim.readOnly"), Ui.text("session.autosave.claim.separate")};
        int c = !ask ? 0 : javax.swing.JOptionPane.showOptionDialog(owner, Dialogs.wrap(
                Ui.text("session.autosave.claim.text", folder)), Ui.text("session.autosave.claim.title"),
                javax.swing.JOptionPane.DEFAULT_OPTION, javax.swing.JOptionPane.WARNING_MESSAGE, null, choices,
                choices[0]);
        if (c == 1) {
            for (int n = 2; n < 100; n++) {
                Path other = AppPaths.home().resolve("autosave-" + n);
                if (AutosaveLock.take(other) == AutosaveLock.Result.TAKEN) {
                    AppPaths.useAutosaveFolder(other);
                    return;
                }
            }
        }
        readOnlyHome = AppPaths.home();
    }

    /** Tells the players about an autosave that cannot be resumed (keeping a copy); the game found, or null. */
    public static Found show(Component owner, Look look) {
        if (look.unreadable() != null && readOnly()) {
            Dialogs.warn(owner, Ui.text("session.autosave.notShown.title"), Ui.text("session.autosave.notShown.text",
                    look.unreadable()));
        } else if (look.unreadable() != null) {
            keepAside(owner, AppPaths.autosave(), look.unreadable());
        }
        return look.found();
    }

    /** Reads the autosave (any thread): bounded by type and size (P60); any problem is a reason, never a crash. */
    public static Look look(GameContent content) {
        return look(content, (w, d, o) -> { });
    }

    /** As {@link #look(GameContent)}, telling {@code progress} how far the replay is (P238). */
    public static Look look(GameContent content, Loading.Progress progress) {
        try {
            Found f = lookAt(content, progress);
            return new Look(f != null || readOnly() ? f : separateGame(content), null);
        } catch (OutOfMemoryError e) {
            return new Look(null, TOO_LARGE);
        } catch (RecordException e) {
            return new Look(null, e.getMessage());
        } catch (IOException e) {
            return new Look(null, Ui.text("session.autosave.unreadable", TableControl.plain(e)));
        } catch (RuntimeException e) {
            return new Look(null, Ui.text("session.autosave.unexpected",
                    e.getClass().getSimpleName()));
        }
    }

    /**
     * With nothing to resume in this window's folder: an unfinished game in a separate folder ({@code autosave-N})
     * that no window holds, from a copy that was started beside another one (P60). This window then writes that
     * folder. Unreadable ones are left for their own folder's next look.
     */
    private static Found separateGame(GameContent content) {
        Path mine = AppPaths.autosaveFolder();
        for (int n = 2; n < 100; n++) {
            Path other = AppPaths.home().resolve("autosave-" + n);
            if (other.equals(mine) || !Files.isRegularFile(other.resolve("current.jsonl"))
                    || AutosaveLock.take(other) != AutosaveLock.Result.TAKEN) {
                continue;
            }
            AppPaths.useAutosaveFolder(other);
            try {
                Found f = lookAt(content, (w, d, o) -> { });
                if (f != null) {
                    AutosaveLock.release(mine);
                    return f;
                }
            } catch (IOException | RecordException | RuntimeException e) {
                // not this one
            }
            AppPaths.useAutosaveFolder(mine);
            AutosaveLock.release(other);
        }
        return null;
    }

    private static Found lookAt(GameContent content, Loading.Progress progress) throws IOException, RecordException {
        Path file = AppPaths.autosave();
        if (!Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            // no autosave: a journal that should have replaced the last game's could not be started (a full disk,
            // a read-only home), so that game, never resumed, is offered from its .previous (P244)
            file = previous();
            if (!Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                return null;
            }
        }
        progress.at(Ui.text("session.autosave.reading"), 0, 0);
        JournalReader.Recovery rec = JournalReader.read(file);
        if (rec.kept() != null) {
            copied = file;
        }
        SetupCheck.Result setup = rec.record().setup().toSetup(content);
        if (!setup.ok()) {
            throw new RecordException(Ui.text("session.autosave.badSetup", String.join(" ", ReasonWords.problems(setup.problems()))));
        }
        int n = rec.record().moves().size();
        GameSession probe = new GameSession(setup.setup(), rec.record(), rec.redo(), null,
                i -> progress.at(Ui.text("session.replaying"), i, n));
        if (probe.state().finished() && !probe.canRedo()) {
            return null;
        }
        String when = "";
        try {
            when = Ui.text("session.autosave.lastChanged",
                    LocalDateTime.ofInstant(Files.getLastModifiedTime(file).toInstant(),
                    java.time.ZoneId.systemDefault()).format(DateTimeFormatter.ofPattern("d MMM HH:mm")));
        } catch (IOException e) {
            // the time is only a help
        }
        String d = Ui.text("session.autosave.found", probe.setup().level().title(), probe.setup().playerCount(),
                String.join(", ", names(probe)), probe.moveCount(), when)
                + (file.equals(AppPaths.autosave()) ? "" : Ui.text("session.autosave.found.previous",
                file.getFileName()));
        Path kept = null;
        if (probe.loadRejection() != null && !readOnly()) { // the moves after it are in no other file (P248)
            kept = JournalReader.keepCopy(file, "damaged");
            copied = file;
        }
        return new Found(probe, rec, setup, d, file, kept);
    }

    private static List<String> names(GameSession s) {
        List<String> out = new java.util.ArrayList<>();
        s.setup().seats().forEach(c -> out.add(s.setup().nameOf(c)));
        return out;
    }

    private static Path previous() {
        Path file = AppPaths.autosave();
        return file.resolveSibling(file.getFileName() + ".previous");
    }

    /**
     * Before a new journal replaces the autosave: an autosave of which a whole copy was kept (P248) is removed, so
     * that it never takes the place of the older game in {@code .previous}.
     */
    static void setAsideCopied() {
        Path c = copied;
        copied = null;
        if (c != null && c.equals(AppPaths.autosave())) {
            try {
                Files.deleteIfExists(c);
            } catch (IOException e) {
                // then it goes to .previous as any replaced autosave does; its copy is kept either way
            }
        }
    }

    /** Reopens the journal and rebuilds the game on it; warnings from the recovery are shown. */
    static GameSession resume(Component owner, GameFiles files, Found f) {
        return resumed(owner, files, f, reopen(f));
    }

    /** The journal reopened (or started again), or the failure that stopped it. */
    public record Reopened(Journal journal, IOException failure) {
    }

    /**
     * Reopens the journal of a game found, on any thread (P264): after a refused move it is started again with the
     * whole game so far, which for a large game is long.
     */
    public static Reopened reopen(Found f) {
        Path file = AppPaths.autosave();
        try {
            if (readOnly()) {
                return new Reopened(Journal.readOnly(file, READ_ONLY), null);
            } else if (f.probe().loadRejection() == null) {
                copied = null; // the file goes on as this game's journal
                if (!f.file().equals(file)) {
                    Files.move(f.file(), file); // the .previous game is the autosave again (P244)
                }
                return new Reopened(Journal.resume(file, f.recovery().validLength()), null);
            }
            setAsideCopied(); // its whole copy is f.kept(): .previous keeps the older game (P248)
            return new Reopened(Journal.start(file, f.recovery().record().withMoves(f.probe().moves()),
                    AutosaveRetry.disk), null);
        } catch (IOException e) {
            return new Reopened(null, e);
        }
    }

    /**
     * On the window's thread: the game found on its journal; warnings, and the failure to reopen it, are shown. The
     * window's {@code files} (or null) hear that the game has no autosave, and keep trying (P243).
     */
    public static GameSession resumed(Component owner, GameFiles files, Found f, Reopened reopened) {
        Journal journal = reopened.journal();
        IOException e = reopened.failure();
        if (e != null) {
            if (files != null) { // it keeps trying (P243)
                files.autosaveFailed(Ui.text("session.autosave.off.because", AppPaths.autosaveFolder(),
                        TableControl.plain(e)));
            }
            Dialogs.error(owner, Ui.text("session.autosave.none.title"), Ui.text("session.autosave.resumedUnsaved",
                    TableControl.plain(e)));
        }
        GameSession s = f.probe().withJournal(journal); // the probe's replay, not a second one (P237)
        String warning = f.recovery().warning();
        if (f.probe().loadRejection() != null && !readOnly()) {
            warning = (warning == null ? "" : warning + " ") + Ui.text("session.autosave.resumedUpTo",
                    f.probe().loadRejection().index(),
                    f.probe().loadRejection().reason()) + (f.kept() == null ? "" : Ui.text(
                    "session.autosave.resumedUpTo.kept", f.kept()));
        }
        if (warning != null) {
            Dialogs.warn(owner, Ui.text("session.autosave.resumed.title"), warning);
        }
        return s;
    }

    private static void keepAside(Component owner, Path file, String why) {
        String kept;
        try {
            Path copy = JournalReader.keepCopy(file, "unreadable-"
                    + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
            kept = Ui.text("session.autosave.keptCopy", copy);
        } catch (IOException e) {
            kept = Ui.text("session.autosave.leftIn", file);
        }
        Dialogs.warn(owner, Ui.text("session.autosave.notResumed.title"),
                Ui.text("session.autosave.notResumed.text", why, kept));
    }
}
