package org.eternalsevens.app.paint;

import java.awt.Color;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.Transparency;
import java.awt.geom.AffineTransform;
import java.awt.image.VolatileImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import javax.swing.JComponent;

import org.eternalsevens.app.look.Theme;

/**
 * Looks of small components drawn once and then copied (P200), shared by every component with the same look: the
 * action bar's buttons and the answers come back with the same words and state turn after turn. Each look is a
 * {@link VolatileImage} at the screen's pixels (an X pixmap under X11: no Java heap), drawn by the same pipeline
 * as the screen, on the background of the component's nearest opaque ancestor, so a copy is pixel for pixel what
 * drawing gives, for components on a plain panel. On each shelf the oldest looks go first beyond about six
 * megabytes; a new theme or scale starts afresh. The log's entries have a shelf of their own (P213): every move
 * adds one, and on the shared shelf a long game's entries pushed out the looks of the buttons and the answers, so
 * that each reveal drew its answers again. Pictures, printing and rotated drawing are not served. Used on the event
 * thread only.
 */
public final class KeptLooks {
    /** Looks kept together, the one used longest ago going first beyond {@code most} pixels. */
    private static final class Shelf {
        final long most;
        final Map<List<Object>, VolatileImage> looks = new LinkedHashMap<>(64, 0.75f, true);
        long pixels;

        Shelf(long most) {
            this.most = most;
        }

        void keep(List<Object> key, VolatileImage image) {
            looks.put(key, image);
            pixels += (long) image.getWidth() * image.getHeight();
            for (var it = looks.entrySet().iterator(); pixels > most && it.hasNext(); ) {
                var e = it.next();
                if (e.getValue() != image && !DRAWING.contains(e.getValue())) { // not one being drawn into now
                    pixels -= (long) e.getValue().getWidth() * e.getValue().getHeight();
                    e.getValue().flush();
                    it.remove();
                }
            }
        }

        /**
         * Beyond half its room, the image of the look used longest ago of this size, taken off the shelf for a new
         * look (P214): making an image on the X server's side costs more than drawing a small look into one, and
         * the log's entries, a new look or two on every move, come in a few sizes. Null when there is none.
         */
        VolatileImage reuse(int w, int h) {
            if (pixels <= most / 2) {
                return null;
            }
            for (var it = looks.entrySet().iterator(); it.hasNext(); ) {
                VolatileImage old = it.next().getValue();
                if (old.getWidth() == w && old.getHeight() == h && !DRAWING.contains(old)) {
                    it.remove();
                    pixels -= (long) w * h;
                    return old;
                }
            }
            return null;
        }

        void forget(List<Object> key) {
            VolatileImage old = looks.remove(key);
            if (old != null) {
                pixels -= (long) old.getWidth() * old.getHeight();
                old.flush();
            }
        }

        void clear() {
            looks.values().forEach(VolatileImage::flush);
            looks.clear();
            pixels = 0;
        }
    }

    private static final Shelf LOOKS = new Shelf(1_500_000); // buttons, their frames and the answers
    private static final Shelf ENTRIES = new Shelf(1_500_000); // the log's entries
    private static String lookOf;
    private static int drawings;
    private static int frameDrawings;
    private static int images; // images made on the X server's side (for tests)
    private static final Map<Object, Integer> DRAWN_BY_KIND = new java.util.HashMap<>();
    private static final java.util.Set<VolatileImage> DRAWING = new java.util.HashSet<>(); // a look and its frame

    private KeptLooks() {
    }

    /** How many looks have been drawn so far (a copy adds none; for tests). */
    public static int drawings() {
        return drawings;
    }

    /** How many looks of components of a class have been drawn so far (for tests). */
    public static int drawings(Class<?> kind) {
        return DRAWN_BY_KIND.getOrDefault(kind, 0);
    }

    /** How many shared parts of looks (buttons' frames, P209) have been drawn so far (for tests). */
    static int frameDrawings() {
        return frameDrawings;
    }

    /** How many images have been made for looks so far: a look drawn into a reused image adds none (for tests). */
    public static int images() {
        return images;
    }

