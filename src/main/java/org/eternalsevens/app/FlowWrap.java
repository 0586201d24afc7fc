package org.eternalsevens.app;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;

import javax.swing.SwingUtilities;

/**
 * A flow of buttons that wraps onto more lines when the row is too narrow, and asks for the height of all its
 * lines (a plain FlowLayout asks for one line, so wrapped buttons were cut off).
 */
final class FlowWrap extends FlowLayout {
    FlowWrap(int hgap, int vgap) {
        super(LEADING, hgap, vgap);
        setAlignOnBaseline(false);
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        Dimension d = size(target, false);
        d.width = 0; // any width: the buttons wrap
        return d;
    }

    private Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            int width = target.getWidth();
            Container scroll = SwingUtilities.getAncestorOfClass(javax.swing.JViewport.class, target);
            if (width == 0 && scroll != null) {
                width = scroll.getWidth();
            }
            if (width == 0) {
                width = Integer.MAX_VALUE;
            }
            Insets in = target.getInsets();
            int max = width - in.left - in.right - getHgap() * 2;
            int lineW = 0;
            int lineH = 0;
            int w = 0;
            int h = 0;
            for (Component c : target.getComponents()) {
                if (!c.isVisible()) {
                    continue;
                }
                Dimension d = preferred ? c.getPreferredSize() : c.getMinimumSize();
                if (lineW > 0 && lineW + getHgap() + d.width > max) {
                    w = Math.max(w, lineW);
                    h += lineH + getVgap();
                    lineW = 0;
                    lineH = 0;
                }
                lineW += (lineW > 0 ? getHgap() : 0) + d.width;
                lineH = Math.max(lineH, d.height);
            }
            w = Math.max(w, lineW);
            h += lineH;
            return new Dimension(w + in.left + in.right + getHgap() * 2, h + in.top + in.bottom + getVgap() * 2);
        }
    }
}
