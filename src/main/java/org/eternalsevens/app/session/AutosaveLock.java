package org.eternalsevens.app.session;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One writer per autosave folder (P60): an OS lock on {@code lock} in the folder, held for the life of the process.
 * The OS releases it when the process ends in any way, so a killed app never leaves the folder locked. The lock
 * file holds the writer's process id, for people only; the lock, not the file, decides.
 */
public final class AutosaveLock {
    /** What {@link #take} found. */
    public enum Result {
        /** This process writes the folder. */
        TAKEN,
        /** Another process holds the folder: the game is open in another window. */
        HELD_ELSEWHERE,
        /** The folder cannot be written at all (a read-only home): nothing is autosaved. */
        CANNOT_WRITE
    }

    private static final Map<Path, FileLock> HELD = new ConcurrentHashMap<>();

    private AutosaveLock() {
    }

    /** Takes the folder's lock for this process, if no other process holds it. Taking it again is a no-op. */
    public static synchronized Result take(Path folder) {
        Path key = folder.toAbsolutePath().normalize();
        if (HELD.containsKey(key)) {
            return Result.TAKEN;
        }
        FileChannel ch;
        try {
            Files.createDirectories(key);
            ch = FileChannel.open(key.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
        } catch (IOException | SecurityException e) {
            return Result.CANNOT_WRITE;
        }
        FileLock lock;
        try {
            lock = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null; // cannot happen: this process records every lock it takes
        } catch (IOException e) {
            closeQuietly(ch);
            return Result.CANNOT_WRITE;
        }
        if (lock == null) {
            closeQuietly(ch);
            return Result.HELD_ELSEWHERE;
        }
        HELD.put(key, lock);
        try {
            ch.truncate(0);
            ch.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)), 0);
        } catch (IOException e) {
            // the id is only for people; the lock is held
        }
        return Result.TAKEN;
    }

    /** Lets the folder go, if this process holds it (another window may then take it). */
    public static synchronized void release(Path folder) {
        FileLock lock = HELD.remove(folder.toAbsolutePath().normalize());
        if (lock != null) {
            try {
                lock.channel().close(); // closing the channel releases the lock
            } catch (IOException e) {
                // the OS releases it when the process ends
            }
        }
    }

    /** Whether this process holds the folder's lock. */
    public static boolean holds(Path folder) {
        return HELD.containsKey(folder.toAbsolutePath().normalize());
    }

    private static void closeQuietly(FileChannel ch) {
        try {
            ch.close();
        } catch (IOException e) {
            // nothing was locked
        }
    }
}
