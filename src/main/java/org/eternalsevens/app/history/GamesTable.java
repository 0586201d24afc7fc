package org.eternalsevens.app.history;

import java.awt.event.MouseEvent;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.history.GameFacts;
import org.eternalsevens.history.GameRow;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.words.Ui;

/**
 * The past games, newest first (P401): when, the level, the players by place (each with their colour's symbol, so
 * colour is never the only sign) and the moves. A cell too narrow for its words shows them whole as its tooltip.
 */
final class GamesTable extends JTable {
    static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneId.systemDefault());
    private final Model model = new Model();

    GamesTable() {
        setName("history-games");
        setModel(model);
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setFillsViewportHeight(true);
        getTableHeader().setReorderingAllowed(false);
        widths();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (model != null) {
            widths();
        }
    }

    private void widths() {
        int[] w = {136, 76, 320, 56};
        int[] most = {180, 110, 0, 80}; // 0: the players take what the others leave
        for (int i = 0; i < w.length && i < getColumnModel().getColumnCount(); i++) {
            getColumnModel().getColumn(i).setPreferredWidth(UIScale.scale(w[i]));
            if (most[i] > 0) {
                getColumnModel().getColumn(i).setMaxWidth(UIScale.scale(most[i]));
            }
        }
    }

    void rows(List<GameRow> rows) {
        model.rows = List.copyOf(rows);
        model.fireTableDataChanged();
    }

    List<GameRow> rows() {
        return model.rows;
    }

    GameRow row(int index) {
        return index < 0 || index >= model.rows.size() ? null : model.rows.get(convertRowIndexToModel(index));
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int r = rowAtPoint(e.getPoint());
        int c = columnAtPoint(e.getPoint());
        return r < 0 || c < 0 ? null : String.valueOf(getValueAt(r, c));
    }

    /** The players of a game by place, then seat: "1st ♥ Ann, 2nd ♦ Ben". */
    static String players(GameRow g) {
        List<GameFacts.Seat> seats = new ArrayList<>(g.seats());
        seats.sort(Comparator.comparingInt(GameFacts.Seat::place).thenComparingInt(GameFacts.Seat::seat));
        List<String> out = new ArrayList<>();
        for (GameFacts.Seat s : seats) {
            Colour c = Colour.parse(s.colour());
            out.add(Ui.text("history.games.player", s.place(), c == null ? "" : Theme.symbol(c), s.name()));
        }
        return String.join(Ui.text("history.games.between"), out);
    }

    static String level(String id) {
        Level l = Level.parse(id);
        return l == null ? id : l.title();
    }

    private static final class Model extends AbstractTableModel {
        private static final String[] HEADS = {Ui.text("history.games.played"), Ui.text("history.games.level"),
            Ui.text("history.games.players"), Ui.text("history.games.moves")};
        private List<GameRow> rows = List.of();

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return HEADS.length;
        }

        @Override
        public String getColumnName(int column) {
            return HEADS[column];
        }

        @Override
        public Class<?> getColumnClass(int column) {
            return column == 3 ? Integer.class : String.class;
        }

        @Override
        public Object getValueAt(int row, int column) {
            GameRow g = rows.get(row);
            return switch (column) {
                case 0 -> WHEN.format(g.played());
                case 1 -> level(g.level());
                case 2 -> players(g);
                default -> g.moves();
            };
        }
    }
}
