package org.eternalsevens.history;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * Enters a game's facts, all in one transaction (P374): a game is in the history whole, or not at all. One
 * {@code Entering} keeps its statements prepared for a whole import (P421): SQLite parses each once, not once a game.
 */
final class Entering implements AutoCloseable {
    private static final String HAS = "SELECT 1 FROM game WHERE hash = ?";
    private static final String GAME = "INSERT OR IGNORE INTO game(hash, played, level, players, rounds, moves, file)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?)";
    private static final String ID = "SELECT last_insert_rowid()";
    private static final String SEAT = "INSERT INTO seat(game, seat, colour, name, place, hearts, stars)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?)";
    private static final String ROUND = "INSERT INTO round(game, colour, round, hearts, stars, hearts_gained,"
            + " stars_gained, place, left_by, board, board_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String SOURCE = "INSERT OR REPLACE INTO source(file, size, modified, hash, skipped)"
            + " VALUES (?, ?, ?, ?, ?)";

    private final Connection c;
    /** Prepared when first used (a version-1 file, in a test, has no {@code source} table to prepare against). */
    private final Map<String, PreparedStatement> prepared = new HashMap<>();

    Entering(Connection c) {
        this.c = c;
    }

    /** As {@link #game}, on statements prepared for this one game. */
    static boolean enter(Connection c, GameFacts g, long size, long modified) throws SQLException {
        try (Entering e = new Entering(c)) {
            return e.game(g, size, modified);
        }
    }

    /**
     * Enters the game unless a game of the same content is in already (P371), and notes its file as read (size and
     * time: catching up reads it no more). True if it was entered now.
     */
    boolean game(GameFacts g, long size, long modified) throws SQLException {
        return inTransaction(() -> {
            boolean entered = insertGame(g);
            if (g.file() != null) {
                source(g.file(), size, modified, g.hash(), null);
            }
            return entered;
        });
    }

    /** Notes a file of records/ that is no game for the history, with why (it is not read again until it changes). */
    void skipped(String file, long size, long modified, String reason) throws SQLException {
        inTransaction(() -> {
            source(file, size, modified, null, reason);
            return true;
        });
    }

    boolean has(String hash) throws SQLException {
        PreparedStatement p = statement(HAS);
        p.setString(1, hash);
        try (ResultSet r = p.executeQuery()) {
            return r.next();
        }
    }

    @Override
    public void close() throws SQLException {
        SQLException first = null;
        for (PreparedStatement p : prepared.values()) {
            try {
                p.close();
            } catch (SQLException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        prepared.clear();
        if (first != null) {
            throw first;
        }
    }

    private PreparedStatement statement(String sql) throws SQLException {
        PreparedStatement p = prepared.get(sql);
        if (p == null) {
            p = c.prepareStatement(sql);
            prepared.put(sql, p);
        }
        return p;
    }

    private interface Work {
        boolean run() throws SQLException;
    }

    private boolean inTransaction(Work w) throws SQLException {
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

    private boolean insertGame(GameFacts g) throws SQLException {
        PreparedStatement game = statement(GAME);
        game.setString(1, g.hash());
        game.setString(2, g.played().toString());
        game.setString(3, g.level());
        game.setInt(4, g.seats().size());
        game.setInt(5, g.roundCount());
        game.setInt(6, g.moves());
        game.setString(7, g.file());
        if (game.executeUpdate() == 0) {
            return false; // the same content is in already
        }
        long id;
        try (ResultSet r = statement(ID).executeQuery()) {
            r.next();
            id = r.getLong(1);
        }
        PreparedStatement seat = statement(SEAT);
        seat.clearBatch(); // nothing left over from a game that failed half way
        for (GameFacts.Seat s : g.seats()) {
            seat.setLong(1, id);
            seat.setInt(2, s.seat());
            seat.setString(3, s.colour());
            seat.setString(4, s.name());
            seat.setInt(5, s.place());
            seat.setInt(6, s.hearts());
            seat.setInt(7, s.stars());
            seat.addBatch();
        }
        seat.executeBatch();
        PreparedStatement round = statement(ROUND);
        round.clearBatch();
        for (GameFacts.RoundLine l : g.rounds()) {
            round.setLong(1, id);
            round.setString(2, l.colour());
            round.setInt(3, l.round());
            round.setInt(4, l.hearts());
            round.setInt(5, l.stars());
            round.setInt(6, l.heartsGained());
            round.setInt(7, l.starsGained());
            round.setInt(8, l.place());
            round.setString(9, l.left().id());
            round.setString(10, l.board());
            round.setString(11, l.boardName());
            round.addBatch();
        }
        round.executeBatch();
        return true;
    }

    private void source(String file, long size, long modified, String hash, String skipped) throws SQLException {
        PreparedStatement p = statement(SOURCE);
        p.setString(1, file);
        p.setLong(2, size);
        p.setLong(3, modified);
        p.setString(4, hash);
        p.setString(5, skipped);
        p.executeUpdate();
    }
}
