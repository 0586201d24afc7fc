package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The faster start (docs/performance.md, "Start-up"): `java -jar` runs the app in a second JVM with a class-sharing
 * archive and the C1 compiler, and only when its command line leaves those choices to the app.
 */
class FastStartTest {
    /** The start of a class-sharing archive (a dynamic archive's magic number, little-endian). */
    private static final byte[] ARCHIVE_HEAD = {(byte) 0xa8, (byte) 0xab, 0x0b, (byte) 0xf0, 1, 2, 3};

    @TempDir
    Path dir;
    private Path jar;
    private String homeBefore;

    @BeforeEach
    void home() throws IOException {
        homeBefore = System.getProperty("es.home");
        System.setProperty("es.home", dir.resolve("home").toString());
        jar = Files.write(dir.resolve("eternal-sevens.jar"), new byte[] {1, 2, 3});
    }

    @AfterEach
    void restore() {
        if (homeBefore == null) {
            System.clearProperty("es.home");
        } else {
            System.setProperty("es.home", homeBefore);
        }
    }

    private FastStart.Plan plan(String... args) {
        return FastStart.plan("/jdk/bin/java", args).orElseThrow();
    }

    @Test
    void theFirstStartRecordsTheArchiveAndTheNextMapsIt() throws IOException {
        FastStart.Plan first = plan("-Des.autostart=default", "-jar", jar.toString());
        assertThat(first.command()).startsWith("/jdk/bin/java")
                .contains("-Des.autostart=default", "-XX:ArchiveClassesAtExit=" + first.recording(), "-XX:TieredStopAtLevel=1",
                        "-Des.launched=true")
                .endsWith("-jar", jar.toAbsolutePath().toString());
        assertThat(first.recording().getParent()).isEqualTo(dir.resolve("home").resolve("cds"));

        Files.write(first.recording(), ARCHIVE_HEAD); // the second JVM wrote it as it quit
        FastStart.keepRecording(first, 0);
        assertThat(first.archive()).exists();
        assertThat(first.recording()).doesNotExist();

        FastStart.Plan next = plan("-jar", jar.toString());
        assertThat(next.recording()).isNull();
        assertThat(next.command()).contains("-XX:SharedArchiveFile=" + first.archive())
                .noneMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit"));
    }

    @Test
    void theAppsJvmGetsTheMemoryOptionsAndThePlayersOwnOptionsWin() throws IOException {
        List<String> command = plan("-Xmx300m", "-jar", jar.toString()).command();
        assertThat(command).contains("-XX:+UseSerialGC", "-Xmx160m", "-XX:MaxHeapFreeRatio=30");
        // the JVM takes the last of two -Xmx: the player's, given after the app's own
        assertThat(command.indexOf("-Xmx300m")).isGreaterThan(command.indexOf("-Xmx160m"));
        assertThat(command.subList(1, 1 + FastStart.APP_OPTIONS.size())).isEqualTo(FastStart.APP_OPTIONS);
    }

    @Test
    void aHalfWrittenRecordingIsNeverKept() throws IOException {
        FastStart.Plan first = plan("-jar", jar.toString());
        Files.write(first.recording(), new byte[] {0x12, 0x34});
        FastStart.keepRecording(first, 0);
        assertThat(first.archive()).doesNotExist();
        assertThat(first.recording()).doesNotExist();
        assertThat(plan("-jar", jar.toString()).recording()).as("the next start records again").isNotNull();
    }

    @Test
    void aRecordingOfAnAppThatDidNotQuitNormallyIsNeverKept() throws IOException {
        FastStart.Plan first = plan("-jar", jar.toString());
        Files.write(first.recording(), ARCHIVE_HEAD); // the header was written, maybe not the rest
        FastStart.keepRecording(first, 137);
        assertThat(first.archive()).doesNotExist();
        assertThat(first.recording()).doesNotExist();
    }

    @Test
    void aDamagedArchiveIsRecordedAgain() throws IOException {
        Path archive = FastStart.archive(jar);
        Files.write(archive, new byte[] {'n', 'o', 't', ' ', 'a', 'n', ' ', 'a', 'r', 'c', 'h', 'i', 'v', 'e'});
        assertThat(FastStart.isArchive(archive)).isFalse();
        assertThat(plan("-jar", jar.toString()).command()).anyMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit"));
    }

