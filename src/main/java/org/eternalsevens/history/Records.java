package org.eternalsevens.history;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.record.RecordJson;

/**
 * The records/ folder, the truth the history indexes (P370): a finished game is kept there as
 * {@code game-<UTC date and time>-<12 hex digits of its hash>.json}; the same content is kept once.
 */
public final class Records {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    private Records() {
    }

    /** Keeps the record in {@code folder} unless a file of the same content is there; returns the file. */
    public static Path keep(Path folder, GameRecord record, Instant when) throws IOException {
        String tail = "-" + Facts.hash(record).substring(0, 12) + ".json";
        Files.createDirectories(folder);
        try (DirectoryStream<Path> same = Files.newDirectoryStream(folder, "game-*" + tail)) {
            for (Path p : same) {
                return p;
            }
        }
        Path file = folder.resolve("game-" + STAMP.format(when) + tail);
        RecordFiles.writeAtomically(file, RecordJson.write(record));
        return file;
    }

    /** The record files of a folder (not hidden, not folders), by name. */
    static List<Path> files(Path folder) throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> all = Files.newDirectoryStream(folder)) {
            for (Path p : all) {
                String name = p.getFileName().toString();
                if (!name.startsWith(".") && Files.isRegularFile(p)) {
                    out.add(p);
                }
            }
        }
        out.sort(null);
        return out;
    }
}
