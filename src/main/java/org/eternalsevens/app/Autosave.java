package org.eternalsevens.app;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.rules.GameContent;
import org.eternalsevens.rules.SetupCheck;

/**
 * Finds an unfinished game in the autosave journal at start-up and brings it back exactly as it was, redo moves
 * included. A journal that cannot be read is copied aside (never deleted or overwritten) and the players are told.
 */
final class Autosave {
    /** What was found: a game to resume, with a sentence describing it. */
    record Found(GameSession probe, JournalReader.Recovery recovery, SetupCheck.Result setup, String description) {
    }

    private Autosave() {
    }

    /** The unfinished game in the autosave, or null (after telling the players if the file is unreadable). */
    static Found find(Component owner, GameContent content) {
        Path file = AppPaths.autosave();
        if (!Files.isRegularFile(file)) {
            return null;
        }
        JournalReader.Recovery rec;
        try {
            rec = JournalReader.read(file);
        } catch (RecordException e) {
            keepAside(owner, file, e.getMessage());
            return null;
        } catch (IOException e) {
            keepAside(owner, file, "It cannot be read (" + TableControl.plain(e) + ").");
            return null;
        }
        SetupCheck.Result setup = rec.record().setup().toSetup(content);
        if (!setup.ok()) {
            keepAside(owner, file, "Its setup is not one this app can play: " + String.join(" ", setup.problems()));
            return null;
        }
        GameSession probe = new GameSession(setup.setup(), rec.record(), rec.redo(), null);
        if (probe.state().finished() && !probe.canRedo()) {
            return null;
        }
        String when = "";
        try {
            when = ", last changed " + LocalDateTime.ofInstant(Files.getLastModifiedTime(file).toInstant(),
                    java.time.ZoneId.systemDefault()).format(DateTimeFormatter.ofPattern("d MMM HH:mm"));
        } catch (IOException e) {
            // the time is only a help
        }
        String d = probe.setup().level().title() + " game of " + probe.setup().playerCount() + " players ("
                + String.join(", ", names(probe)) + "), " + PlayerPanel.count(probe.moveCount(), "move") + when;
        return new Found(probe, rec, setup, d);
    }

    private static List<String> names(GameSession s) {
        List<String> out = new java.util.ArrayList<>();
        s.setup().seats().forEach(c -> out.add(s.setup().nameOf(c)));
        return out;
    }

    /** Reopens the journal and rebuilds the game on it; warnings from the recovery are shown. */
    static GameSession resume(Component owner, Found f) {
        Path file = AppPaths.autosave();
        GameRecord record = f.recovery().record();
        Journal journal = null;
        try {
            if (f.probe().loadRejection() == null) {
                journal = Journal.resume(file, f.recovery().validLength());
            } else {
                record = record.withMoves(f.probe().moves());
                journal = Journal.start(file, record); // the old journal stays as current.jsonl.previous
            }
        } catch (IOException e) {
            Dialogs.error(owner, "No autosave", "The game was resumed, but its autosave cannot be written ("
                    + TableControl.plain(e) + "). Save the game yourself.");
        }
        GameSession s = new GameSession(f.setup().setup(), record,
                f.probe().loadRejection() == null ? f.recovery().redo() : List.of(), journal);
        String warning = f.recovery().warning();
        if (f.probe().loadRejection() != null) {
            warning = (warning == null ? "" : warning + " ") + "The autosave was resumed up to move "
                    + f.probe().loadRejection().index() + ": the next one was refused ("
                    + f.probe().loadRejection().reason() + ").";
        }
        if (warning != null) {
            Dialogs.warn(owner, "Game resumed", warning);
        }
        return s;
    }

    private static void keepAside(Component owner, Path file, String why) {
        Path copy = file.resolveSibling(file.getFileName() + ".unreadable-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        String kept;
        try {
            Files.copy(file, copy, StandardCopyOption.COPY_ATTRIBUTES);
            kept = " A copy is kept in " + copy + ".";
        } catch (IOException e) {
            kept = " It is left in " + file + "; move it away before starting a new game to keep it.";
        }
        Dialogs.warn(owner, "Autosave not resumed", "The autosave of the last game cannot be resumed. " + why + kept);
    }
}