    @Test
    void archivesOfOtherBuildsAndOldLeftoversAreDeleted() throws IOException {
        Path cds = Files.createDirectories(dir.resolve("home").resolve("cds"));
        Path otherBuild = Files.write(cds.resolve("app-1-2-3.jsa"), ARCHIVE_HEAD);
        Path current = FastStart.archive(jar);
        Path oldPart = Files.write(cds.resolve(current.getFileName() + ".99.part"), ARCHIVE_HEAD);
        Files.setLastModifiedTime(oldPart, FileTime.fromMillis(System.currentTimeMillis() - 2 * 3_600_000L));
        Path freshPart = Files.write(cds.resolve(current.getFileName() + ".98.part"), ARCHIVE_HEAD);
        Path settings = Files.write(cds.resolve("notes.txt"), new byte[] {1});

        assertThat(FastStart.archive(jar)).isEqualTo(current);
        assertThat(otherBuild).doesNotExist();
        assertThat(oldPart).doesNotExist();
        assertThat(freshPart).as("another start may be recording it now").exists();
        assertThat(settings).exists();

        Files.setLastModifiedTime(jar, FileTime.fromMillis(12345));
        assertThat(FastStart.archive(jar)).as("a new build of the jar").isNotEqualTo(current);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"-XX:SharedArchiveFile=/x.jsa", "-XX:ArchiveClassesAtExit=/x.jsa", "-Xshare:off",
        "-XX:TieredStopAtLevel=4", "-agentlib:jdwp=transport=dt_socket,server=y,address=5005", "-javaagent:/a.jar"})
    void optionsThatMakeTheirOwnChoiceKeepTheAppInThisJvm(String option) {
        assertThat(FastStart.plan("/jdk/bin/java", new String[] {option, "-jar", jar.toString()})).isEmpty();
    }

    @Test
    void onlyTheAppItselfIsStartedTwice() {
        assertThat(FastStart.plan("/jdk/bin/java", new String[] {"-jar", jar.toString(), "replay", "game.json"}))
                .as("a command").isEmpty();
        assertThat(FastStart.plan("/jdk/bin/java", new String[] {"-cp", jar.toString(), "org.eternalsevens.Main"}))
                .as("not -jar").isEmpty();
        assertThat(FastStart.plan("/jdk/bin/java", null)).as("arguments unknown").isEmpty();
        assertThat(FastStart.plan(null, new String[] {"-jar", jar.toString()})).as("java unknown").isEmpty();
    }

    @Test
    void P492_statsImportOfAFolderRunsInAJvmWithTheAppsCompiler() {
        List<String> command = FastStart.importCommand("/jdk/bin/java", new String[] {"-Des.home=/h", "-Xmx300m",
            "-jar", jar.toString(), "stats", "--import", "records"}).orElseThrow();
        assertThat(command.get(0)).isEqualTo("/jdk/bin/java");
        assertThat(command).containsSubsequence(FastStart.APP_OPTIONS).containsSubsequence("-XX:+UseSerialGC",
                "-Xmx300m", AppJvm.COMPILER, "-Des.launched=true", "-jar", jar.toString(), "stats", "--import",
                "records").contains("-Des.home=/h");
        assertThat(command.subList(command.size() - 5, command.size())).containsExactly("-jar", jar.toString(),
                "stats", "--import", "records");
    }

    @Test
    void P492_everyOtherCommandAndOptionsWithTheirOwnCompilerStayInThisJvm() {
        String j = jar.toString();
        assertThat(FastStart.importCommand("/jdk/bin/java", new String[] {"-jar", j, "stats", "--json"})).isEmpty();
        assertThat(FastStart.importCommand("/jdk/bin/java", new String[] {"-jar", j, "stats", "--csv", "a.csv"}))
                .isEmpty();
        assertThat(FastStart.importCommand("/jdk/bin/java", new String[] {"-jar", j})).isEmpty();
        assertThat(FastStart.importCommand("/jdk/bin/java", new String[] {"-XX:TieredStopAtLevel=4", "-jar", j,
            "stats", "--import", "records"})).isEmpty();
        assertThat(FastStart.importCommand("/jdk/bin/java", new String[] {"-cp", j, "org.eternalsevens.Main",
            "stats", "--import", "records"})).isEmpty();
        assertThat(FastStart.importCommand("/jdk/bin/java", null)).isEmpty();
        System.setProperty("es.launched", "true");
        try {
            assertThat(FastStart.runImport(new String[] {"stats", "--import", dir.toString()})).isEmpty();
        } finally {
            System.clearProperty("es.launched");
        }
    }

    @Test
    void aJarThatCannotBeReadKeepsTheAppInThisJvm() {
        assertThat(FastStart.plan("/jdk/bin/java", new String[] {"-jar", dir.resolve("gone.jar").toString()}))
                .isEmpty();
    }

    @Test
    void theSecondJvmIsNeverStartedAgainByItself() {
        System.setProperty("es.launched", "true");
        try {
            assertThat(FastStart.runApp()).isEmpty();
        } finally {
            System.clearProperty("es.launched");
        }
        assertThat(List.of(FastStart.LAUNCHED)).containsExactly("es.launched");
    }
}
