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
 * The autosave journal: JSON Lines, one entry per accepted move, undo, redo or cut. An entry is written to the
 * operating system at once, before the screen changes, so a crash or a kill of the app never loses it; it is forced to
 * disk on a thread of its own straight after, while the window goes on (P216): entries written meanwhile go to disk
 * with the next force. {@link #saving} tells when a force takes long, {@link #checkForced} whether one failed, and
 * {@link #watch} is told when either changes. The first line holds the game's record with no moves.
 * {@link JournalReader} rebuilds the game from it after a crash.
 *
 * <p>A write that fails (a full disk) is cut back at once to the last complete entry, so no torn entry is left
 * for later entries to follow; until a write succeeds again, {@link #failing()} is true and every entry is
 * refused by the exception its write threw (P63). A force that fails cuts the file back to what was on disk.
 */
public final class Journal implements AutoCloseable {
    /** A force that has not ended after this many milliseconds shows the sign "Saving…" (P216). */
    public static final long SLOW_FORCE_MS = 300;
    private final Path file;
    private FileChannel channel;
    private volatile long length; // the bytes of complete entries written
    private boolean failing; // the last write failed; the file may still hold part of it until it is cut back
    private String refusal; // a read-only journal: every entry is refused with this sentence
    // what the forcing thread shares with the caller, guarded by `disk`
    private final Object disk = new Object();
    private long forcedLength; // the bytes of complete entries on disk
    private IOException forceFailure; // forcing failed: the entries after forcedLength may not be on disk
    private int epoch; // counts the cuts after a failed force: a force begun before one changes nothing
    private boolean slow; // a force has taken longer than SLOW_FORCE_MS and has not ended
    private final java.util.concurrent.atomic.AtomicBoolean forceQueued =
            new java.util.concurrent.atomic.AtomicBoolean();
    private volatile Runnable watcher = () -> { };
    // nanoseconds callers have waited in awaitForced
    private final java.util.concurrent.atomic.AtomicLong waited = new java.util.concurrent.atomic.AtomicLong();
    /** One thread forces entries to disk while the caller goes on (P216); it never holds up the app's exit. */
    private static final java.util.concurrent.ExecutorService FORCER =
            java.util.concurrent.Executors.newSingleThreadExecutor(r -> daemon(r, "autosave-force"));
    /** Raises the sign "Saving…" when a force takes long. */
    private static final java.util.concurrent.ScheduledExecutorService LATE =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "autosave-late"));

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    private Journal(Path file, FileChannel channel, long length) {
        this.file = file;
        this.channel = channel;
        this.length = length;
        this.forcedLength = length;
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
        // a force that failed and is not yet settled: this entry follows, and checkForced cuts it back with the rest
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
        length += line.length;
        failing = false;
        if (forceQueued.compareAndSet(false, true)) { // else the force waiting to start takes this entry too
            FileChannel ch = channel;
            FORCER.execute(() -> force(ch));
        }
    }

    /** On the forcing thread: forces what has been written so far. */
    private void force(FileChannel ch) {
        forceQueued.set(false); // an entry written from now on asks for a force of its own
        long target;
        int started;
        synchronized (disk) {
            target = length;
            started = epoch;
            if (target <= forcedLength || forceFailure != null) {
                disk.notifyAll();
                return;
            }
        }
        java.util.concurrent.ScheduledFuture<?> late = LATE.schedule(() -> late(target, started), SLOW_FORCE_MS,
                java.util.concurrent.TimeUnit.MILLISECONDS);
        IOException failure = null;
        try {
            ch.force(false);
        } catch (IOException e) {
            failure = e;
        } catch (RuntimeException e) {
            failure = new IOException(e);
        }
        late.cancel(false);
        boolean tell;
        synchronized (disk) {
            if (started == epoch) {
                if (failure == null) {
                    forcedLength = Math.max(forcedLength, target);
                } else {
                    forceFailure = failure;
                }
            }
            tell = slow || failure != null;
            slow = false;
            disk.notifyAll();
        }
        if (tell) {
            watcher.run();
        }
    }

    /** The force towards {@code target} is still going after SLOW_FORCE_MS: the sign goes up. */
    private void late(long target, int started) {
        synchronized (disk) {
            if (started != epoch || forcedLength >= target || forceFailure != null) {
                return;
            }
            slow = true;
        }
        watcher.run();
    }

    /**
     * {@code w} is told, on the journal's own threads, when {@link #saving} or {@link #checkForced} may have
     * changed: a slow force went on, a slow force ended, a force failed.
     */
    public void watch(Runnable w) {
        watcher = w == null ? () -> { } : w;
    }

    /** Whether a force has taken longer than {@link #SLOW_FORCE_MS} and goes on: the last entries wait for it. */
    public boolean saving() {
        synchronized (disk) {
            return slow;
        }
    }

    /** The bytes of complete entries written; {@link #forcedLength} of them are on disk. */
    public long writtenLength() {
        return length;
    }

    public long forcedLength() {
        synchronized (disk) {
            return forcedLength;
        }
    }

    /**
     * Throws, without waiting, the failure of a force that has failed since the last call: the file is cut back to
     * its entries on disk first ({@link #forcedLength}), so the changes of the entries after them must be taken
     * back. Moves are refused then until a write succeeds, as after a failed write (P63).
     */
    public void checkForced() throws IOException {
        IOException e;
        synchronized (disk) {
            e = forceFailure;
            if (e == null) {
                return;
            }
            forceFailure = null;
            epoch++;
            length = forcedLength;
        }
        throw failed(e);
    }

    /** Waits until every entry written is on disk; a force that failed is thrown as {@link #checkForced} does. */
    public void awaitForced() throws IOException {
        waitForDisk();
        checkForced();
    }

    /** Waits until every entry written is on disk or a force has failed ({@link #checkForced} tells which). */
    public void waitForDisk() {
        boolean interrupted = false;
        long from = System.nanoTime();
        synchronized (disk) {
            while (forcedLength < length && forceFailure == null) {
                try {
                    disk.wait();
                } catch (InterruptedException e) {
                    interrupted = true; // the entries must be on disk: wait on
                }
            }
        }
        waited.addAndGet(System.nanoTime() - from);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The nanoseconds callers have waited in {@link #awaitForced} so far: a move made in the window waits for none. */
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
