package org.eternalsevens.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the app keeps its own files: settings, the autosave journal and saved records. */
public final class AppPaths {
    private AppPaths() {
    }

    /** The app's folder: the {@code es.home} system property, else {@code ~/.eternal-sevens}. */
    public static Path home() {
        String prop = System.getProperty("es.home");
        if (prop != null && !prop.isBlank()) {
            return Path.of(prop);
        }
        return Path.of(System.getProperty("user.home"), ".eternal-sevens");
    }

    /** The autosave journal of the game in progress. */
    public static Path autosave() {
        return home().resolve("autosave").resolve("current.jsonl");
    }

    /** Light or dark, scale and the last new-game choices. */
    public static Path settings() {
        return home().resolve("settings.properties");
    }

    /** The default folder for saved game records, created on demand (if that fails, the file dialog says so). */
    public static Path records() {
        Path dir = home().resolve("records");
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            // the save dialog reports an unwritable folder in plain words
        }
        return dir;
    }
}
