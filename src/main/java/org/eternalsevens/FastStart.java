package org.eternalsevens;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eternalsevens.app.session.AppPaths;

/**
 * A faster start for {@code java -jar eternal-sevens.jar}: the app runs in a second JVM started with the options a
 * jar cannot ask for, an AppCDS archive of the classes the app loads ({@code -XX:SharedArchiveFile}) and only the
 * C1 compiler ({@code -XX:TieredStopAtLevel=1}), which is plenty for a table-side app and leaves the second core to
 * the app. The first start records the archive when the app quits ({@code -XX:ArchiveClassesAtExit}); each jar
 * build and each Java gets its own archive in {@code ~/.eternal-sevens/cds}, and older ones are deleted. This JVM
 * waits for the app and ends with its exit code. See docs/performance.md, "Start-up".
 *
 * <p>The app runs in this JVM instead when it was not started as {@code java [options] -jar FILE.jar}, when the
 * options already choose class sharing or the compiler, attach a debugger or agent, or when
 * {@code -Des.fastStart=false} is given; on OpenJ9; when Java cannot tell this JVM's arguments (Windows); and
 * whenever the second JVM cannot be started.
 */
final class FastStart {
    /** Set in the second JVM. */
    static final String LAUNCHED = "es.launched";
    /** The launcher's process id, given to the second JVM. */
    static final String LAUNCHER = "es.launcher";
    private static final String[] OWN_CHOICES = {"-XX:SharedArchiveFile", "-XX:ArchiveClassesAtExit", "-Xshare",
        "-XX:TieredStopAtLevel", "-XX:-TieredCompilation", "-agentlib", "-agentpath", "-javaagent", "-Xrunjdwp",
        "-Xdebug", "-XX:+AutoCreateSharedArchive"};
    /** The app JVM's collector and memory limits (docs/performance.md, "Memory"); the player's own options follow. */
    static final List<String> APP_OPTIONS = AppJvm.OPTIONS;

    private FastStart() {
    }

    /** How the second JVM starts: its command line, and where it records the archive if there is none yet. */
    record Plan(List<String> command, Path archive, Path recording) {
    }

    /** Runs the app in a second JVM and returns its exit code, or empty if this JVM should run the app itself. */
    static Optional<Integer> runApp() {
        if (Boolean.getBoolean(LAUNCHED) || !Boolean.parseBoolean(System.getProperty("es.fastStart", "true"))
                || System.getProperty("java.vm.name", "").contains("OpenJ9")) {
            return Optional.empty();
        }
        ProcessHandle.Info self = ProcessHandle.current().info();
        Optional<Plan> plan = plan(self.command().orElse(null), self.arguments().orElse(null));
        if (plan.isEmpty()) {
            return Optional.empty();
        }
        boolean measuring = Boolean.getBoolean("es.exitAfterFirstPaint");
        Process app;
        try {
            ProcessBuilder pb = new ProcessBuilder(plan.get().command()).inheritIO();
            if (measuring) {
                pb.redirectOutput(ProcessBuilder.Redirect.PIPE);
            }
            app = pb.start();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // the app starts in this JVM, as it would have without the faster start
        }
        Runtime.getRuntime().addShutdownHook(new Thread(app::destroy)); // this JVM is stopped: stop the app too
        try {
            if (measuring) {
                relayMeasurement(app);
            }
            int code = app.waitFor();
            keepRecording(plan.get(), code);
            return Optional.of(code);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of(1);
        }
    }

    /**
     * In the app's JVM: when the launcher that started it ends in any way (a kill -9 runs no shutdown hook), the app
     * ends at once too (P60). Every shown move is already on disk, and the OS frees the autosave lock. So killing
     * either JVM ends both; the launcher ends the app itself when it is stopped normally (its shutdown hook).
     */
    static void watchLauncher() {
        String pid = System.getProperty(LAUNCHER);
        if (!Boolean.getBoolean(LAUNCHED) || pid == null) {
            return;
        }
        Optional<ProcessHandle> launcher;
        try {
            launcher = ProcessHandle.of(Long.parseLong(pid));
        } catch (NumberFormatException e) {
            return;
        }
        if (launcher.isEmpty()) {
            Runtime.getRuntime().halt(1); // the launcher is gone already
        }
        launcher.get().onExit().thenRun(() -> Runtime.getRuntime().halt(1));
    }

