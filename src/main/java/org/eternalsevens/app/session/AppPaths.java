package org.eternalsevens.app.session;

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

    /** A separate autosave folder chosen at start (P60), for the home it was chosen in; null: the usual one. */
    private static volatile Path[] separate;

    /** The autosave folder: {@code home/autosave}, or the separate one this window was started with (P60). */
    public static Path autosaveFolder() {
        Path[] s = separate;
        Path home = home();
        return s != null && s[0].equals(home) ? s[1] : home.resolve("autosave");
    }

    /** This window autosaves in {@code folder} instead of the usual one (another window holds that one). */
    static void useAutosaveFolder(Path folder) {
        separate = new Path[] {home(), folder};
    }

    /** The autosave journal of the game in progress. */
    public static Path autosave() {
        return autosaveFolder().resolve("current.jsonl");
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
