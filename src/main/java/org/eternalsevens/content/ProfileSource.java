package org.eternalsevens.content;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where profile files come from: a folder the table can edit (the {@code es.profiles} system property, or
 * {@code profiles/} in the working folder), else the copy packed into the jar.
 */
public final class ProfileSource {
    private final Path folder;

    private ProfileSource(Path folder) {
        this.folder = folder;
    }

    /** The folder if one is found, else the packed copy. */
    public static ProfileSource find() {
        String prop = System.getProperty("es.profiles");
        if (prop != null && Files.isDirectory(Path.of(prop))) {
            return new ProfileSource(Path.of(prop));
        }
        Path local = Path.of("profiles");
        if (Files.isRegularFile(local.resolve(ContentLoader.LEVELS))) {
            return new ProfileSource(local);
        }
        return packed();
    }

    public static ProfileSource folder(Path folder) {
        return new ProfileSource(folder);
    }

    public static ProfileSource packed() {
        return new ProfileSource(null);
    }

    /** The text of a profile file, or null if it does not exist. */
    public String read(String name) throws IOException {
        if (folder != null) {
            Path p = folder.resolve(name);
            return Files.isRegularFile(p) ? Files.readString(p, StandardCharsets.UTF_8) : null;
        }
        try (InputStream in = ProfileSource.class.getResourceAsStream("/profiles/" + name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The folder's path, or null for the copy packed into the program (words names it: P498). */
    public String describe() {
        return folder == null ? null : folder.toString();
    }
}
