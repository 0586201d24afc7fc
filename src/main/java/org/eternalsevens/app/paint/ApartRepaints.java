package org.eternalsevens.app.paint;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;

/**
 * Keeps a component's far-apart repaints apart. Swing's repaint manager joins every area a component asks to repaint
 * into one rectangle, so a move that changes a space at each end of the field repainted the whole field (about 3 ms,
 * docs/performance.md, P79). The first area of an event goes to Swing as usual; a later one that lies far from it is
 * kept here and painted by itself right after Swing's paint, in the same turn of the event queue; areas near each
 * other are joined. Used on the event thread; a repaint from another thread goes to Swing unchanged.
 */
public final class ApartRepaints {
    private final JComponent owner;
    private Rectangle given; // the area handed to Swing since the last paint, or null
    private final List<Rectangle> apart = new ArrayList<>();

    public ApartRepaints(JComponent owner) {
        this.owner = owner;
    }

    /**
     * Asks for a repaint of this area: from Swing's repaint manager, or kept here when it lies far from the area
     * already asked for. Returns false, doing nothing, off the event thread or for an empty area.
     */
    public boolean repaint(int x, int y, int w, int h) {
        if (w <= 0 || h <= 0 || !SwingUtilities.isEventDispatchThread()) {
            return false;
        }
        Rectangle r = new Rectangle(x, y, w, h);
        boolean whole = x <= 0 && y <= 0 && x + w >= owner.getWidth() && y + h >= owner.getHeight();
        if (whole) {
            apart.clear(); // the whole component: nothing else to keep
        }
        if (given == null || whole || near(given, r)) {
            if (given == null) {
                given = r;
                swing(r); // first, so that its paint is queued before ours
                SwingUtilities.invokeLater(this::paintApart);
            } else {
                given.add(r);
                swing(r);
            }
            return true;
        }
        for (Rectangle a : apart) {
            if (near(a, r)) {
                a.add(r);
                return true;
            }
        }
        apart.add(r);
        return true;
    }

    private void swing(Rectangle r) {
        RepaintManager.currentManager(owner).addDirtyRegion(owner, r.x, r.y, r.width, r.height);
    }

    /** Whether painting both as one rectangle costs little more than painting each. */
    static boolean near(Rectangle a, Rectangle b) {
        Rectangle u = a.union(b);
        long joined = (long) u.width * u.height;
        long each = (long) a.width * a.height + (long) b.width * b.height;
        return joined <= each + each / 4;
    }

    private final List<Rectangle> painted = new ArrayList<>(); // the last few, for tests

    /** The areas painted apart since the last call (at most the last 64; for tests). */
    public List<Rectangle> painted() {
        List<Rectangle> out = List.copyOf(painted);
        painted.clear();
        return out;
    }

    private void paintApart() {
        given = null;
        List<Rectangle> todo = new ArrayList<>(apart);
        apart.clear();
        painted.addAll(todo);
        if (painted.size() > 64) {
            painted.subList(0, painted.size() - 64).clear();
        }
        for (Rectangle r : todo) {
            if (owner.isShowing()) {
                owner.paintImmediately(r);
            }
        }
    }
}
