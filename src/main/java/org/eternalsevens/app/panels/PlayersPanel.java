package org.eternalsevens.app.panels;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javax.swing.JPanel;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.PlainLayout;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;

/**
 * One {@link PlayerPanel} per seat, in seat order (clockwise): side by side when the row is wide enough, else in
 * two rows (or one column), never cut (issue 8, defect 1), in the side column, whole (issue 25, P330).
 */
public final class PlayersPanel extends JPanel implements TableControl.View {
    private final Map<Colour, PlayerPanel> panels = new EnumMap<>(Colour.class);
    private List<Colour> seats = List.of();
    private Runnable onNewPanels = () -> { };

    public PlayersPanel() {
        setName("players");
        setOpaque(false);
        setLayout(new Seats());
    }

    /** Runs after the panels are made again for new seats (to attach their menus). */
    void onNewPanels(Runnable r) {
        onNewPanels = r;
    }

    /** The panels, in seat order. */
    List<PlayerPanel> panels() {
        return seats.stream().map(panels::get).toList();
    }

    Colour colourOf(PlayerPanel p) {
        for (Map.Entry<Colour, PlayerPanel> e : panels.entrySet()) {
            if (e.getValue() == p) {
                return e.getKey();
            }
        }
        return null;
    }

    @Override
    public void showTable(TableControl table) {
        GameState s = table.shown();
        if (s == null) {
            removeAll();
            seats = List.of();
            revalidate();
            return;
        }
        if (!seats.equals(s.setup().seats())) {
            removeAll();
            panels.clear();
            seats = s.setup().seats();
            for (Colour c : seats) {
                PlayerPanel p = new PlayerPanel(c);
                panels.put(c, p);
                add(p);
            }
            revalidate();
            onNewPanels.run();
        }
        int back = table.live() ? -1 : table.shownMoves(); // P70: an earlier position does not look live
        panels.values().forEach(p -> p.show(s, back));
        panels.values().forEach(PlayersPanel::inheritMenu);
    }

    /** The height of every panel laid out in a column this wide (the side column lays them out whole, P330). */
    public int heightFor(int width) {
        return ((Seats) getLayout()).size(this, width).height;
    }

    /**
     * Makes the panels as compact as {@code room} needs at this width and returns the height they then take: Pro's
     * boards as one line each (P334), then hand and discs in the facts' own type (P398); whole again when they fit.
     * Decided from the height the panels would take uncompacted (the savings added back, over- rather than
     * under-estimated), so the next layout gives the same answer: no layout asks for another.
     */
    public int fit(int width, int room) {
        boolean boardNow = panels.values().stream().anyMatch(PlayerPanel::compactBoard);
        boolean factsNow = panels.values().stream().anyMatch(PlayerPanel::compactFacts);
        int boardExtra = panels.values().stream().mapToInt(PlayerPanel::cardExtra).max().orElse(0);
        int factsExtra = UIScale.scale(30); // a heading line and its gap: the line hand and discs then share
        int rows = Math.max(1, panels.size()); // one panel a row is the side column's usual shape: the most it adds
        int whole = heightFor(width) + (boardNow ? rows * boardExtra : 0) + (factsNow ? rows * factsExtra : 0);
        boolean board = whole > room;
        boolean facts = whole - (board ? rows * boardExtra : 0) > room;
        if (board != boardNow) { // changed only when the answer changes: the next layout gives the same answer
            panels.values().forEach(p -> p.compactBoard(board));
        }
        panels.values().forEach(p -> p.compactFacts(facts));
        return heightFor(width);
    }

    /** A right-click anywhere on a panel, on its labels too, opens the panel's menu (see PlayerMenus). */
    private static void inheritMenu(Container c) {
        for (Component k : c.getComponents()) {
            if (k instanceof javax.swing.JComponent j) {
                j.setInheritsPopupMenu(true);
                inheritMenu(j);
            }
        }
    }

    /** Columns of equal width: as many as fit at a readable width (a token sentence whole), else one column. */
    private static final class Seats extends PlainLayout {
        private int columns(Container parent, int width) {
            int n = parent.getComponentCount();
            if (n == 0) {
                return 1;
            }
            int gap = UIScale.scale(5);
            int least = 0;
            for (Component c : parent.getComponents()) { // widths that do not follow the panels' own (P393)
                least = Math.max(least, c instanceof PlayerPanel p ? p.leastWidth()
                        : Math.min(c.getPreferredSize().width, UIScale.scale(300)));
            }
            int cols = Math.max(1, Math.min(n, (width + gap) / (least + gap)));
            if (cols == 3 && n == 4) {
                cols = 2; // two rows of two rather than three and one
            }
            return cols;
        }

        private Dimension size(Container parent, int width) {
            int n = parent.getComponentCount();
            int cols = columns(parent, width);
            int gap = UIScale.scale(5);
            int colW = (width - gap * (cols - 1)) / cols;
            int h = 0;
            for (int row = 0; row * cols < n; row++) {
                h += rowHeight(parent, row, cols, colW) + (row > 0 ? gap : 0);
            }
            return new Dimension(width, h);
        }

        /** A row's height with its panels {@code colW} wide: measured at that width, not at their width now (P393). */
        private static int rowHeight(Container parent, int row, int cols, int colW) {
            int h = 0;
            for (int i = row * cols; i < Math.min(parent.getComponentCount(), (row + 1) * cols); i++) {
                Component c = parent.getComponent(i);
                h = Math.max(h, c instanceof PlayerPanel p ? p.heightAt(colW) : c.getPreferredSize().height);
            }
            return h;
        }

        @Override
        public void layoutContainer(Container parent) {
            int n = parent.getComponentCount();
            int width = parent.getWidth();
            int cols = columns(parent, width);
            int gap = UIScale.scale(5);
            int colW = (width - gap * (cols - 1)) / cols;
            int y = 0;
            for (int row = 0; row * cols < n; row++) {
                int rh = rowHeight(parent, row, cols, colW);
                for (int i = row * cols; i < Math.min(n, (row + 1) * cols); i++) {
                    parent.getComponent(i).setBounds((i - row * cols) * (colW + gap), y, colW, rh);
                }
                y += rh + gap;
            }
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            int w = parent.getWidth();
            if (w == 0 && parent.getParent() != null) {
                w = parent.getParent().getWidth();
            }
            return size(parent, w > 0 ? w : UIScale.scale(1000));
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return new Dimension(0, preferredLayoutSize(parent).height);
        }
    }
}
