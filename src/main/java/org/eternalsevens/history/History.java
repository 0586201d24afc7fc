package org.eternalsevens.history;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

import org.eternalsevens.record.GameRecord;

/**
 * The table's history (issue 27): {@code history.db} in the app's home, an index over the game records in
 * {@code records/}, which stay the truth (P370). Nothing of it, SQLite included, is loaded until it is used (P378).
 * Opening enters the records not entered yet (P374); a damaged file is moved aside and rebuilt from the records, and
 * {@link Opened#notice} says so, once (P375). The home is handed in: the history knows nothing of the app.
 */
public final class History implements AutoCloseable {
    private final Connection connection;
    private final Path records;

    private History(Connection connection, Path records) {
        this.connection = connection;
        this.records = records;
    }

    /** An opened history; {@code notice}: what the players must be told once (a repair), else null. */
    public record Opened(History history, String notice, ImportReport caughtUp) {
    }

    public static Path file(Path home) {
        return home.resolve(HistoryDb.FILE);
    }

    public static Path records(Path home) {
        return home.resolve("records");
    }

    public static Opened open(Path home) throws HistoryException {
        return open(home, HistoryDb.BUSY_MILLIS);
    }

    /** Opens the history of {@code home}, waiting up to {@code busyMillis} for another copy's write. */
    public static Opened open(Path home, int busyMillis) throws HistoryException {
        return open(home, busyMillis, true);
    }

    /**
     * Opens the history of {@code home} to read it at once (the History window, P530): records/ is caught up with
     * later ({@link #enterLate}), unless the file was damaged and is rebuilt now; then {@code caughtUp} is null.
     */
    public static Opened openToRead(Path home) throws HistoryException {
        return open(home, HistoryDb.BUSY_MILLIS, false);
    }

    /**
     * Loads SQLite's driver and its native library without opening {@code history.db} (P531): a later first
     * opening then skips that part. Throws what the driver throws; the caller says nothing of it to the players.
     */
    public static void warmDriver(Path home) throws SQLException {
        HistoryDb.warm(home);
    }

    private static Opened open(Path home, int busyMillis, boolean catchUp) throws HistoryException {
        Path file = file(home);
        String notice = null;
        Connection c;
        try {
            Files.createDirectories(home);
            try {
                c = HistoryDb.open(file, busyMillis);
            } catch (SQLException e) {
                if (!HistoryDb.damaged(e)) {
                    throw e;
                }
                Path aside = HistoryDb.moveAside(file);
                c = HistoryDb.open(file, busyMillis);
                notice = aside.getFileName().toString();
            }
        } catch (SQLException | IOException e) {
            throw new HistoryException(HistoryWords.of("cannot_open", file, Importer.why(e)), e);
        }
        History h = new History(c, records(home));
        if (!catchUp && notice == null) {
            return new Opened(h, null, null);
        }
        ImportReport caught = h.enterLate();
        if (notice != null) {
            notice = HistoryWords.of("repaired", notice, caught.entered());
        }
        return new Opened(h, notice, caught);
    }

    /**
     * A game just finished (P374): its record is kept in records/ first, then the history enters it with anything
     * not entered before. Never throws: what went wrong comes back in plain words (null: all is well), and a game
     * that could not be entered now is entered the next time the history is used.
     */
    public static String finished(Path home, GameRecord record, Instant when) {
        return finished(home, record, when, HistoryDb.BUSY_MILLIS);
    }

    static String finished(Path home, GameRecord record, Instant when, int busyMillis) {
        try {
            Records.keep(records(home), record, when);
        } catch (IOException | RuntimeException e) {
            return HistoryWords.of("not_kept", records(home), Importer.why(e));
        }
        Opened o;
        try {
            o = open(home, busyMillis);
        } catch (HistoryException e) {
            return HistoryWords.of("not_entered", e.getMessage());
        }
        o.history().close();
        String late = o.caughtUp().notEntered();
        return o.notice() == null ? late : late == null ? o.notice() : o.notice() + " " + late;
    }

    /** Enters the records of records/ not entered yet (new, changed, or left over when the history was busy). */
    public ImportReport catchUp() throws IOException {
        return Importer.catchUp(connection, records);
    }

    /** {@link #catchUp}, never throwing: records/ that cannot be read comes back as {@code notEntered} (P374). */
    public ImportReport enterLate() {
        try {
            return catchUp();
        } catch (IOException e) {
            return new ImportReport(0, 0, List.of(), HistoryWords.of("not_entered", Importer.why(e)));
        }
    }

    /** Enters a folder of record files; each game entered is kept in records/ as well. */
    public ImportReport importFolder(Path folder) throws IOException {
        return Importer.folder(connection, folder, records);
    }

    /** The past games, newest first. */
    public List<GameRow> games(GameRow.Filter filter) throws HistoryException {
        try {
            return Listing.games(connection, filter);
        } catch (SQLException e) {
            throw new HistoryException(HistoryWords.of("cannot_read", Importer.why(e)), e);
        }
    }

    /** The players' names in the history, each once, alphabetically (a filter's choices). */
    public List<String> players() throws HistoryException {
        try {
            return Listing.players(connection);
        } catch (SQLException e) {
            throw new HistoryException(HistoryWords.of("cannot_read", Importer.why(e)), e);
        }
    }

    /** The statistics; {@code player} null: of everyone, else of the games that player played. */
    public Stats stats(String player) throws HistoryException {
        try {
            return Statistics.of(connection, player);
        } catch (SQLException e) {
            throw new HistoryException(HistoryWords.of("cannot_read", Importer.why(e)), e);
        }
    }

    /** Each player's final places, for the places chart (P411); {@code player} as {@link #stats}. */
    public List<Places.Line> places(String player) throws HistoryException {
        try {
            return Places.of(connection, player);
        } catch (SQLException e) {
            throw new HistoryException(HistoryWords.of("cannot_read", Importer.why(e)), e);
        }
    }

    /** Writes the CSV, one row per player per game; returns how many rows. */
    public int csv(Writer out) throws HistoryException, IOException {
        try {
            return Listing.csv(connection, out);
        } catch (SQLException e) {
            throw new HistoryException(HistoryWords.of("cannot_read", Importer.why(e)), e);
        }
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // nothing is left to write: every game was entered in its own committed transaction
        }
    }
}
