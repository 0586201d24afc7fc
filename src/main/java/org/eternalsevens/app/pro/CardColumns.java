package org.eternalsevens.app.pro;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.PlainLayout;

/** Cards in as many equal columns as fit the width (at most one row of all), each row as tall as its tallest. */
final class CardColumns extends PlainLayout {
    private int columns(Container p, int width) {
        int n = p.getComponentCount();
        int gap = UIScale.scale(10);
        int cell = 1;
        for (Component c : p.getComponents()) {
            cell = Math.max(cell, c.getPreferredSize().width);
        }
        return Math.max(1, Math.min(n, (width + gap) / (cell + gap)));
    }

    private int width(Container p) {
        if (p.getWidth() > 0) {
            return p.getWidth();
        }
        Container v = javax.swing.SwingUtilities.getAncestorOfClass(javax.swing.JViewport.class, p);
        return v != null ? v.getWidth() - UIScale.scale(24) : 0;
    }

    @Override
    public void layoutContainer(Container p) {
        int n = p.getComponentCount();
        int w = p.getWidth();
        int cols = columns(p, w);
        int gap = UIScale.scale(10);
        int colW = (w - gap * (cols - 1)) / cols;
        int y = 0;
        for (int row = 0; row * cols < n; row++) {
            int h = rowHeight(p, row, cols);
            for (int i = row * cols; i < Math.min(n, (row + 1) * cols); i++) {
                p.getComponent(i).setBounds((i - row * cols) * (colW + gap), y, colW, h);
            }
            y += h + gap;
        }
    }

    private static int rowHeight(Container p, int row, int cols) {
        int h = 0;
        for (int i = row * cols; i < Math.min(p.getComponentCount(), (row + 1) * cols); i++) {
            h = Math.max(h, p.getComponent(i).getPreferredSize().height);
        }
        return h;
    }

    @Override
    public Dimension preferredLayoutSize(Container p) {
        int w = width(p);
        if (w <= 0) {
            w = UIScale.scale(1200);
        }
        int n = p.getComponentCount();
        int cols = columns(p, w);
        int gap = UIScale.scale(10);
        int h = 0;
        for (int row = 0; row * cols < n; row++) {
            h += rowHeight(p, row, cols) + (row > 0 ? gap : 0);
        }
        int cell = 0;
        for (Component c : p.getComponents()) {
            cell = Math.max(cell, c.getPreferredSize().width);
        }
        return new Dimension(Math.min(w, cols * cell + (cols - 1) * gap), h);
    }
}
