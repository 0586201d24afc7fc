package org.eternalsevens.app.panels;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;

import javax.swing.JList;
import javax.swing.ListCellRenderer;
import javax.swing.ListModel;

import com.formdev.flatlaf.ui.FlatListUI;

/**
 * The log's list look: FlatLaf's, except that an added entry does not measure every entry again (P212). Swing's list
 * asks its renderer for the size of each of its entries whenever one is added or removed, so each move cost more
 * as the game grew. An entry's size depends only on its words, the list's width and font and the renderer: one
 * measured at the same width, font and renderer, and still the same entry (the same object), keeps its size.
 */
public final class LogListUI extends FlatListUI {
    private Object[] values = new Object[0]; // the entries measured, as the model held them
    private int[] widths = new int[0];
    private int[] heights = new int[0];
    private int width = -1;
    private Font font;
    private ListCellRenderer<?> renderer;
    private boolean laidOut; // Swing's own measuring has run once (it also sets the list's column count)
    private int measured; // entries measured so far (for tests)

    @Override
    protected void updateLayoutState() {
        ListCellRenderer<Object> r = list.getCellRenderer();
        if (!laidOut || r == null || list.getFixedCellHeight() != -1 || list.getFixedCellWidth() != -1
                || list.getLayoutOrientation() != JList.VERTICAL) {
            super.updateLayoutState(); // Swing's way, which measures every entry
            laidOut = true;
            values = new Object[0]; // and nothing kept: a fixed size says nothing of the entries
            return;
        }
        boolean same = list.getWidth() == width && list.getFont() == font && r == renderer;
        ListModel<Object> model = list.getModel();
        int n = model.getSize();
        Object[] v = new Object[n];
        int[] w = new int[n];
        int[] h = new int[n];
        int widest = -1;
        for (int i = 0; i < n; i++) {
            v[i] = model.getElementAt(i);
            if (same && i < values.length && values[i] == v[i]) {
                w[i] = widths[i];
                h[i] = heights[i];
            } else {
                Component c = r.getListCellRendererComponent(list, v[i], i, false, false);
                rendererPane.add(c);
                Dimension d = c.getPreferredSize();
                w[i] = d.width;
                h[i] = d.height;
                measured++;
            }
            widest = Math.max(widest, w[i]);
        }
        values = v;
        widths = w;
        heights = h;
        width = list.getWidth();
        font = list.getFont();
        renderer = r;
        cellWidth = widest;
        cellHeight = -1;
        cellHeights = h.clone();
    }

    /** How many entries this look has measured (for tests). */
    public int measured() {
        return measured;
    }
}