    /** How many looks are kept now (for tests). */
    static int kept() {
        return LOOKS.looks.size() + ENTRIES.looks.size();
    }

    /**
     * Paints c on g from the look kept under {@code key}, drawn first by {@code draw} (which paints c as usual on
     * the graphics it is given) when there is none. Returns false, having painted nothing, when no kept look can
     * serve g: then the caller draws directly.
     */
    public static boolean paint(JComponent c, Graphics g0, List<Object> key, Consumer<Graphics2D> draw) {
        return paint(LOOKS, c, g0, key, draw, true);
    }

    /** As {@link #paint}, for an entry of the log, kept on the entries' own shelf (P213). */
    public static boolean paintEntry(JComponent c, Graphics g0, List<Object> key, Consumer<Graphics2D> draw) {
        return paint(ENTRIES, c, g0, key, draw, true);
    }

    /**
     * As {@link #paint}, for a part of a look that many looks share (a button's frame, P209), while a look is drawn;
     * its drawings are not counted as looks.
     */
    static boolean paintFrame(JComponent c, Graphics g, List<Object> key, Consumer<Graphics2D> draw) {
        return paint(LOOKS, c, g, key, draw, false);
    }

    private static boolean paint(Shelf shelf, JComponent c, Graphics g0, List<Object> key, Consumer<Graphics2D> draw,
            boolean counted) {
        if (!(g0 instanceof Graphics2D g) || c.isPaintingForPrint() || c.getWidth() <= 0 || c.getHeight() <= 0
                || g.getDeviceConfiguration().getDevice().getType() != GraphicsDevice.TYPE_RASTER_SCREEN
                || !ScreenImage.scalesOnly(g.getTransform())) {
            return false;
        }
        if (!Theme.lookKey().equals(lookOf)) {
            clear();
            lookOf = Theme.lookKey();
        }
        GraphicsConfiguration gc = g.getDeviceConfiguration();
        AffineTransform t = g.getTransform();
        Color under = ScreenImage.backdropOf(c);
        List<Object> full = new ArrayList<>(key.size() + 6);
        full.addAll(key);
        full.addAll(List.of(c.getWidth(), c.getHeight(), under.getRGB(), t.getScaleX(), t.getScaleY(), gc));
        VolatileImage image = shelf.looks.get(full);
        int v = image == null ? VolatileImage.IMAGE_INCOMPATIBLE : image.validate(gc);
        if (v == VolatileImage.IMAGE_INCOMPATIBLE) {
            if (image != null) {
                shelf.forget(full);
            }
            int w = Math.max(1, (int) Math.ceil(c.getWidth() * t.getScaleX()));
            int h = Math.max(1, (int) Math.ceil(c.getHeight() * t.getScaleY()));
            image = shelf.reuse(w, h);
            if (image != null && image.validate(gc) == VolatileImage.IMAGE_INCOMPATIBLE) {
                image.flush();
                image = null;
            }
            if (image == null) {
                image = gc.createCompatibleVolatileImage(w, h, Transparency.OPAQUE);
                image.validate(gc); // a new image reports itself restored once: not again at its first copy
                images++;
            }
            shelf.keep(full, image);
            v = VolatileImage.IMAGE_RESTORED;
        }
        if (v == VolatileImage.IMAGE_RESTORED) {
            Graphics2D ig = image.createGraphics();
            ig.setColor(under);
            ig.fillRect(0, 0, image.getWidth(), image.getHeight());
            ig.scale(t.getScaleX(), t.getScaleY());
            DRAWING.add(image);
            try {
                draw.accept(ig);
            } finally {
                DRAWING.remove(image);
            }
            ig.dispose();
            if (counted) {
                drawings++;
                DRAWN_BY_KIND.merge(c.getClass(), 1, Integer::sum);
            } else {
                frameDrawings++;
            }
        }
        ScreenImage.copyAtDevicePixels(g, image);
        if (image.contentsLost()) {
            shelf.forget(full);
            return false; // painted over by the caller's own drawing
        }
        return true;
    }

    private static void clear() {
        LOOKS.clear();
        ENTRIES.clear();
    }
}
