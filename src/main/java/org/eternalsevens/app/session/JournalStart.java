package org.eternalsevens.app.session;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.function.UnaryOperator;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;

/** The journal of a game that had none (P243): the whole game so far, on disk before it is handed back. */
final class JournalStart {
    private JournalStart() {
    }

    /**
     * A new journal at {@code file} holding {@code record} and the {@code redo} moves (each as a move, then as many
     * undos), written through {@code disk} applied to the file's channel. If it cannot be written, the file is
     * deleted (it does not hold the whole game) and the failure thrown.
     */
    static Journal write(Path file, GameRecord record, Collection<String> redo, UnaryOperator<FileChannel> disk)
            throws IOException {
        Journal j = Journal.start(file, record, disk);
        try {
            for (String r : redo) { // the next redo first: the last undo brings it back first
                j.move(r);
            }
            for (int i = 0; i < redo.size(); i++) {
                j.undo();
            }
            j.awaitForced();
        } catch (IOException e) {
            try {
                j.close();
            } catch (IOException again) {
                e.addSuppressed(again);
            }
            Files.deleteIfExists(file);
            throw e;
        }
        return j;
    }
}
