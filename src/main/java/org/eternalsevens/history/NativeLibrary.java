package org.eternalsevens.history;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * SQLite's native library, kept in the app's home (P378): on every start the driver would copy it out of the jar to
 * the temporary folder and compare it there byte by byte, which took most of the history's first opening
 * (docs/performance.md). It is copied once to {@code home/native/sqlite-jdbc-<version>/} instead and the driver told
 * where it is ({@code org.sqlite.lib.path}). If that cannot be done, the driver does as it always does.
 */
final class NativeLibrary {
    private static boolean prepared;

    private NativeLibrary() {
    }

    static synchronized void prepare(Path home) {
        if (prepared || System.getProperty("org.sqlite.lib.path") != null) {
            return;
        }
        prepared = true;
        try {
            String folder = LibraryLoaderUtil.getNativeLibResourcePath();
            String name = LibraryLoaderUtil.getNativeLibName();
            URL url = SQLiteJDBCLoader.class.getResource(folder + "/" + name);
            if (url == null) {
                return;
            }
            URLConnection conn = url.openConnection();
            long size = conn.getContentLengthLong();
            Path dir = home.resolve("native").resolve("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion()
                    + folder.replace("/org/sqlite/native", "").replace('/', '-'));
            Path lib = dir.resolve(name);
            if (!Files.isRegularFile(lib) || Files.size(lib) != size) {
                Files.createDirectories(dir);
                Path tmp = Files.createTempFile(dir, ".lib", ".tmp");
                try (InputStream in = conn.getInputStream()) {
                    Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
                    move(tmp, lib);
                } finally {
                    Files.deleteIfExists(tmp);
                }
            }
            System.setProperty("org.sqlite.lib.path", dir.toString());
            System.setProperty("org.sqlite.lib.name", name);
        } catch (IOException | RuntimeException e) {
            // the driver copies it to the temporary folder itself
        }
    }

    private static void move(Path tmp, Path lib) throws IOException {
        try {
            Files.move(tmp, lib, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, lib, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
