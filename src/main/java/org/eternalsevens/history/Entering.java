package org.eternalsevens.history;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Enters a game's facts, all in one transaction (P374): a game is in the history whole, or not at all. */
final class Entering {
    private Entering() {
    }

    /**
     * Enters the game unless a game of the same content is in already (P371), and notes its file as read (size and
     * time: catching up reads it no more). True if it was entered now.
     */
    static boolean enter(Connection c, GameFacts g, long size, long modified) throws SQLException {
        return inTransaction(c, () -> {
            boolean entered = insertGame(c, g);
            if (g.file() != null) {
                source(c, g.file(), size, modified, g.hash(), null);
            }
            return entered;
        });
    }

    /** Notes a file of records/ that is no game for the history, with why (it is not read again until it changes). */
    static void skipped(Connection c, String file, long size, long modified, String reason) throws SQLException {
        inTransaction(c, () -> {
            source(c, file, size, modified, null, reason);
            return true;
        });
    }

    static boolean has(Connection c, String hash) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT 1 FROM game WHERE hash = ?")) {
            p.setString(1, hash);
            try (ResultSet r = p.executeQuery()) {
                return r.next();
            }
        }
    }

    private interface Work {
        boolean run() throws SQLException;
    }

    private static boolean inTransaction(Connection c, Work w) throws SQLException {
        c.setAutoCommit(false);
        try {
            boolean out = w.run();
            c.commit();
            return out;
        } catch (SQLException | RuntimeException e) {
            try {
                c.rollback();
            } catch (SQLException again) {
                e.addSuppressed(again);
            }
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    private static boolean insertGame(Connection c, GameFacts g) throws SQLException {
        long id;
        try (PreparedStatement p = c.prepareStatement("INSERT OR IGNORE INTO game(hash, played, level, players, rounds,"
                + " moves, file) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            p.setString(1, g.hash());
            p.setString(2, g.played().toString());
            p.setString(3, g.level());
            p.setInt(4, g.seats().size());
            p.setInt(5, g.roundCount());
            p.setInt(6, g.moves());
            p.setString(7, g.file());
            if (p.executeUpdate() == 0) {
                return false; // the same content is in already
            }
        }
        try (PreparedStatement p = c.prepareStatement("SELECT last_insert_rowid()"); ResultSet r = p.executeQuery()) {
            r.next();
            id = r.getLong(1);
        }
        try (PreparedStatement p = c.prepareStatement("INSERT INTO seat(game, seat, colour, name, place, hearts, stars)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            for (GameFacts.Seat s : g.seats()) {
                p.setLong(1, id);
                p.setInt(2, s.seat());
                p.setString(3, s.colour());
                p.setString(4, s.name());
                p.setInt(5, s.place());
                p.setInt(6, s.hearts());
                p.setInt(7, s.stars());
                p.addBatch();
            }
            p.executeBatch();
        }
        try (PreparedStatement p = c.prepareStatement("INSERT INTO round(game, colour, round, hearts, stars,"
                + " hearts_gained, stars_gained, place, left_by, board, board_name)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (GameFacts.RoundLine l : g.rounds()) {
                p.setLong(1, id);
                p.setString(2, l.colour());
                p.setInt(3, l.round());
                p.setInt(4, l.hearts());
                p.setInt(5, l.stars());
                p.setInt(6, l.heartsGained());
                p.setInt(7, l.starsGained());
                p.setInt(8, l.place());
                p.setString(9, l.left().id());
                p.setString(10, l.board());
                p.setString(11, l.boardName());
                p.addBatch();
            }
            p.executeBatch();
        }
        return true;
    }

    private static void source(Connection c, String file, long size, long modified, String hash, String skipped)
            throws SQLException {
        try (PreparedStatement p = c.prepareStatement("INSERT OR REPLACE INTO source(file, size, modified, hash, skipped)"
                + " VALUES (?, ?, ?, ?, ?)")) {
            p.setString(1, file);
            p.setLong(2, size);
            p.setLong(3, modified);
            p.setString(4, hash);
            p.setString(5, skipped);
            p.executeUpdate();
        }
    }
}
