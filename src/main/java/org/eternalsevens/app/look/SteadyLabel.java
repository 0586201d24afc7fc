package org.eternalsevens.app.look;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.awt.Rectangle;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;

/**
 * A label that asks for a new layout only when its preferred size really changes: a new text of the same size
 * (a hand count going from 12 to 11) repaints the label alone, instead of laying out every container up to the
 * scroll pane it is in (docs/performance.md, "A click answers within one frame"). A reserved text keeps room for
 * the longest of the texts it takes in turn ("▶ to move" or nothing), so switching between them moves nothing.
 */
public class SteadyLabel extends JLabel {
    private Dimension laidOut; // the preferred size at the last layout asked for
    private String reserve;

    public SteadyLabel() {
    }

    /** The label is at least as wide as {@code text} would make it (null: no reserve). */
    public void reserve(String text) {
        reserve = text;
        laidOut = null;
        revalidate();
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        if (reserve != null && !isPreferredSizeSet() && getFont() != null) {
            Insets in = getInsets();
            int w = getFontMetrics(getFont()).stringWidth(reserve) + in.left + in.right
                    + (getIcon() == null ? 0 : getIcon().getIconWidth() + getIconTextGap());
            int h = getFontMetrics(getFont()).getHeight() + in.top + in.bottom;
            d = new Dimension(Math.max(d.width, w), Math.max(d.height, h));
        }
        return d;
    }

    /**
     * Without a text, the baseline the reserved text would have (a label without text has none): a row aligned on
     * baselines keeps the label in one place while its text comes and goes (P206).
     */
    @Override
    public int getBaseline(int width, int height) {
        String text = getText();
        if (reserve == null || getFont() == null || (text != null && !text.isEmpty()) || width < 0 || height < 0) {
            return super.getBaseline(width, height);
        }
        FontMetrics fm = getFontMetrics(getFont());
        Insets in = getInsets();
        Rectangle view = new Rectangle(in.left, in.top, width - in.left - in.right, height - in.top - in.bottom);
        Rectangle icon = new Rectangle();
        Rectangle words = new Rectangle();
        SwingUtilities.layoutCompoundLabel(this, fm, reserve, getIcon(), getVerticalAlignment(),
                getHorizontalAlignment(), getVerticalTextPosition(), getHorizontalTextPosition(), view, icon, words,
                getIconTextGap());
        return words.y + fm.getAscent();
    }

    @Override
    public Dimension getMinimumSize() {
        Dimension d = super.getMinimumSize();
        if (reserve == null || isMinimumSizeSet()) {
            return d;
        }
        Dimension p = getPreferredSize(); // the reserve holds its room when the row is tight, too
        return new Dimension(Math.max(d.width, p.width), Math.max(d.height, p.height));
    }

    @Override
    public void revalidate() {
        if (getParent() == null) {
            laidOut = null;
            super.revalidate();
            return;
        }
        Dimension now = getPreferredSize();
        if (now.equals(laidOut)) {
            return; // the same size: the caller's repaint shows the new text
        }
        laidOut = now;
        super.revalidate();
    }

    @Override
    public void removeNotify() {
        super.removeNotify();
        laidOut = null;
    }
}
