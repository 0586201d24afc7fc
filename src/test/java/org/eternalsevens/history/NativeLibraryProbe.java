package org.eternalsevens.history;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Run in a fresh JVM by {@link NativeLibraryTest}: opens the history of the home given and prints how many games it
 * holds, where the driver was told to look ({@code org.sqlite.lib.path}) and which SQLite library the process mapped.
 */
public final class NativeLibraryProbe {
    private NativeLibraryProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path home = Path.of(args[0]);
        try (History h = History.open(home).history()) {
            System.out.println("games=" + h.games(GameRow.Filter.ALL).size());
        }
        System.out.println("lib.path=" + System.getProperty("org.sqlite.lib.path"));
        Path maps = Path.of("/proc/self/maps");
        if (Files.isReadable(maps)) {
            Files.readAllLines(maps).stream().filter(l -> l.contains("sqlitejdbc")).map(l -> l.replaceAll(".* ", ""))
                    .distinct().forEach(l -> System.out.println("mapped=" + l));
        }
    }
}
