package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eternalsevens.app.DisplayRequired;

/**
 * The faster start end to end, with the built jar, as a player starts it: {@code java -jar eternal-sevens.jar}. The
 * first start records the class-sharing archive as the app quits; the next start maps it. Runs after
 * {@code package} (Maven's failsafe plugin) and needs a display, like the GUI tests.
 */
class FastStartIT {
    private static final Path JAR = Path.of("target", "eternal-sevens.jar");

    @TempDir
    Path home;

    @BeforeAll
    static void needDisplay() {
        DisplayRequired.check("the start-up tests");
    }

    private record Run(int code, String out, String err) {
        String line(String prefix) {
            return out.lines().filter(l -> l.startsWith(prefix)).findFirst().orElse("(no " + prefix + " line)");
        }
    }

    private Run start(boolean display, String... options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Des.home=" + home);
        command.addAll(List.of(options));
        command.add("-jar");
        command.add(JAR.toString());
        ProcessBuilder pb = new ProcessBuilder(command);
        if (!display) {
            pb.environment().remove("DISPLAY");
        }
        Path out = Files.createTempFile(home, "out", ".txt");
        Path err = Files.createTempFile(home, "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the app quit").isTrue();
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private List<Path> archives() throws IOException {
        Path cds = home.resolve("cds");
        if (!Files.isDirectory(cds)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(cds)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jsa")).toList();
        }
    }

    @Test
    void theFirstStartRecordsTheArchiveAndTheNextStartMapsIt() throws Exception {
        Run first = start(true, "-Des.autostart=default", "-Des.exitAfterFirstPaint=true");
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.line("first-paint-ms=")).matches("first-paint-ms=\\d+");
        assertThat(first.line("first-paint-jvm:")).isEqualTo("first-paint-jvm: second, archive recording");
        assertThat(archives()).hasSize(1).allMatch(FastStart::isArchive);

        Run next = start(true, "-Des.autostart=default", "-Des.exitAfterFirstPaint=true");
        assertThat(next.code()).as(next.err()).isZero();
        assertThat(next.line("first-paint-ms=")).matches("first-paint-ms=\\d+");
        assertThat(next.line("first-paint-jvm:")).isEqualTo("first-paint-jvm: second, archive mapped");
        assertThat(next.out() + next.err()).doesNotContainIgnoringCase("warning").doesNotContain("[cds");
    }

    @Test
    void withoutTheFasterStartTheAppRunsInTheJvmThatWasStarted() throws Exception {
        Run run = start(true, "-Des.fastStart=false", "-Des.autostart=default", "-Des.exitAfterFirstPaint=true");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.line("first-paint-jvm:")).isEqualTo("first-paint-jvm: first, archive none");
        assertThat(archives()).isEmpty();
    }

    @Test
    void theAppsExitCodeAndMessagesReachThePlayer() throws Exception {
        Run run = start(false);
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("The app needs a display").doesNotContain("Exception");
    }

    private final List<ProcessHandle> started = new ArrayList<>();

    @org.junit.jupiter.api.AfterEach
    void stopWhatWasStarted() {
        started.forEach(ProcessHandle::destroyForcibly);
    }

    /** Starts the app with the faster start and waits for the launcher's child, the app's JVM, to show a game. */
    private Process startBoth() throws Exception {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Des.home=" + home, "-Des.autostart=default", "-Des.crashDriver=true", "-jar", JAR.toString());
        Process launcher = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(
                launcher.getInputStream(), StandardCharsets.UTF_8));
        started.add(launcher.toHandle());
        // read off this thread: a guard against an app that never shows its game, not a measure of speed
        java.util.concurrent.CompletableFuture<String> shown = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                String line = out.readLine();
                while (line != null && !line.startsWith("shown ")) {
                    line = out.readLine();
                }
                return line;
            } catch (IOException e) {
                return null;
            }
        });
        String line = shown.get(120, TimeUnit.SECONDS);
        assertThat(line).as("the app showed its game").startsWith("shown 0");
        launcher.children().forEach(started::add);
        List<ProcessHandle> children = launcher.children().toList();
        assertThat(children).as("the app runs in the launcher's child").hasSize(1);
        return launcher;
    }

    @Test
    void p60_killing_the_launcher_with_sigkill_ends_the_app_too() throws Exception {
        Process launcher = startBoth();
        ProcessHandle app = launcher.children().findFirst().orElseThrow();
        launcher.destroyForcibly().waitFor(); // SIGKILL: no shutdown hook runs in the launcher
        boolean ended = app.onExit().handle((p, e) -> true).get(60, TimeUnit.SECONDS);
        assertThat(ended).isTrue();
        assertThat(app.isAlive()).as("the app JVM outlived its killed launcher").isFalse();
    }

    @Test
    void p60_killing_the_app_ends_the_launcher() throws Exception {
        Process launcher = startBoth();
        ProcessHandle app = launcher.children().findFirst().orElseThrow();
        assertThat(app.destroyForcibly()).isTrue();
        assertThat(launcher.waitFor(60, TimeUnit.SECONDS)).as("the launcher ended with its app").isTrue();
    }
}
