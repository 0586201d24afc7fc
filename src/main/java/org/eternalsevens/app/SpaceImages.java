package org.eternalsevens.app;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;

/**
 * Each space of the field drawn once per look and then copied (P198). A space's card, label, tokens and ring cost
 * about half a millisecond to draw in a move (texts, shapes, a dozen look-ups), and a move changes a few spaces;
 * a copy costs a small part of that. Images are kept at the screen's pixel scale, for the space, its look bits, its
 * size, the theme and the scale; the least recently drawn go first beyond about 12 MB. Used on the event thread.
 */
final class SpaceImages {
    private static final long MOST_BYTES = 12L << 20;
    private final Map<String, BufferedImage> kept = new LinkedHashMap<>(128, 0.75f, true);
    private long bytes;

    /** Draws the space at {@code r} (with {@code pad} pixels of room around it) as {@code draw} would, from a copy. */
    void paint(Graphics2D g, Rectangle r, int pad, String look, Consumer<Graphics2D> draw) {
        AffineTransform t = g.getTransform();
        if ((t.getType() & ~(AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE
                | AffineTransform.TYPE_GENERAL_SCALE)) != 0 || t.getScaleX() <= 0 || t.getScaleY() <= 0) {
            draw.accept(g); // rotated or flipped: no copy would match
            return;
        }
        double sx = t.getScaleX();
        double sy = t.getScaleY();
        String key = look + "@" + r.width + "x" + r.height + "+" + pad + "*" + sx + "," + sy + "/"
                + System.identityHashCode(UIManager.getLookAndFeel()) + "/" + UIScale.getZoomFactor();
        BufferedImage img = kept.get(key);
        if (img == null) {
            img = new BufferedImage(Math.max(1, (int) Math.ceil((r.width + 2 * pad) * sx)),
                    Math.max(1, (int) Math.ceil((r.height + 2 * pad) * sy)), BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D ig = img.createGraphics();
            ig.setRenderingHints(g.getRenderingHints());
            ig.scale(sx, sy);
            ig.translate(pad - r.x, pad - r.y);
            draw.accept(ig);
            ig.dispose();
            keep(key, img);
        }
        Point2D at = t.transform(new Point2D.Double(r.x - pad, r.y - pad), null);
        Graphics2D device = (Graphics2D) g.create();
        device.setTransform(new AffineTransform());
        device.drawImage(img, (int) Math.round(at.getX()), (int) Math.round(at.getY()), null);
        device.dispose();
    }

    private void keep(String key, BufferedImage img) {
        kept.put(key, img);
        bytes += 4L * img.getWidth() * img.getHeight();
        Iterator<BufferedImage> oldest = kept.values().iterator();
        while (bytes > MOST_BYTES && oldest.hasNext()) {
            BufferedImage o = oldest.next();
            bytes -= 4L * o.getWidth() * o.getHeight();
            oldest.remove();
        }
    }

    /** How many images are kept (for tests). */
    int size() {
        return kept.size();
    }
}
