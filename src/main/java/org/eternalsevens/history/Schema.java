package org.eternalsevens.history;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The history's tables and their migrations (P373). The version is SQLite's {@code PRAGMA user_version}; each step
 * takes a file from its index to the next version, in one transaction with the version's change. A file newer
 * than this app is read as it is and never changed.
 */
final class Schema {
    private Schema() {
    }

    /** Step i takes version i to version i + 1. */
    static final List<List<String>> STEPS = List.of(
            List.of( // version 1: the games, their players and their rounds
                    "CREATE TABLE game(id INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE, played TEXT NOT NULL,"
                            + " level TEXT NOT NULL, players INTEGER NOT NULL, rounds INTEGER NOT NULL,"
                            + " moves INTEGER NOT NULL, file TEXT)",
                    "CREATE TABLE seat(game INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,"
                            + " seat INTEGER NOT NULL, colour TEXT NOT NULL, name TEXT NOT NULL, place INTEGER NOT NULL,"
                            + " hearts INTEGER NOT NULL, stars INTEGER NOT NULL, PRIMARY KEY(game, colour))",
                    "CREATE TABLE round(game INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,"
                            + " colour TEXT NOT NULL, round INTEGER NOT NULL, hearts INTEGER NOT NULL,"
                            + " stars INTEGER NOT NULL, hearts_gained INTEGER NOT NULL, stars_gained INTEGER NOT NULL,"
                            + " place INTEGER NOT NULL, left_by TEXT NOT NULL, board TEXT, board_name TEXT,"
                            + " PRIMARY KEY(game, colour, round))"),
            List.of( // version 2: the record files already read (catching up, P374) and the lists' indexes
                    "CREATE TABLE source(file TEXT PRIMARY KEY, size INTEGER NOT NULL, modified INTEGER NOT NULL,"
                            + " hash TEXT, skipped TEXT)",
                    "INSERT OR IGNORE INTO source(file, size, modified, hash) SELECT file, -1, -1, hash FROM game"
                            + " WHERE file IS NOT NULL",
                    "CREATE INDEX game_played ON game(played)",
                    "CREATE INDEX seat_name ON seat(name)"));

    static final int VERSION = STEPS.size();

    static int version(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("PRAGMA user_version")) {
            return r.next() ? r.getInt(1) : 0;
        }
    }

    /** Brings the file up to {@link #VERSION}, one step at a time; up to {@code target} (tests make older files). */
    static void migrate(Connection c, int target) throws SQLException {
        for (int v = version(c); v < target; v++) {
            boolean auto = c.getAutoCommit();
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                if (version(c) != v) { // another copy of the app took this step meanwhile
                    c.rollback();
                    continue;
                }
                for (String sql : STEPS.get(v)) {
                    s.executeUpdate(sql);
                }
                s.executeUpdate("PRAGMA user_version = " + (v + 1));
                c.commit();
            } catch (SQLException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(auto);
            }
        }
    }
}
