package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eternalsevens.app.DisplayRequired;
import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;

/**
 * The history costs nothing until it is used (issue 27, P378): the built jar, started to its first painted game
 * window with {@code -verbose:class}, loads no class of SQLite's driver, of {@code java.sql} or of the history room;
 * {@code stats} does load them (so the check can fail). Runs after {@code package}; the window needs a display.
 */
class HistoryStartupIT {
    private static final Path JAR = Path.of("target", "eternal-sevens.jar");

    @TempDir
    Path home;

    /** Runs java with -verbose:class in {@code home}; the output once it quit with 0. */
    static String run(Path home, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-verbose:class", "-Des.home=" + home, "-Des.fastStart=false"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(home, "out", ".txt");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("the app quit").isTrue();
        String text = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(text.lines().filter(l -> !l.startsWith("[")).toList().toString()).isZero();
        return text;
    }

    static List<String> loaded(String text, String prefix) {
        return text.lines().filter(l -> l.contains("[class,load] " + prefix)).toList();
    }

    @Test
    void P378_theFirstPaintLoadsNothingOfTheHistory() throws Exception {
        DisplayRequired.check("the start-up class check");
        String text = run(home, "-Des.autostart=default", "-Des.exitAfterFirstPaint=true", "-jar", JAR.toString());
        assertThat(text).contains("first-paint-ms=");
        assertThat(loaded(text, "org.sqlite.")).isEmpty();
        assertThat(loaded(text, "java.sql.")).isEmpty();
        assertThat(loaded(text, "org.eternalsevens.history.")).isEmpty();
        assertThat(loaded(text, "org.eternalsevens.app.history.")).as("the History window (P400)").isEmpty();
    }

    @Test
    void P424_aHomeWithAHistoryStartsWithoutOpeningIt() throws Exception {
        DisplayRequired.check("the start-up class check");
        for (long seed = 1; seed <= 3; seed++) { // a history.db and records/ in the home, as after a few games
            assertThat(History.finished(home, SimRecords.game(seed), Instant.parse("2026-11-01T18:00:00Z")
                    .plusSeconds(seed))).isNull();
        }
        long before = Files.getLastModifiedTime(History.file(home)).toMillis();
        String text = run(home, "-Des.autostart=default", "-Des.exitAfterFirstPaint=true", "-jar", JAR.toString());
        assertThat(text).contains("first-paint-ms=");
        assertThat(loaded(text, "org.sqlite.")).isEmpty();
        assertThat(loaded(text, "org.eternalsevens.history.")).isEmpty();
        assertThat(Files.getLastModifiedTime(History.file(home)).toMillis()).isEqualTo(before);
    }

    @Test
    void P378_statsDoesLoadTheDriver() throws Exception {
        String text = run(home, "-jar", JAR.toString(), "stats", "--json");
        assertThat(loaded(text, "org.sqlite.")).isNotEmpty();
        assertThat(loaded(text, "org.eternalsevens.history.History ")).hasSize(1);
    }
}
