package org.eternalsevens.app.look;

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
public final class FlowWrap extends FlowLayout {
    private static final String ASKED = "FlowWrap.asked"; // the last size asked for again (P585)

    public FlowWrap(int hgap, int vgap) {
        super(LEADING, hgap, vgap);
        setAlignOnBaseline(false);
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    /**
     * Lays the buttons out in the width given; if they need another height there than was asked for before the width
     * was known (the first layout asks for one line: a second line was cut off until some later layout, P249), the
     * container is laid out again straight after, now asking for the height of all its lines.
     */
    @Override
    public void layoutContainer(Container target) {
        super.layoutContainer(target);
        if (wrongHeight(target) && target instanceof javax.swing.JComponent j) {
            // after this layout ends (it marks the whole tree valid again), the tree asks again with this width
            SwingUtilities.invokeLater(() -> {
                // asked once per width, height given and height wanted: a parent that keeps its height (a squeezed
                // flow) is not asked again and again, which kept the event thread busy for good (P585)
                int wanted = size(j, true).height;
                String asked = j.getWidth() + "x" + j.getHeight() + ">" + wanted;
                if (j.getWidth() > 0 && wanted != j.getHeight() && !asked.equals(j.getClientProperty(ASKED))) {
                    j.putClientProperty(ASKED, asked);
                    j.revalidate();
                }
            });
        }
    }

    private boolean wrongHeight(Container target) {
        return target.getWidth() > 0 && size(target, true).height != target.getHeight();
    }

    /**
     * The height {@code target}'s components take laid out in this flow at {@code width} (whatever its own width).
     * A line breaks where FlowLayout breaks it: before a component whose width, added to the line without the gap,
     * passes the room (P553); counting the gap too, a line FlowLayout keeps whole was counted as two, and the
     * panel kept an empty line.
     */
    public int heightAt(Container target, int width) {
        Insets in = target.getInsets();
        int max = width - in.left - in.right - getHgap() * 2;
        int lineW = 0;
        int lineH = 0;
        int h = 0;
        for (Component c : target.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            Dimension d = c.getPreferredSize();
            if (lineW > 0 && lineW + d.width > max) { // as FlowLayout wraps: the gap not counted (P553)
                h += lineH + getVgap();
                lineW = 0;
                lineH = 0;
            }
            lineW += (lineW > 0 ? getHgap() : 0) + d.width;
            lineH = Math.max(lineH, d.height);
        }
        return h + lineH + in.top + in.bottom + getVgap() * 2;
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
                if (lineW > 0 && lineW + d.width > max) { // as FlowLayout wraps: the gap not counted (P553)
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
