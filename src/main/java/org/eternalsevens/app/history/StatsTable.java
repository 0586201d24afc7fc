package org.eternalsevens.app.history;

import java.awt.Component;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import javax.swing.JTable;
import javax.swing.SwingConstants;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;

import org.eternalsevens.words.Ui;

/**
 * A table of the statistics (P410): a row per player, board side or level, its columns given as a header's words, a
 * kind of figure and how to read it from the row. The cells hold the figures themselves (so the table sorts by them)
 * and show them as the kind says: a count, an average with two decimals, a rate as a percentage.
 */
final class StatsTable<T> extends AbstractTableModel {
    /** How a column's figure reads. */
    enum Kind {
        TEXT, COUNT, AVERAGE, RATE
    }

    /** A column: its header's words, its kind, and its figure of a row. */
    record Column<T>(String header, Kind kind, Function<T, Object> figure) {
    }

    private final List<T> rows;
    private final List<Column<T>> columns;

    StatsTable(List<T> rows, List<Column<T>> columns) {
        this.rows = List.copyOf(rows);
        this.columns = List.copyOf(columns);
    }

    /** The table on the screen: sortable by a header's click, the figures right-aligned. */
    JTable view(String name, int rowsInView) {
        JTable t = new Fitted(this, rowsInView);
        t.setName(name);
        t.setAutoCreateRowSorter(true);
        t.setFillsViewportHeight(true);
        t.setRowSelectionAllowed(true);
        t.getTableHeader().setReorderingAllowed(false);
        t.setDefaultRenderer(String.class, new Cell());
        t.setDefaultRenderer(Integer.class, new Cell());
        t.setDefaultRenderer(Double.class, new Cell());
        return t;
    }

    /**
     * A table whose columns are each as wide as their widest words (header or figure), any width left shared among
     * them, and whose view is as tall as its rows, up to {@code rowsInView}; measured at each layout, so a new scale
     * or font is followed.
     */
    private static final class Fitted extends JTable {
        private final int rowsInView;

        Fitted(StatsTable<?> model, int rowsInView) {
            super(model);
            this.rowsInView = rowsInView;
        }

        @Override
        public void doLayout() {
            java.awt.FontMetrics head = getTableHeader().getFontMetrics(getTableHeader().getFont());
            int pad = com.formdev.flatlaf.util.UIScale.scale(16);
            int total = 0;
            for (int c = 0; c < getColumnCount(); c++) {
                int w = head.stringWidth(getColumnName(c));
                for (int r = 0; r < getRowCount(); r++) {
                    Component cell = prepareRenderer(getCellRenderer(r, c), r, c);
                    w = Math.max(w, cell.getPreferredSize().width);
                }
                getColumnModel().getColumn(c).setPreferredWidth(w + pad);
                getColumnModel().getColumn(c).setMinWidth(w + pad);
                total += w + pad;
            }
            // wider than its room: the table scrolls sideways rather than cut a word
            int mode = getParent() != null && total > getParent().getWidth() ? AUTO_RESIZE_OFF
                    : AUTO_RESIZE_ALL_COLUMNS;
            if (getAutoResizeMode() != mode) {
                setAutoResizeMode(mode);
            }
            super.doLayout();
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return getAutoResizeMode() != AUTO_RESIZE_OFF;
        }

        @Override
        public java.awt.Dimension getPreferredScrollableViewportSize() {
            return new java.awt.Dimension(getPreferredSize().width,
                    Math.max(1, Math.min(getRowCount(), rowsInView)) * getRowHeight());
        }
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return columns.size();
    }

    @Override
    public String getColumnName(int column) {
        return columns.get(column).header();
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return switch (columns.get(column).kind()) {
            case TEXT -> String.class;
            case COUNT -> Integer.class;
            case AVERAGE, RATE -> Double.class;
        };
    }

    @Override
    public Object getValueAt(int row, int column) {
        return columns.get(column).figure().apply(rows.get(row));
    }

    /** A cell's words, as the player reads them. */
    String text(int row, int column) {
        return shown(columns.get(column).kind(), getValueAt(row, column));
    }

    static String shown(Kind kind, Object v) {
        return switch (kind) {
            case TEXT, COUNT -> String.valueOf(v);
            case AVERAGE -> String.format(Locale.getDefault(Locale.Category.FORMAT), "%.2f", (Double) v);
            case RATE -> Ui.text("stats.percent", Math.round(100 * (Double) v));
        };
    }

    /** The figures right-aligned, shown by their column's kind. */
    private final class Cell extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(JTable table, Object value, boolean selected, boolean focus,
                                                       int row, int column) {
            int c = table.convertColumnIndexToModel(column);
            Kind kind = columns.get(c).kind();
            super.getTableCellRendererComponent(table, shown(kind, value), selected, focus, row, column);
            setHorizontalAlignment(kind == Kind.TEXT ? SwingConstants.LEADING : SwingConstants.TRAILING);
            return this;
        }
    }
}
