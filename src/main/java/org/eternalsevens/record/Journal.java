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

import tools.jackson.core.JsonGenerator;

/**
 * The autosave journal: JSON Lines, one entry per accepted move, undo, redo or cut, each written and forced to
 * disk before the screen changes. The first line holds the game's record with no moves. {@link JournalReader}
 * rebuilds the game from it after a crash.
 */
public final class Journal implements AutoCloseable {
    private final Path file;
    private FileChannel channel;

    private Journal(Path file, FileChannel channel) {
        this.file = file;
        this.channel = channel;
    }

    /** Starts a new journal for a game, keeping any previous one as {@code <name>.previous}. */
    public static Journal start(Path file, GameRecord record) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        if (Files.exists(file)) {
            Files.move(file, file.resolveSibling(file.getFileName() + ".previous"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        Journal j = new Journal(file, ch);
        j.write(line(g -> {
            g.writeStringProperty("t", "start");
            g.writeName("record");
            g.writeRawValue(RecordJson.write(record, false));
        }));
        return j;
    }

    /** Reopens an existing journal to go on appending, after its valid length (a torn tail is cut off). */
    public static Journal resume(Path file, long validLength) throws IOException {
        FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE);
        ch.truncate(validLength);
        ch.position(validLength);
        ch.force(true);
        return new Journal(file, ch);
    }

    public Path file() {
        return file;
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
        if (channel == null) {
            throw new IOException("the autosave journal is closed");
        }
        byte[] line = entry.getBytes(StandardCharsets.UTF_8);
        ByteBuffer buf = ByteBuffer.wrap(line);
        while (buf.hasRemaining()) {
            channel.write(buf);
        }
        channel.force(false);
    }

    @Override
    public void close() throws IOException {
        if (channel != null) {
            channel.close();
            channel = null;
        }
    }
}
