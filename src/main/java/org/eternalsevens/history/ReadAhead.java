package org.eternalsevens.history;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Reads and replays record files on every core while one writer enters them (P420): the files are handed back in
 * their order, whatever order the readers finish in, so an import enters the same games, in the same order, as one
 * thread would. A few files are read ahead of the writer, not all of them (the memory stays small). One file, or a
 * machine of one core, is read on the caller's thread.
 */
final class ReadAhead<T> implements AutoCloseable {
    /** The most readers: the replays are the import's work, SQLite's writes are one thread's. */
    static final int MOST_READERS = 4;

    /** What is done with each file, off the writer's thread. */
    interface Read<T> {
        T read(Path file) throws IOException;
    }

    private final Read<T> read;
    private final Iterator<Path> files;
    private final ExecutorService pool;
    private final int window;
    private final Deque<Future<T>> ahead = new ArrayDeque<>();

    ReadAhead(List<Path> files, Read<T> read) {
        this(files, read, Runtime.getRuntime().availableProcessors());
    }

    ReadAhead(List<Path> files, Read<T> read, int cores) {
        this.read = read;
        this.files = files.iterator();
        int readers = Math.min(Math.min(cores, MOST_READERS), files.size());
        this.pool = readers < 2 ? null : Executors.newFixedThreadPool(readers, r -> {
            Thread t = new Thread(r, "history-reader");
            t.setDaemon(true); // never keeps the app alive
            return t;
        });
        this.window = pool == null ? 1 : 4 * readers;
        fill();
    }

    boolean hasNext() {
        return !ahead.isEmpty();
    }

    /** The next file's result, in the files' order; what the reading threw is thrown here. */
    T next() throws IOException {
        Future<T> f = ahead.removeFirst();
        fill();
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("the import was stopped");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    private void fill() {
        while (ahead.size() < window && files.hasNext()) {
            Path file = files.next();
            Callable<T> task = () -> read.read(file);
            if (pool == null) {
                ahead.addLast(now(task));
            } else {
                ahead.addLast(pool.submit(task));
            }
        }
    }

    /** The result on this thread (one file, one core): read when it is asked for, as the files come. */
    private Future<T> now(Callable<T> task) {
        CompletableFuture<T> f = new CompletableFuture<>();
        try {
            f.complete(task.call());
        } catch (Exception | Error e) {
            f.completeExceptionally(e);
        }
        return f;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow(); // the writer stopped: what was read ahead is dropped, nothing was entered of it
        }
    }
}
