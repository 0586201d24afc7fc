package org.eternalsevens.history;

import java.io.IOException;
import java.io.Writer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The past games, newest first, filtered (P377); and the CSV of one row per player per game. */
final class Listing {
    private Listing() {
    }

    static List<GameRow> games(Connection c, GameRow.Filter f) throws SQLException {
        String sql = "SELECT g.id, g.played, g.level, g.moves, g.file, s.seat, s.colour, s.name, s.place, s.hearts,"
                + " s.stars FROM game g JOIN seat s ON s.game = g.id WHERE (?1 IS NULL OR g.id IN (SELECT game FROM"
                + " seat WHERE name = ?1)) AND (?2 IS NULL OR g.level = ?2) AND (?3 IS NULL OR g.played >= ?3)"
                + " AND (?4 IS NULL OR g.played < ?4) ORDER BY g.played DESC, g.id DESC, s.seat";
        Map<Long, GameRow> rows = new LinkedHashMap<>();
        Map<Long, List<GameFacts.Seat>> seats = new LinkedHashMap<>();
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, f.player());
            p.setString(2, f.level());
            p.setString(3, f.from() == null ? null : f.from().toString());
            p.setString(4, f.before() == null ? null : f.before().toString());
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    long id = r.getLong(1);
                    if (!rows.containsKey(id)) {
                        rows.put(id, new GameRow(id, Instant.parse(r.getString(2)), r.getString(3), List.of(),
                                r.getInt(4), r.getString(5)));
                        seats.put(id, new ArrayList<>());
                    }
                    seats.get(id).add(new GameFacts.Seat(r.getInt(6), r.getString(7), r.getString(8), r.getInt(9),
                            r.getInt(10), r.getInt(11)));
                }
            }
        }
        List<GameRow> out = new ArrayList<>(rows.size());
        rows.forEach((id, g) -> out.add(new GameRow(id, g.played(), g.level(), seats.get(id), g.moves(), g.file())));
        return out;
    }

    /** The players' names in the history, each once, in alphabetical order (the History window's filter). */
    static List<String> players(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT DISTINCT name FROM seat ORDER BY name COLLATE NOCASE,"
                + " name"); ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }

    static final String CSV_HEAD = "game,played,level,players,seat,colour,name,place,won,hearts,stars,"
            + "round1_hearts,round1_stars,round1_left,round1_board,round2_hearts,round2_stars,round2_left,round2_board,"
            + "record";

    /** One row per player per game, oldest first; returns the rows written. */
    static int csv(Connection c, Writer out) throws SQLException, IOException {
        String sql = "SELECT g.id, g.played, g.level, g.players, s.seat, s.colour, s.name, s.place, s.hearts, s.stars,"
                + " r1.hearts, r1.stars, r1.left_by, r1.board, r2.hearts, r2.stars, r2.left_by, r2.board, g.file"
                + " FROM game g JOIN seat s ON s.game = g.id"
                + " LEFT JOIN round r1 ON r1.game = g.id AND r1.colour = s.colour AND r1.round = 1"
                + " LEFT JOIN round r2 ON r2.game = g.id AND r2.colour = s.colour AND r2.round = 2"
                + " ORDER BY g.played, g.id, s.seat";
        out.write(CSV_HEAD + "\r\n");
        int n = 0;
        try (PreparedStatement p = c.prepareStatement(sql); ResultSet r = p.executeQuery()) {
            while (r.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= 19; i++) {
                    if (i == 9) {
                        b.append(r.getInt(8) == 1 ? "yes" : "no").append(',');
                    }
                    Object v = r.getObject(i);
                    b.append(v == null ? "" : cell(v.toString()));
                    b.append(i == 19 ? "\r\n" : ",");
                }
                out.write(b.toString());
                n++;
            }
        }
        return n;
    }

    /**
     * A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a name that a spreadsheet would read as
     * a formula (=, +, -, @ first) gets a leading apostrophe (P377).
     */
    static String cell(String v) {
        String s = !v.isEmpty() && "=+-@".indexOf(v.charAt(0)) >= 0 && !v.matches("-?\\d+") ? "'" + v : v;
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
