package org.eternalsevens.history;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        String hash = Facts.hash(record);
        Files.createDirectories(folder);
        try (DirectoryStream<Path> same = Files.newDirectoryStream(folder, "game-*" + tail(hash))) {
            for (Path p : same) {
                return p;
            }
        }
        Path file = folder.resolve(name(when, hash));
        RecordFiles.writeAtomically(file, RecordJson.write(record));
        return file;
    }

    /** The kept records of {@code folder} by the hash part of their names (an import looks them up once). */
    static Map<String, Path> index(Path folder) throws IOException {
        Map<String, Path> out = new HashMap<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> all = Files.newDirectoryStream(folder, "game-*.json")) {
                for (Path p : all) {
                    String n = p.getFileName().toString();
                    out.put(n.substring(Math.max(0, n.length() - TAIL)), p);
                }
            }
        }
        return out;
    }

    /**
     * Copies an imported record ({@code text}: as the app writes it) into {@code folder} in one step (a temporary file
     * moved into place) but without forcing it to disk: its source is still in the folder it was imported from, and a
     * thousand forces would take most of an import's time (docs/performance.md). A copy a crash left short is skipped
     * by the next catching-up.
     */
    static Path copy(Path folder, String text, Instant when, String hash) throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve(name(when, hash));
        Path tmp = folder.resolve("." + file.getFileName() + ".tmp");
        Files.writeString(tmp, text);
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
        return file;
    }

    private static final int TAIL = 18; // "-" + 12 hex digits + ".json"

    static String tail(String hash) {
        return "-" + hash.substring(0, 12) + ".json";
    }

    private static String name(Instant when, String hash) {
        return "game-" + STAMP.format(when) + tail(hash);
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
