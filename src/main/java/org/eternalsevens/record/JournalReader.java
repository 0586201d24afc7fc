package org.eternalsevens.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.JsonNode;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Reason;
import org.eternalsevens.words.Words;

/**
 * Rebuilds a game from its autosave journal. A torn last line (the app stopped mid-write) is cut back to the last
 * newline: that entry's move was never shown, since the screen changes only after an entry is on disk. A damaged
 * line before the end stops the recovery there; the whole file is first copied aside under a name of its own,
 * never over an earlier copy (P64). The warning says which of the two happened, as a {@code journal.*} key with its
 * values, worded by {@code words} (P465).
 */
public final class JournalReader {
    private static final Words WORDS = Words.english(Colour::title);

    /**
     * The recovered record, the moves that redo would bring back, the bytes that are valid, what went wrong (or
     * null), and the copy kept of a damaged file (or null).
     */
    public record Recovery(GameRecord record, List<String> redo, long validLength, Reason damage, Path kept) {
        /** What went wrong, as the player reads it, or null. */
        public String warning() {
            return damage == null ? null : WORDS.sentence(damage.key(), damage.args());
        }
    }

    private JournalReader() {
    }

    public static Recovery read(Path file) throws IOException, RecordException {
        byte[] bytes = RecordFiles.readBytes(file); // by type and size first (P60)
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        Reason warning = end < bytes.length ? journal("torn") : null;
        // a byte-order mark before the first entry is read, as it is in records (P248)
        int bom = end >= 3 && bytes[0] == (byte) 0xef && bytes[1] == (byte) 0xbb && bytes[2] == (byte) 0xbf ? 3 : 0;
        List<int[]> lines = lines(bytes, bom, end);
        if (lines.isEmpty()) {
            throw new RecordException(WORDS.sentence("journal.empty"));
        }
        GameRecord start = startOf(text(bytes, lines.get(0)));
        List<String> moves = new ArrayList<>(start.moves());
        Deque<String> redo = new ArrayDeque<>();
        Texts texts = new Texts(); // one copy of each short move text: 600,000 notes "#" are one text (P237)
        long valid = lines.get(0)[1] + 1L;
        int damaged = -1;
        for (int i = 1; i < lines.size(); i++) {
            JsonNode e;
            try {
                String text = text(bytes, lines.get(i)); // null: not UTF-8 (a Latin-1 byte)
                e = text == null ? null : RecordJson.json().readTree(text);
            } catch (JacksonException ex) {
                e = null;
            }
            String t = e == null ? "" : e.path("t").asString("");
            if (!apply(t, e, moves, redo, texts)) {
                damaged = i;
                break;
            }
            valid = lines.get(i)[1] + 1L;
        }
        Path kept = damaged < 0 ? null : keepCopy(file, "damaged");
        if (damaged >= 0) {
            warning = journal("damaged", damaged + 1, lines.size(), lines.size() - 1 - damaged, kept);
        }
        return new Recovery(start.withMoves(moves), List.copyOf(redo), valid, warning, kept);
    }

    /**
     * The game in the first line, {@code {"t":"start","record":{…}}}, read as a stream: as a tree, a record of 1.5
     * million moves (a 15 MB record opened, P263) would not fit in the app's heap, and the game could not be resumed.
     */
    private static GameRecord startOf(String first) throws RecordException {
        RecordException damaged = new RecordException(WORDS.sentence("journal.firstLine"));
        if (first == null) {
            throw damaged;
        }
        String t = null;
        String record = "null";
        try (JsonParser p = RecordJson.json().createParser(first)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw damaged;
            }
            while (p.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                if (name.equals("t")) {
                    t = v == JsonToken.VALUE_STRING ? p.getString() : "";
                } else if (name.equals("record") && v == JsonToken.START_OBJECT) {
                    int from = (int) p.currentTokenLocation().getCharOffset();
                    p.skipChildren();
                    record = first.substring(from, (int) p.currentLocation().getCharOffset());
                } else {
                    p.skipChildren();
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT || p.nextToken() != null) {
                throw damaged;
            }
        } catch (JacksonException e) {
            throw damaged;
        }
        if (!"start".equals(t)) {
            throw new RecordException(WORDS.sentence("journal.notAGame"));
        }
        return RecordJson.read(record);
    }

    private static Reason journal(String key, Object... args) {
        return new Reason("journal." + key, java.util.Arrays.asList(args));
    }

    /** The lines of bytes[from, end) as {start, end} offsets, each end at its newline. */
    private static List<int[]> lines(byte[] bytes, int from, int end) {
        List<int[]> out = new ArrayList<>();
        for (int i = from; i < end; i++) {
            if (bytes[i] == '\n') {
                out.add(new int[] {from, i});
                from = i + 1;
            }
        }
        return out;
    }

    /** A line's text, decoded strictly: null if it is not UTF-8. */
    private static String text(byte[] bytes, int[] line) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .decode(java.nio.ByteBuffer.wrap(bytes, line[0], line[1] - line[0])).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            return null;
        }
    }

    /**
     * Copies a file to {@code NAME.KIND-N} with the first N not yet taken (P64): a later copy never replaces an
     * earlier one. Returns the copy.
     */
    public static Path keepCopy(Path file, String kind) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(WORDS.sentence("journal.notOrdinary")); // never open a pipe
        }
        for (int n = 1; ; n++) {
            Path copy = file.resolveSibling(file.getFileName() + "." + kind + "-" + n);
            try {
                Files.copy(file, copy, StandardCopyOption.COPY_ATTRIBUTES);
                return copy;
            } catch (FileAlreadyExistsException e) {
                if (n > 10_000) {
                    throw e;
                }
            }
        }
    }

    private static boolean apply(String t, JsonNode e, List<String> moves, Deque<String> redo, Texts texts) {
        switch (t) {
            case "move":
                if (!e.path("move").isString()) {
                    return false;
                }
                moves.add(texts.once(e.path("move").asString()));
                redo.clear();
                return true;
            case "undo":
                if (moves.isEmpty()) {
                    return false;
                }
                redo.push(moves.remove(moves.size() - 1));
                return true;
            case "redo":
                if (redo.isEmpty()) {
                    return false;
                }
                moves.add(redo.pop());
                return true;
            case "cut":
                int n = e.path("moves").asInt(-1);
                if (n < 0 || n > moves.size()) {
                    return false;
                }
                while (moves.size() > n) {
                    moves.remove(moves.size() - 1);
                }
                redo.clear();
                return true;
            default:
                return false;
        }
    }
}
