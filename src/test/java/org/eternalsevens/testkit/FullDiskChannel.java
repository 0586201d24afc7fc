package org.eternalsevens.testkit;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * A file channel on a disk with room for {@link #room} bytes in all: a write that would pass it writes what fits,
 * then fails as a full disk does ("No space left on device"), leaving a torn entry in the file. Raise the room to
 * free space; {@link #failTruncates} makes cutting back fail too, {@link #failForces} forcing to disk (an I/O
 * error), and {@link #whileForcing} runs in each force before it ends (to see what goes on meanwhile, P216);
 * {@link #holdForces} makes a disk that takes as long as the test wants.
 */
public final class FullDiskChannel extends FileChannel {
    private final FileChannel file;
    public volatile long room = Long.MAX_VALUE;
    public volatile int failTruncates;
    public volatile int failForces;
    public volatile Runnable whileForcing = () -> { };

    /** Each force waits until the latch returned is counted down (10 s at most): a disk as slow as the test wants. */
    public java.util.concurrent.CountDownLatch holdForces() {
        java.util.concurrent.CountDownLatch diskMayEnd = new java.util.concurrent.CountDownLatch(1);
        whileForcing = () -> {
            try {
                diskMayEnd.await(10, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        return diskMayEnd;
    }

    public FullDiskChannel(FileChannel file) {
        this.file = file;
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        long free = room - file.position();
        if (src.remaining() <= free) {
            return file.write(src);
        }
        if (free > 0) {
            ByteBuffer part = src.slice().limit((int) free);
            file.write(part);
            src.position(src.position() + (int) free);
        }
        throw new IOException("No space left on device");
    }

    @Override
    public FileChannel truncate(long size) throws IOException {
        if (failTruncates > 0) {
            failTruncates--;
            throw new IOException("Input/output error");
        }
        file.truncate(size);
        return this;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return file.read(dst);
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        return file.read(dsts, offset, length);
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        long n = 0;
        for (int i = offset; i < offset + length; i++) {
            n += write(srcs[i]);
        }
        return n;
    }

    @Override
    public long position() throws IOException {
        return file.position();
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
        file.position(newPosition);
        return this;
    }

    @Override
    public long size() throws IOException {
        return file.size();
    }

    @Override
    public void force(boolean metaData) throws IOException {
        whileForcing.run();
        if (failForces > 0) {
            failForces--;
            throw new IOException("Input/output error");
        }
        file.force(metaData);
    }

    @Override
    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        return file.transferTo(position, count, target);
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        throw new IOException("not used by the journal");
    }

    @Override
    public int read(ByteBuffer dst, long position) throws IOException {
        return file.read(dst, position);
    }

    @Override
    public int write(ByteBuffer src, long position) throws IOException {
        throw new IOException("not used by the journal");
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        throw new IOException("not used by the journal");
    }

    @Override
    public FileLock lock(long position, long size, boolean shared) throws IOException {
        return file.lock(position, size, shared);
    }

    @Override
    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        return file.tryLock(position, size, shared);
    }

    @Override
    protected void implCloseChannel() throws IOException {
        file.close();
    }
}
