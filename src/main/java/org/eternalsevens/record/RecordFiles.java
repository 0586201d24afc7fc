package org.eternalsevens.record;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Opens record files safely and saves them atomically, so a crash never leaves a half-written record. Every file
 * is checked by type and size before it is opened (P60): a pipe, a device or a folder is never opened, and nothing
 * larger than {@link #MAX_BYTES} is read.
 */
public final class RecordFiles {
    /** The largest record or autosave read (P60): a two-hour game's record is a few tens of kilobytes. */
    public static final long MAX_BYTES = 16L * 1024 * 1024;

    private RecordFiles() {
    }

    /** Reads a record; any problem is a {@link RecordException} with one plain line, and the file is untouched. */
    public static GameRecord open(Path file) throws RecordException {
        return RecordJson.read(readText(file));
    }

    /** As {@link #open(Path)}, telling {@code reading} how far a long read is (P238). */
    public static GameRecord open(Path file, RecordJson.Reading reading) throws RecordException {
        return RecordJson.read(readText(file), reading);
    }

    /**
     * The text of a record or autosave file, UTF-8 with any byte-order mark dropped (P61). Refused in one plain
     * sentence, naming the file, when it is missing, not an ordinary file, too large, unreadable or not text.
     */
    public static String readText(Path file) throws RecordException {
        return decode(file, readBytes(file));
    }

    /** The bytes of a file, after the checks of {@link #readText} by type and size, before opening it. */
    public static byte[] readBytes(Path file) throws RecordException {
        String name = file.toString();
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw Files.isSymbolicLink(file) ? RecordException.of("dangling_link", name)
                    : RecordException.of("missing", name);
        } catch (AccessDeniedException e) {
            throw RecordException.of("denied", name);
        } catch (FileSystemException e) {
            throw Files.isSymbolicLink(file) ? RecordException.of("link_loop", name)
                    : RecordException.of("unreadable", name, reason(e));
        } catch (IOException e) {
            throw RecordException.of("unreadable", name, reason(e));
        }
        if (a.isDirectory()) {
            throw RecordException.of("folder", name);
        }
        if (!a.isRegularFile()) {
            throw RecordException.of("not_ordinary", name);
        }
        if (a.size() > MAX_BYTES) {
            throw tooLarge(name, a.size());
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) MAX_BYTES + 1); // the file may have grown since its size was read
        } catch (AccessDeniedException e) {
            throw RecordException.of("denied", name);
        } catch (IOException e) {
            throw RecordException.of("unreadable", name, reason(e));
        }
        if (bytes.length > MAX_BYTES) {
            throw tooLarge(name, bytes.length);
        }
        return bytes;
    }

    /** UTF-8 text of bytes, strictly, without a leading byte-order mark. */
    static String decode(Path file, byte[] bytes) throws RecordException {
        int start = bytes.length >= 3 && bytes[0] == (byte) 0xef && bytes[1] == (byte) 0xbb && bytes[2] == (byte) 0xbf
                ? 3 : 0;
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
                    .toString();
        } catch (CharacterCodingException e) {
            throw RecordException.of("not_text", file);
        }
    }

    private static RecordException tooLarge(String name, long size) {
        return RecordException.of("too_large", name, size / (1024 * 1024), MAX_BYTES / (1024 * 1024));
    }

    private static String reason(IOException e) {
        String m = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        return m == null || m.isBlank() ? "the system gave no reason" : m.toLowerCase(java.util.Locale.ROOT);
    }

    /** Saves a record atomically (see {@link #writeAtomically}). */
    public static void save(Path file, GameRecord record) throws IOException {
        writeAtomically(file, RecordJson.write(record));
    }

    /**
     * Writes to a temporary file beside the target, forces it, then moves it into place in one step. The file keeps
     * its permissions; a new file gets the ones the user's umask gives any new file (P61).
     */
    public static void writeAtomically(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = newTemporary(dir, file.getFileName().toString());
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            keepPermissions(file, tmp);
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

    /** A new empty file beside the target, made as any new file is (Files.createTempFile would make it 0600). */
    private static Path newTemporary(Path dir, String name) throws IOException {
        for (int i = 0; ; i++) {
            Path tmp = dir.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                Files.newByteChannel(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return tmp;
            } catch (FileAlreadyExistsException e) {
                if (i > 100) {
                    throw e;
                }
            }
        }
    }

    private static void keepPermissions(Path file, Path tmp) {
        PosixFileAttributeView old = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (old == null || !Files.exists(file)) {
            return;
        }
        try {
            Set<PosixFilePermission> perms = old.readAttributes().permissions();
            Files.setPosixFilePermissions(tmp, perms);
        } catch (IOException | UnsupportedOperationException e) {
            // the new file keeps the usual permissions
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
