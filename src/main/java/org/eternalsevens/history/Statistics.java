package org.eternalsevens.history;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The queries behind {@link Stats} (P376); {@code player} null: everyone, else the games that player played. */
final class Statistics {
    private Statistics() {
    }

    /** Games this player (null: anyone) played. */
    private static final String GAMES = "(SELECT id FROM game WHERE ?1 IS NULL OR id IN (SELECT game FROM seat WHERE"
            + " name = ?1))";

    static Stats of(Connection c, String player) throws SQLException {
        int games;
        try (PreparedStatement p = c.prepareStatement("SELECT count(*) FROM " + GAMES)) {
            p.setString(1, player);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                games = r.getInt(1);
            }
        }
        return new Stats(games, players(c, player), boards(c, player), levels(c, player));
    }

    private static List<Stats.PlayerLine> players(Connection c, String player) throws SQLException {
        String sql = "SELECT s.name, count(*), sum(s.place = 1), avg(s.place), sum(r.n), sum(r.h), sum(r.st),"
                + " sum(r.o), sum(r.hp), sum(r.e) FROM seat s JOIN (SELECT game, colour, count(*) n,"
                + " sum(hearts_gained) h, sum(stars_gained) st, sum(left_by = 'out') o, sum(left_by = 'hard_pass') hp,"
                + " sum(left_by = 'eliminated') e FROM round GROUP BY game, colour) r"
                + " ON r.game = s.game AND r.colour = s.colour"
                + " WHERE ?1 IS NULL OR s.name = ?1 GROUP BY s.name ORDER BY count(*) DESC, s.name";
        List<Stats.PlayerLine> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, player);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    int rounds = r.getInt(5);
                    out.add(new Stats.PlayerLine(r.getString(1), r.getInt(2), r.getInt(3), r.getDouble(4), rounds,
                            per(r.getInt(6), rounds), per(r.getInt(7), rounds), r.getInt(8), r.getInt(9),
                            r.getInt(10)));
                }
            }
        }
        return out;
    }

    private static List<Stats.BoardLine> boards(Connection c, String player) throws SQLException {
        String sql = "SELECT r.board, max(r.board_name), count(*), sum(s.place = 1), avg(r.hearts_gained)"
                + " FROM round r JOIN seat s ON s.game = r.game AND s.colour = r.colour"
                + " WHERE r.board IS NOT NULL AND (?1 IS NULL OR s.name = ?1) GROUP BY r.board ORDER BY r.board";
        List<Stats.BoardLine> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, player);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new Stats.BoardLine(r.getString(1), r.getString(2), r.getInt(3), r.getInt(4),
                            r.getDouble(5)));
                }
            }
        }
        return out;
    }

    private static List<Stats.LevelLine> levels(Connection c, String player) throws SQLException {
        String sql = "SELECT level, players, count(*) FROM game WHERE id IN " + GAMES
                + " GROUP BY level, players ORDER BY level, players";
        List<Stats.LevelLine> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, player);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new Stats.LevelLine(r.getString(1), r.getInt(2), r.getInt(3)));
                }
            }
        }
        return out;
    }

    private static double per(int total, int rounds) {
        return rounds == 0 ? 0 : (double) total / rounds;
    }
}
