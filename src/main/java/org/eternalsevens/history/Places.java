package org.eternalsevens.history;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each player's final places (issue 27 §3, P411): how many games each name ended 1st, 2nd, 3rd and 4th, for the
 * places chart. Players in the order of {@link Stats#players()} (most games first, then by name); {@code player}
 * null: everyone, else only that name, as the statistics do.
 */
public final class Places {
    /** The most players a game has (R1): places run from 1 to this. */
    public static final int MOST = 4;

    private Places() {
    }

    /** A player by name and how many games they ended in each place ({@code count(1)} is their wins). */
    public record Line(String name, List<Integer> counts) {
        public Line {
            counts = List.copyOf(counts);
        }

        public int count(int place) {
            return counts.get(place - 1);
        }

        public int games() {
            return counts.stream().mapToInt(Integer::intValue).sum();
        }
    }

    static List<Line> of(Connection c, String player) throws SQLException {
        String sql = "SELECT name, place, count(*) FROM seat WHERE ?1 IS NULL OR name = ?1 GROUP BY name, place";
        Map<String, int[]> counts = new LinkedHashMap<>();
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, player);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    int place = r.getInt(2);
                    if (place >= 1 && place <= MOST) {
                        counts.computeIfAbsent(r.getString(1), k -> new int[MOST])[place - 1] = r.getInt(3);
                    }
                }
            }
        }
        List<Line> out = new ArrayList<>();
        counts.forEach((name, n) -> out.add(new Line(name, Arrays.stream(n).boxed().toList())));
        out.sort(java.util.Comparator.comparingInt(Line::games).reversed().thenComparing(Line::name));
        return out;
    }
}
