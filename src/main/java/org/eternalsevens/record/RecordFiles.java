package org.eternalsevens.record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Opens record files safely and saves them atomically, so a crash never leaves a half-written record. */
public final class RecordFiles {
    private RecordFiles() {
    }

    /** Reads a record; any problem is a {@link RecordException} with one plain line, and the file is untouched. */
    public static GameRecord open(Path file) throws RecordException {
        String text;
        try {
            if (Files.size(file) > 32L * 1024 * 1024) {
                throw new RecordException("\"" + file.getFileName() + "\" is far too large to be a game record.");
            }
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (NoSuchFileException e) {
            throw new RecordException("There is no file \"" + file + "\".");
        } catch (CharacterCodingException e) {
            throw new RecordException("\"" + file.getFileName() + "\" is not a text file, so it is not a game record.");
        } catch (IOException e) {
            throw new RecordException("\"" + file.getFileName() + "\" cannot be read.");
        }
        return RecordJson.read(text);
    }

    /** Saves a record atomically (see {@link #writeAtomically}). */
    public static void save(Path file, GameRecord record) throws IOException {
        writeAtomically(file, RecordJson.write(record));
    }

    /** Writes to a temporary file beside the target, forces it, then moves it into place in one step. */
    public static void writeAtomically(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            forceFolder(dir);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static void forceFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            // some systems (Windows) cannot open a folder; the move itself is already done
        }
    }
}
