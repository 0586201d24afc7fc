package org.eternalsevens.app.paint;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import javax.swing.JComponent;

/**
 * A component's last drawing, kept on the screen's side ({@link ScreenImage}), so that a paint of an area that did
 * not change is a copy, not a drawing again (P197): the answers card closing over the field, or a repaint that only
 * passes over it, costs a copy of pixels instead of twenty cards drawn again (about 2 ms). The owner reports each
 * area whose look changed ({@link #changed}: its own repaints); only those are drawn again into the image. Used by
 * the field and the hearts-and-stars track (P204).
 */
public final class KeptImage {
    private final ScreenImage image;
    private boolean all = true;
    private final List<Rectangle> changed = new ArrayList<>();
    private int drawings; // areas drawn into the image (for tests)

    public KeptImage(JComponent owner) {
        image = new ScreenImage(owner, true);
    }

    /** An area of the field whose look changed: it is drawn again at the next paint. */
    public void changed(int x, int y, int w, int h) {
        if (w > 0 && h > 0 && !all) {
            changed.add(new Rectangle(x, y, w, h));
        }
    }

    /**
     * The changed areas with those that touch or overlap joined, as Swing would join them: a space drawn again draws
     * its neighbours' rings too, so two touching areas drawn each by itself would draw both spaces twice.
     */
    static List<Rectangle> joined(List<Rectangle> areas) {
        List<Rectangle> out = new ArrayList<>();
        for (Rectangle a : areas) {
            Rectangle r = new Rectangle(a);
            for (boolean merged = true; merged; ) {
                merged = false;
                for (java.util.Iterator<Rectangle> it = out.iterator(); it.hasNext(); ) {
                    Rectangle o = it.next();
                    if (o.intersects(r.x - 1, r.y - 1, r.width + 2, r.height + 2)) {
                        r.add(o);
                        it.remove();
                        merged = true;
                    }
                }
            }
            out.add(r);
        }
        return out;
    }

    /** The owner's whole look changed (a new track's caps, say): all of it is drawn again at the next paint. */
    public void changedAll() {
        all = true;
        changed.clear();
    }

    /** How many areas have been drawn into the image so far: a paint that only copies adds none. */
    public int drawings() {
        return drawings;
    }

    /**
     * Paints the field on g: the changed areas are drawn into the image by {@code draw} (which draws what lies in its
     * graphics' clip), then g's clip is copied from it. Where no image serves, {@code draw} draws on g.
     */
    public void paint(Graphics2D g, Rectangle whole, Consumer<Graphics2D> draw) {
        if (!image.serves(g)) {
            draw.accept(g);
            return;
        }
        if (!image.ready(g) || all) {
            changed.clear();
            changed.add(whole);
            all = false;
        }
        for (Rectangle r : joined(changed)) {
            Graphics2D ig = image.redraw(r);
            draw.accept(ig);
            ig.dispose();
            drawings++;
        }
        changed.clear();
        if (!image.copyTo(g)) {
            all = true;
            draw.accept(g);
        }
    }
}
