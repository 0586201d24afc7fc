package org.eternalsevens.app.look;

import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.Rectangle;

import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;

import com.formdev.flatlaf.util.UIScale;

/** A column as wide as its scroll pane: what does not fit in height scrolls, nothing is cut at the side. */
public class ScrollColumn extends JPanel implements Scrollable {
    public ScrollColumn(LayoutManager layout) {
        super(layout);
    }

    /** This column in a borderless scroll pane that scrolls up and down only. */
    public JScrollPane inScrollPane(String name) {
        JScrollPane s = new QuietScrollPane(this, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        s.setName(name);
        s.setBorder(null);
        s.setViewportBorder(null);
        s.setOpaque(false);
        s.getViewport().setOpaque(false);
        return s;
    }

    /**
     * {@code c} in a column that scrolls once it would take more than {@code share} of its parent's height (the
     * eternals box at a large scale leaves the log its room).
     */
    public static JScrollPane capped(java.awt.Component c, String name, float share) {
        ScrollColumn col = new ScrollColumn(new java.awt.BorderLayout());
        col.setOpaque(false);
        col.add(c);
        JScrollPane s = new QuietScrollPane(col, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER) {
            @Override
            public Dimension getPreferredSize() {
                Dimension d = super.getPreferredSize();
                java.awt.Container p = getParent();
                if (p != null && p.getHeight() > 0) {
                    d.height = Math.min(d.height, (int) (p.getHeight() * share));
                }
                return d;
            }

            /**
             * Not a validate root: its height follows what it holds, so a change inside must lay out its parent
             * too. As one, the box inside could shrink while the pane kept its old height, a gap under the
             * eternals box for the rest of the game (seen at the start, now and then).
             */
            @Override
            public boolean isValidateRoot() {
                return false;
            }
        };
        s.setName(name);
        s.setBorder(null);
        s.setViewportBorder(null);
        s.setOpaque(false);
        s.getViewport().setOpaque(false);
        return s;
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return UIScale.scale(24);
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return orientation == SwingConstants.VERTICAL ? visible.height * 9 / 10 : visible.width * 9 / 10;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }
}