    /**
     * The second JVM's command line: this JVM's options, the archive and compiler options, and the jar; empty if
     * this JVM's command line is not {@code java [options] -jar FILE.jar} or its options make their own choices.
     */
    static Optional<Plan> plan(String java, String[] args) {
        if (java == null || args == null) {
            return Optional.empty();
        }
        int jarAt = jarAt(args);
        if (jarAt < 0 || jarAt != args.length - 2 || !args[jarAt + 1].endsWith(".jar")) {
            return Optional.empty(); // not `java [options] -jar FILE.jar` with no command after it
        }
        Path jar = Path.of(args[jarAt + 1]).toAbsolutePath();
        Path archive;
        try {
            archive = archive(jar);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        boolean recorded = isArchive(archive);
        Path recording = recorded ? null
                : archive.resolveSibling(archive.getFileName() + "." + ProcessHandle.current().pid() + ".part");
        List<String> out = new ArrayList<>();
        out.add(java);
        out.addAll(APP_OPTIONS); // before the player's options, which win where they choose the same
        for (int i = 0; i < jarAt; i++) {
            out.add(args[i]);
        }
        out.add("-XX:+IgnoreUnrecognizedVMOptions"); // a Java without these options starts the app all the same
        out.add(recorded ? "-XX:SharedArchiveFile=" + archive : "-XX:ArchiveClassesAtExit=" + recording);
        out.add("-Xlog:cds*=off");
        out.add(AppJvm.COMPILER);
        out.add("-D" + LAUNCHED + "=true");
        out.add("-D" + LAUNCHER + "=" + ProcessHandle.current().pid()); // the app ends when this JVM does (P60)
        out.add("-jar");
        out.add(jar.toString());
        return Optional.of(new Plan(out, archive, recording));
    }

    /** Where {@code -jar} is among the JVM's arguments; -1 if it is not, or if the options make their own choices. */
    private static int jarAt(String[] args) {
        for (int i = 0; i < args.length; i++) {
            for (String own : OWN_CHOICES) {
                if (args[i].startsWith(own)) {
                    return -1;
                }
            }
            if (args[i].equals("-jar")) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code stats --import FOLDER} in a second JVM with the app's options, C1 only (P492): an import replays every
     * record, and Java's default compilers (C2 too) double its CPU on two cores. Returns its exit code, or empty if
     * this JVM should import itself (the same cases as the app's faster start, and anything but a folder).
     */
    static Optional<Integer> runImport(String[] cli) {
        if (cli.length != 3 || !cli[0].equals("stats") || !cli[1].equals("--import") || Boolean.getBoolean(LAUNCHED)
                || !Boolean.parseBoolean(System.getProperty("es.fastStart", "true"))
                || System.getProperty("java.vm.name", "").contains("OpenJ9")) {
            return Optional.empty();
        }
        ProcessHandle.Info self = ProcessHandle.current().info();
        Optional<List<String>> command = importCommand(self.command().orElse(null), self.arguments().orElse(null));
        try {
            if (command.isEmpty() || !Files.isDirectory(Path.of(cli[2]))) {
                return Optional.empty();
            }
            Process importing = new ProcessBuilder(command.get()).inheritIO().start();
            Runtime.getRuntime().addShutdownHook(new Thread(importing::destroy));
            return Optional.of(importing.waitFor());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of(1);
        }
    }

    /**
     * The importing JVM's command line (P492); empty unless this JVM's is {@code java [options] -jar FILE.jar stats
     * --import FOLDER} with options that make no choices of their own.
     */
    static Optional<List<String>> importCommand(String java, String[] args) {
        if (java == null || args == null) {
            return Optional.empty();
        }
        int jarAt = jarAt(args);
        if (jarAt < 0 || jarAt != args.length - 5 || !args[jarAt + 1].endsWith(".jar")
                || !args[jarAt + 2].equals("stats") || !args[jarAt + 3].equals("--import")) {
            return Optional.empty();
        }
        List<String> out = new ArrayList<>();
        out.add(java);
        out.addAll(APP_OPTIONS);
        out.addAll(List.of(args).subList(0, jarAt));
        out.add("-XX:+IgnoreUnrecognizedVMOptions");
        out.add(AppJvm.COMPILER);
        out.add("-D" + LAUNCHED + "=true");
        out.add("-D" + LAUNCHER + "=" + ProcessHandle.current().pid());
        out.addAll(List.of(args).subList(jarAt, args.length));
        return Optional.of(out);
    }

    /**
     * The start-up measurement (docs/performance.md): the app's first paint counts from this JVM's start, when the
     * player started the app. The app prints the wall-clock time of its first paint; this JVM, which learns its
     * own start only now that the app is on its way, prints the time since.
     */
    private static void relayMeasurement(Process app) {
        try (java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(
                app.getInputStream(), java.nio.charset.StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                // this JVM's start is looked up only now, not to take time from the app on its way to the paint
                System.out.println(line.startsWith("first-paint-at=") ? "first-paint-ms=" + (Long.parseLong(
                        line.substring(15)) - ProcessHandle.current().info().startInstant()
                        .map(java.time.Instant::toEpochMilli).orElseGet(System::currentTimeMillis)) // P495
                        : line);
            }
            System.out.flush();
        } catch (IOException | NumberFormatException e) {
            System.out.println("first-paint-ms=unknown (" + e.getMessage() + ")");
        }
    }

    /**
     * A finished recording becomes the archive, all at once: no start ever maps a half-written archive. The app
     * must have quit normally (exit code 0), so that the archive was written whole.
     */
    static void keepRecording(Plan plan, int exitCode) {
        if (plan.recording() == null) {
            return;
        }
        try {
            if (exitCode == 0 && isArchive(plan.recording())) {
                Files.move(plan.recording(), plan.archive(), StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            } else {
                Files.deleteIfExists(plan.recording());
            }
        } catch (IOException e) {
            // no archive this time: the next start records one again
        }
    }

    /** Whether the file starts as a HotSpot class-sharing archive does (static or dynamic). */
    static boolean isArchive(Path file) {
        byte[] head = new byte[4];
        try (InputStream in = Files.newInputStream(file)) {
            if (in.readNBytes(head, 0, 4) != 4) {
                return false;
            }
        } catch (IOException e) {
            return false;
        }
        int magic = (head[0] & 0xff) | (head[1] & 0xff) << 8 | (head[2] & 0xff) << 16 | (head[3] & 0xff) << 24;
        return magic == 0xf00baba2 || magic == 0xf00baba8;
    }

    /**
     * The archive for this jar build and this Java, in the app's folder. Archives of other builds, and recordings
     * left by a start that was killed an hour or more ago, are deleted.
     */
    static Path archive(Path jar) throws IOException {
        Path dir = AppPaths.home().resolve("cds");
        Files.createDirectories(dir);
        String build = Long.toHexString(Files.size(jar)) + "-" + Long.toHexString(Files.getLastModifiedTime(jar)
                .toMillis()) + "-" + Integer.toHexString((System.getProperty("java.home") + File.pathSeparator
                + System.getProperty("java.vm.version")).hashCode() & 0x7fffffff);
        Path archive = dir.resolve("app-" + build + ".jsa");
        long hourAgo = System.currentTimeMillis() - 3_600_000L;
        try (DirectoryStream<Path> old = Files.newDirectoryStream(dir, "app-*.jsa*")) {
            for (Path p : old) {
                boolean otherBuild = !p.getFileName().toString().startsWith(archive.getFileName().toString());
                boolean leftOver = p.getFileName().toString().endsWith(".part")
                        && Files.getLastModifiedTime(p).toMillis() < hourAgo;
                if (otherBuild || leftOver) {
                    Files.deleteIfExists(p);
                }
            }
        }
        return archive;
    }
}
