package org.eternalsevens.record;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Issue 28's long and large files, written at run time (megabytes are not kept in the repository): each is within
 * the 16 MB a record or an autosave may be (P60), and each once froze the window or ran it out of memory.
 */
public final class HugeFiles {
    /** A three-player Beginner setup, red first. */
    public static final String SETUP = "{\"level\": \"beginner\", \"seats\": [\"red\", \"blue\", \"green\"], "
            + "\"start\": \"red\", \"names\": {\"red\": \"Ann\"}}";
    /** Red and blue play; green's move is the third. */
    public static final String FIRST_MOVES = "\"red: play R5\", \"blue: pass discard\"";

    private HugeFiles() {
    }

    static String x(int n) {
        return "x".repeat(n);
    }

    /** A record whose third move is {@code "green: play Y6 "} and a million x: refused, the first two loaded. */
    public static Path longMove(Path dir) throws IOException {
        return write(dir.resolve("long-move.json"), record(FIRST_MOVES + ", \"green: play Y6 " + x(1_000_000) + "\""));
    }

    /** A record whose {@code "format"} is a megabyte long. */
    public static Path longFormat(Path dir) throws IOException {
        return write(dir.resolve("long-format.json"), "{\"format\": \"" + x(1_000_000) + "\", \"setup\": " + SETUP
                + ", \"moves\": []}");
    }

    /** The note of {@link #longNote}: "#" and a million x. */
    public static final String LONG_NOTE = "#" + "x".repeat(1_000_000);

    /** A record whose third move is a note of a million x. */
    public static Path longNote(Path dir) throws IOException {
        return write(dir.resolve("long-note.json"), record(FIRST_MOVES + ", \"" + LONG_NOTE + "\""));
    }

    /** A 15 MB record of 1.5 million notes "#", one to a line as the app indents. */
    public static Path manyNotes(Path dir) throws IOException {
        Path f = dir.resolve("many-notes.json");
        try (BufferedWriter w = Files.newBufferedWriter(f, StandardCharsets.UTF_8)) {
            w.write("{\n  \"format\" : \"eternal-sevens-record/1\",\n  \"setup\" : " + SETUP + ",\n  \"moves\" : [ ");
            for (int i = 0; i < MANY_NOTES; i++) {
                w.write(i == 0 ? "\"#\"" : ",\n     \"#\"");
            }
            w.write(" ]\n}\n");
        }
        return f;
    }

    public static final int MANY_NOTES = 1_500_000;
    public static final int JOURNAL_NOTES = 600_000;

    /** A 14 MB autosave journal: a game of red's one move, then 600,000 notes "#". */
    public static Path manyNotesJournal(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("{\"t\":\"start\",\"record\":{\"format\":\"eternal-sevens-record/1\",\"setup\":" + SETUP
                    + ",\"moves\":[]}}\n");
            w.write("{\"t\":\"move\",\"move\":\"red: play R5\"}\n");
            for (int i = 0; i < JOURNAL_NOTES; i++) {
                w.write("{\"t\":\"move\",\"move\":\"#\"}\n");
            }
        }
        return file;
    }

    /**
     * The autosave a 15 MB record of 1.5 million notes gets when it is opened: the whole game in the journal's first
     * line, as {@link Journal#start} writes it (P263).
     */
    public static Path manyNotesStartJournal(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("{\"t\":\"start\",\"record\":{\"format\":\"eternal-sevens-record/1\",\"setup\":" + SETUP
                    + ",\"moves\":[");
            for (int i = 0; i < MANY_NOTES; i++) {
                w.write(i == 0 ? "\"#\"" : ",\"#\"");
            }
            w.write("]}}\n");
        }
        return file;
    }

    /** An autosave journal whose game is red's move, then the note of {@link #longNote}. */
    public static Path longNoteJournal(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        return write(file, "{\"t\":\"start\",\"record\":" + record("").replace(" ", "") + "}\n"
                + "{\"t\":\"move\",\"move\":\"red: play R5\"}\n{\"t\":\"move\",\"move\":\"" + LONG_NOTE + "\"}\n");
    }

    static String record(String moves) {
        return "{\"format\": \"" + GameRecord.FORMAT + "\", \"setup\": " + SETUP + ", \"moves\": [" + moves + "]}";
    }

    private static Path write(Path f, String text) throws IOException {
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }
}
