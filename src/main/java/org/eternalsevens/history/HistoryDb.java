package org.eternalsevens.history;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import org.sqlite.SQLiteConfig;

/**
 * Opens {@code history.db} (P373, P375): SQLite through the xerial driver, writes in IMMEDIATE transactions that wait
 * their turn ({@code busy_timeout}: two copies of the app both read, one writes at a time), the write-ahead log so
 * that readers never wait for a writer. A file SQLite finds damaged (not a database, or failing its quick check) is
 * moved aside under a new name, never over another file, and a new one is made.
 */
final class HistoryDb {
    static final String FILE = "history.db";
    /** How long a write waits for another copy of the app (P375). */
    static final int BUSY_MILLIS = 5_000;
    private static final int CORRUPT = 11;
    private static final int NOT_A_DATABASE = 26;

    private HistoryDb() {
    }

    /** A connection to the file, brought up to the schema's version. */
    static Connection open(Path file, int busyMillis) throws SQLException {
        NativeLibrary.prepare(file.toAbsolutePath().getParent());
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(busyMillis);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        config.enforceForeignKeys(true);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        Connection c = config.createConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try {
            checked(c);
            if (Schema.version(c) < Schema.VERSION) {
                walMode(c);
                Schema.migrate(c, Schema.VERSION);
            }
            return c;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /** The driver, its native library and a first connection, in memory: {@code history.db} is not touched. */
    static void warm(Path home) throws SQLException {
        NativeLibrary.prepare(home.toAbsolutePath());
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(BUSY_MILLIS);
        try (Connection c = config.createConnection("jdbc:sqlite::memory:");
             Statement s = c.createStatement(); ResultSet r = s.executeQuery("PRAGMA quick_check")) {
            r.next();
        }
    }

    /** The write-ahead log: a reader never waits for a writer (set once; the file keeps it). */
    private static void walMode(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("PRAGMA journal_mode = WAL")) {
            r.next();
        }
    }

    /** Fails with SQLite's "corrupt" code when the file is not sound (P375). */
    private static void checked(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("PRAGMA quick_check")) {
            String first = r.next() ? r.getString(1) : "ok";
            if (!"ok".equals(first)) {
                throw new SQLException("quick_check: " + first, "HY000", CORRUPT);
            }
        }
    }

    /** Whether SQLite said the file is damaged or no database at all. */
    static boolean damaged(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s) {
                int code = s.getErrorCode() & 0xff;
                if (code == CORRUPT || code == NOT_A_DATABASE) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Moves the damaged file (and its write-ahead log) aside as {@code history.damaged-<when>[-n].db}, never over
     * another file; returns the new name.
     */
    static Path moveAside(Path file) throws IOException {
        String when = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path dir = file.toAbsolutePath().getParent();
        for (int n = 1; ; n++) {
            Path aside = dir.resolve("history.damaged-" + when + (n == 1 ? "" : "-" + n) + ".db");
            try {
                Files.createFile(aside); // claims the name: another copy of the app cannot take it too
            } catch (FileAlreadyExistsException taken) {
                continue;
            }
            Files.move(file, aside, java.nio.file.StandardCopyOption.REPLACE_EXISTING); // over the empty claim only
            for (String part : new String[] {"-wal", "-shm"}) {
                Path side = dir.resolve(file.getFileName() + part);
                if (Files.exists(side)) {
                    Files.move(side, dir.resolve(aside.getFileName() + part));
                }
            }
            return aside;
        }
    }
}
