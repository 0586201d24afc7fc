package org.eternalsevens.history;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.Writer;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.CodeSource;
import java.util.Optional;
import java.util.Properties;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * SQLite's native library, kept in the app's home (P378, P490): on every start the driver would copy it out of the jar
 * to the temporary folder and compare it there byte by byte. It is copied once to
 * {@code home/native/sqlite-jdbc-<version>-<os>-<arch>-<crc>/}, written atomically and checked by its size and CRC-32,
 * and the driver told where it is ({@code org.sqlite.lib.path}). A note beside it ({@code native/kept.properties})
 * says for which driver jar, system and processor it was kept, so that later starts find it without asking the
 * driver which system this is (P490). A damaged copy is replaced; if nothing can be written (P491), the driver does as
 * it always does.
 */
final class NativeLibrary {
    static final String NOTE = "kept.properties";
    private static boolean prepared;

    private NativeLibrary() {
    }

    static synchronized void prepare(Path home) {
        if (prepared || System.getProperty("org.sqlite.lib.path") != null) {
            return;
        }
        prepared = true;
        keep(home.resolve("native")).ifPresent(lib -> {
            System.setProperty("org.sqlite.lib.path", lib.getParent().toString());
            System.setProperty("org.sqlite.lib.name", lib.getFileName().toString());
            if (System.getProperty("org.sqlite.tmpdir") == null) {
                // the driver's clean-up lists this small folder instead of the whole temporary folder (P490)
                System.setProperty("org.sqlite.tmpdir", lib.getParent().toString());
            }
        });
    }

    /** The kept library in {@code nativeDir}, copied or replaced first if need be; empty if that cannot be done. */
    static Optional<Path> keep(Path nativeDir) {
        try {
            String source = source();
            Optional<Path> kept = noted(nativeDir, source);
            return kept.isPresent() ? kept : copied(nativeDir, source);
        } catch (IOException | RuntimeException | LinkageError e) {
            return Optional.empty(); // the driver copies it to the temporary folder itself
        }
    }

    /** The driver's jar (path, size, time), the system and the processor: what the kept copy is for. */
    private static String source() throws IOException {
        CodeSource code = SQLiteConfig.class.getProtectionDomain().getCodeSource();
        String jar = code == null || code.getLocation() == null ? "?" : code.getLocation().toString();
        String stamp = "";
        if (jar.startsWith("file:")) {
            Path p = Path.of(java.net.URI.create(jar));
            stamp = Files.isRegularFile(p) ? Files.size(p) + "/" + Files.getLastModifiedTime(p).toMillis() : "";
        }
        return jar + "|" + stamp + "|" + System.getProperty("os.name") + "|" + System.getProperty("os.arch");
    }

    /** The copy the note names, if it is for this source and sound (its size and CRC-32 as noted). */
    private static Optional<Path> noted(Path nativeDir, String source) throws IOException {
        Path note = nativeDir.resolve(NOTE);
        if (!Files.isRegularFile(note)) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(note)) {
            p.load(r);
        }
        String folder = p.getProperty("folder");
        String name = p.getProperty("name");
        if (!source.equals(p.getProperty("source")) || folder == null || name == null
                || folder.contains("/") || folder.contains("\\") || folder.startsWith(".")) {
            return Optional.empty();
        }
        Path lib = nativeDir.resolve(folder).resolve(name);
        return sound(lib, Long.parseLong(p.getProperty("size", "-1")), Long.parseLong(p.getProperty("crc", "-1")))
                ? Optional.of(lib) : Optional.empty();
    }

    /** Asks the driver which library this system needs, copies it from the jar if the kept one is not it, notes it. */
    private static Optional<Path> copied(Path nativeDir, String source) throws IOException {
        String folder = LibraryLoaderUtil.getNativeLibResourcePath();
        String name = LibraryLoaderUtil.getNativeLibName();
        URL url = SQLiteJDBCLoader.class.getResource(folder + "/" + name);
        if (url == null) {
            return Optional.empty();
        }
        URLConnection conn = url.openConnection();
        long size = conn.getContentLengthLong();
        long crc = conn instanceof JarURLConnection jar && jar.getJarEntry() != null ? jar.getJarEntry().getCrc() : -1;
        if (crc < 0) {
            try (CheckedInputStream in = new CheckedInputStream(conn.getInputStream(), new CRC32())) {
                in.transferTo(java.io.OutputStream.nullOutputStream());
                crc = in.getChecksum().getValue();
            }
            conn = url.openConnection();
        }
        String kept = "sqlite-jdbc-" + SQLiteJDBCLoader.getVersion()
                + folder.replace("/org/sqlite/native", "").replace('/', '-') + "-" + Long.toHexString(crc);
        Path dir = nativeDir.resolve(kept);
        Path lib = dir.resolve(name);
        if (!sound(lib, size, crc)) {
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".lib", ".tmp");
            try (CheckedInputStream in = new CheckedInputStream(conn.getInputStream(), new CRC32())) {
                Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
                if (in.getChecksum().getValue() != crc || Files.size(tmp) != size) {
                    return Optional.empty();
                }
                move(tmp, lib);
            } finally {
                Files.deleteIfExists(tmp);
            }
        }
        note(nativeDir, source, kept, name, size, crc);
        return Optional.of(lib);
    }

    /** Whether the file is there with this size and CRC-32 (a damaged or half-written copy is not). */
    static boolean sound(Path lib, long size, long crc) throws IOException {
        if (!Files.isRegularFile(lib) || Files.size(lib) != size) {
            return false;
        }
        CRC32 sum = new CRC32();
        try (InputStream in = Files.newInputStream(lib)) {
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                sum.update(buf, 0, n);
            }
        }
        return sum.getValue() == crc;
    }

    private static void note(Path nativeDir, String source, String folder, String name, long size, long crc) {
        Properties p = new Properties();
        p.setProperty("source", source);
        p.setProperty("folder", folder);
        p.setProperty("name", name);
        p.setProperty("size", Long.toString(size));
        p.setProperty("crc", Long.toString(crc));
        try {
            Path tmp = Files.createTempFile(nativeDir, ".note", ".tmp");
            try {
                try (Writer w = Files.newBufferedWriter(tmp)) {
                    p.store(w, "SQLite's native library kept for the history (P490)");
                }
                move(tmp, nativeDir.resolve(NOTE));
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            // the copy is good all the same; the next start asks the driver again
        }
    }

    private static void move(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
