package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * SQLite's native library kept in the app's home (P490, P491): real files in temporary folders, and fresh JVMs where
 * the driver's loading itself is what is checked.
 */
class NativeLibraryTest {
    @TempDir
    Path home;

    private static byte[] fromTheJar() throws IOException {
        String res = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(res)) {
            return in.readAllBytes();
        }
    }

    private Properties note() throws IOException {
        Properties p = new Properties();
        try (var r = Files.newBufferedReader(home.resolve("native").resolve(NativeLibrary.NOTE))) {
            p.load(r);
        }
        return p;
    }

    @Test
    void P490_theLibraryIsKeptOnceAsInTheJarAndFoundByItsNoteNextTime() throws Exception {
        Path lib = NativeLibrary.keep(home.resolve("native")).orElseThrow();
        assertThat(lib).startsWith(home.resolve("native"));
        assertThat(Files.readAllBytes(lib)).isEqualTo(fromTheJar());
        assertThat(note().getProperty("folder")).isEqualTo(lib.getParent().getFileName().toString());
        FileTime written = Files.getLastModifiedTime(lib);
        Files.setLastModifiedTime(lib, FileTime.fromMillis(written.toMillis() - 60_000));
        assertThat(NativeLibrary.keep(home.resolve("native"))).contains(lib);
        assertThat(Files.getLastModifiedTime(lib).toMillis()).isEqualTo(written.toMillis() - 60_000); // not rewritten
    }

    @Test
    void P490_aDamagedKeptCopyIsReplaced() throws Exception {
        Path lib = NativeLibrary.keep(home.resolve("native")).orElseThrow();
        byte[] damaged = Files.readAllBytes(lib);
        for (int i = 1000; i < 1100; i++) {
            damaged[i] ^= 0x5a; // the same size: only the CRC-32 tells
        }
        Files.write(lib, damaged);
        assertThat(NativeLibrary.keep(home.resolve("native"))).contains(lib);
        assertThat(Files.readAllBytes(lib)).isEqualTo(fromTheJar());
        Files.write(lib, new byte[] {1, 2, 3}); // half written
        assertThat(NativeLibrary.keep(home.resolve("native"))).contains(lib);
        assertThat(Files.readAllBytes(lib)).isEqualTo(fromTheJar());
    }

    @Test
    void P490_aNoteForAnotherJarOrSystemIsNotTrusted() throws Exception {
        Path nativeDir = home.resolve("native");
        Path lib = NativeLibrary.keep(nativeDir).orElseThrow();
        Path other = Files.createDirectories(nativeDir.resolve("other"));
        Files.write(other.resolve(lib.getFileName()), new byte[] {7});
        Properties p = note();
        p.setProperty("source", "another jar|1/2|Plan 9|mips");
        p.setProperty("folder", "other");
        p.setProperty("size", "1");
        p.setProperty("crc", Long.toString(crc(new byte[] {7})));
        try (var w = Files.newBufferedWriter(nativeDir.resolve(NativeLibrary.NOTE))) {
            p.store(w, null);
        }
        assertThat(NativeLibrary.keep(nativeDir)).contains(lib);
        assertThat(note().getProperty("folder")).isEqualTo(lib.getParent().getFileName().toString());
    }

    private static long crc(byte[] b) {
        java.util.zip.CRC32 c = new java.util.zip.CRC32();
        c.update(b);
        return c.getValue();
    }

    @Test
    void P491_aHomeWhereNothingCanBeWrittenKeepsNothing() throws Exception {
        Files.writeString(home.resolve("native"), "a file where the folder would be");
        assertThat(NativeLibrary.keep(home.resolve("native"))).isEqualTo(Optional.empty());
    }

    /** A fresh JVM opening the history of {@code home}; its output, with the classes it loaded. */
    private List<String> freshJvm() throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-verbose:class", "-cp", cp,
                NativeLibraryProbe.class.getName(), home.toString()).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        List<String> lines = new ArrayList<>(List.of(new String(out, StandardCharsets.UTF_8).split("\n")));
        assertThat(p.exitValue()).as(String.join("\n", lines)).isZero();
        return lines;
    }

    @Test
    void P490_aFreshJvmLoadsTheKeptCopyWithoutAskingTheDriverWhichSystemThisIs() throws Exception {
        List<String> first = freshJvm();
        assertThat(first).contains("games=0");
        Path lib = NativeLibrary.keep(home.resolve("native")).orElseThrow();
        List<String> second = freshJvm();
        assertThat(second).contains("games=0", "lib.path=" + lib.getParent());
        if (Files.isReadable(Path.of("/proc/self/maps"))) {
            assertThat(second).contains("mapped=" + lib);
        }
        assertThat(second).noneMatch(l -> l.contains("org.sqlite.util.OSInfo"));
        assertThat(first).anyMatch(l -> l.contains("org.sqlite.util.OSInfo")); // so that the check can fail
    }

    @Test
    void P491_aHomeWhereTheLibraryCannotBeKeptStillOpensTheHistory() throws Exception {
        Files.writeString(home.resolve("native"), "a file where the folder would be");
        assertThat(History.finished(home, SimRecords.game(1), HistoryReliabilityTest.T)).isNull();
        List<String> out = freshJvm();
        assertThat(out).contains("games=1", "lib.path=null");
        if (Files.isReadable(Path.of("/proc/self/maps"))) {
            assertThat(out).anyMatch(l -> l.startsWith("mapped=") && !l.contains(home.toString()));
        }
    }
}
