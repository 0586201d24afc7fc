package org.eternalsevens.record;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

import tools.jackson.core.JsonGenerator;

/**
 * The autosave journal: JSON Lines, one entry per accepted move, undo, redo or cut, each written and forced to
 * disk before the screen changes. An entry is written at once and forced to disk on a thread of its own while the
 * caller goes on (P198); {@link #awaitForced} waits for it, and must be called before the entry is shown. The first line holds the game's record with no moves. {@link JournalReader}
 * rebuilds the game from it after a crash.
 *
 * <p>A write that fails (a full disk) is cut back at once to the last complete entry, so no torn entry is left
 * for later entries to follow; until a write succeeds again, {@link #failing()} is true and every entry is
 * refused by the exception its write threw (P63).
 */
public final class Journal implements AutoCloseable {
    private final Path file;
    private FileChannel channel;
    private long length; // the bytes of complete entries
    private boolean failing; // the last write failed; the file may still hold part of it until it is cut back
    private String refusal; // a read-only journal: every entry is refused with this sentence
    private java.util.concurrent.Future<?> forcing; // the last entry going to disk (P198), or null
    private long forcedLength; // the bytes of complete entries once it is on disk
    // nanoseconds callers have waited in awaitForced (the disk's share of a move)
    private final java.util.concurrent.atomic.AtomicLong waited = new java.util.concurrent.atomic.AtomicLong();
    /** One thread forces entries to disk while the caller goes on (P198); it never holds up the app's exit. */
    private static final java.util.concurrent.ExecutorService FORCER =
            java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "autosave-force");
                t.setDaemon(true);
                return t;
            });

    private Journal(Path file, FileChannel channel, long length) {
        this.file = file;
        this.channel = channel;
        this.length = length;
    }

    /** Starts a new journal for a game, keeping any previous one as {@code <name>.previous}. */
    public static Journal start(Path file, GameRecord record) throws IOException {
        return start(file, record, UnaryOperator.identity());
    }

    /**
     * As {@link #start(Path, GameRecord)}, writing through {@code channel} applied to the file's channel: tests
     * pass a channel that fails as a full disk does.
     */
    public static Journal start(Path file, GameRecord record, UnaryOperator<FileChannel> channel) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        if (Files.exists(file)) {
            Files.move(file, file.resolveSibling(file.getFileName() + ".previous"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        FileChannel ch = channel.apply(FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
        Journal j = new Journal(file, ch, 0);
        try {
            j.write(line(g -> {
                g.writeStringProperty("t", "start");
                g.writeName("record");
                g.writeRawValue(RecordJson.write(record, false));
            }));
            j.awaitForced();
        } catch (IOException e) {
            j.close();
            Files.deleteIfExists(file); // it holds no complete entry; the last game stays in .previous
            throw e;
        }
        return j;
    }

    /** Reopens an existing journal to go on appending, after its valid length (a torn tail is cut off). */
    public static Journal resume(Path file, long validLength) throws IOException {
        FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE);
        ch.truncate(validLength);
        ch.position(validLength);
        ch.force(true);
        return new Journal(file, ch, validLength);
    }

    /**
     * A journal that writes nothing and refuses every entry with {@code why}: for a window that only shows a game
     * another window writes (P60). No move can be made in it, so none can be lost.
     */
    public static Journal readOnly(Path file, String why) {
        Journal j = new Journal(file, null, 0);
        j.refusal = why;
        return j;
    }

    /** Whether this journal only refuses (see {@link #readOnly}). */
    public boolean isReadOnly() {
        return refusal != null;
    }

    public Path file() {
        return file;
    }

    /** Whether the last write failed: nothing is journalled (and so no move is made) until one succeeds. */
    public boolean failing() {
        return failing;
    }

    public void move(String move) throws IOException {
        write(line(g -> {
            g.writeStringProperty("t", "move");
            g.writeStringProperty("move", move);
        }));
    }

    public void undo() throws IOException {
        write(line(g -> g.writeStringProperty("t", "undo")));
    }

    public void redo() throws IOException {
        write(line(g -> g.writeStringProperty("t", "redo")));
    }

    /** The game goes on from move {@code moves}: later moves are dropped. */
    public void cut(int moves) throws IOException {
        write(line(g -> {
            g.writeStringProperty("t", "cut");
            g.writeNumberProperty("moves", moves);
        }));
    }

    /** One JSON object on one line (the streaming generator escapes any line break inside strings). */
    private static String line(Consumer<JsonGenerator> fields) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = Streaming.generator(out, false)) {
            g.writeStartObject();
            fields.accept(g);
            g.writeEndObject();
        }
        return out + "\n";
    }

    private void write(String entry) throws IOException {
        if (refusal != null) {
            throw new IOException(refusal);
        }
        if (channel == null) {
            throw new IOException("the autosave journal is closed");
        }
        awaitForced(); // the entry before is on disk, or its failure is thrown: entries go to disk in order
        if (failing) {
            cutBack(); // a failed cut is thrown: the entry is refused, as the one before it was
        }
        byte[] line = entry.getBytes(StandardCharsets.UTF_8);
        ByteBuffer buf = ByteBuffer.wrap(line);
        try {
            channel.position(length);
            while (buf.hasRemaining()) {
                channel.write(buf);
            }
        } catch (IOException e) {
            throw failed(e);
        }
        FileChannel ch = channel;
        forcedLength = length + line.length;
        forcing = FORCER.submit(() -> {
            ch.force(false);
            return null;
        });
    }

    /**
     * Waits until the last entry written is on disk. If forcing it failed, the entry is cut off again and the
     * failure thrown, as for a write that failed (P63): the change it records must not be shown.
     */
    public void awaitForced() throws IOException {
        java.util.concurrent.Future<?> f = forcing;
        if (f == null) {
            return;
        }
        forcing = null;
        boolean interrupted = false;
        long from = System.nanoTime();
        try {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the entry must be on disk before anything is shown: wait on
                }
            }
        } catch (java.util.concurrent.ExecutionException e) {
            throw failed(e.getCause() instanceof IOException io ? io : new IOException(e.getCause()));
        } finally {
            waited.addAndGet(System.nanoTime() - from);
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        length = forcedLength;
        failing = false;
    }

    /** The nanoseconds callers have waited in {@link #awaitForced} so far: what the disk added to their moves. */
    public long waitedNanos() {
        return waited.get();
    }

    /** After a failed write or force: the file is cut back to its complete entries, and the failure returned. */
    private IOException failed(IOException e) {
        failing = true;
        try {
            cutBack();
            failing = true; // the file is whole again, but the entry was not written
        } catch (IOException again) {
            e.addSuppressed(again); // cut back before the next entry
        }
        return e;
    }

    /** Cuts the file back to its complete entries. */
    private void cutBack() throws IOException {
        channel.truncate(length);
        channel.position(length);
        channel.force(false);
        failing = false;
    }

    @Override
    public void close() throws IOException {
        if (channel != null) {
            try {
                awaitForced();
            } finally {
                channel.close();
                channel = null;
            }
        }
    }
}
