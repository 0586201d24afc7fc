package org.eternalsevens.app.paint;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Objects;

/**
 * A rounded, antialiased outline of any size drawn from one small drawing of it (P207): the four corners are copied
 * from it and the straight sides stretched from its middle row and column, which an outline's straight sides repeat
 * pixel for pixel. Drawing a large card's outline with antialiasing made the rasterizer cross the whole card (about
 * two milliseconds for a reveal's answers); the copies cost a few small image copies. Used on the event thread.
 */
public final class RoundEdge {
    private final float stroke;
    private final int arc;
    private final int corner; // the corner's side in pixels: the arc, the stroke's width and the inset
    private final int margin; // how far a thick stroke reaches outside the outline's box
    private Color colour;
    private BufferedImage small;

    /** An outline of {@code stroke} pixels with corners of {@code arc} (both already scaled). */
    public RoundEdge(float stroke, int arc) {
        this.stroke = stroke;
        this.arc = arc;
        this.corner = (int) Math.ceil(arc / 2.0 + stroke) + 2;
        this.margin = (int) Math.ceil(stroke / 2) + 1;
    }

    /** Whether this is the outline of {@code stroke} and {@code arc}. */
    public boolean is(float stroke, int arc) {
        return this.stroke == stroke && this.arc == arc;
    }

    /**
     * Draws what {@code g.drawRoundRect(x + 1, y + 1, w - 3, h - 3, arc, arc)} draws with this stroke, in
     * {@code colour}, antialiased. Directly when the outline is too small to be cut, or when {@code g} scales or
     * turns (the copies are in pixels).
     */
    public void paint(Graphics2D g, Color colour, int x, int y, int w, int h) {
        AffineTransform t = g.getTransform();
        boolean plain = t.getType() == AffineTransform.TYPE_IDENTITY || t.getType() == AffineTransform.TYPE_TRANSLATION
                && t.getTranslateX() == Math.rint(t.getTranslateX()) && t.getTranslateY() == Math.rint(t.getTranslateY());
        if (!plain || w < 2 * corner + 1 || h < 2 * corner + 1) {
            draw(g, colour, x, y, w, h);
            return;
        }
        int c = corner;
        int m = margin;
        BufferedImage s = small(colour);
        int far = m + c + 1; // where the small drawing's far corners start
        // the corners, with the margin a thick stroke reaches beyond the outline's box
        copy(g, s, 0, 0, m + c, m + c, x - m, y - m, m + c, m + c);
        copy(g, s, far, 0, m + c, m + c, x + w - c, y - m, m + c, m + c);
        copy(g, s, 0, far, m + c, m + c, x - m, y + h - c, m + c, m + c);
        copy(g, s, far, far, m + c, m + c, x + w - c, y + h - c, m + c, m + c);
        // the sides, each a one-pixel slice of the small drawing stretched
        copy(g, s, m + c, 0, 1, m + c, x + c, y - m, w - 2 * c, m + c);
        copy(g, s, m + c, far, 1, m + c, x + c, y + h - c, w - 2 * c, m + c);
        copy(g, s, 0, m + c, m + c, 1, x - m, y + c, m + c, h - 2 * c);
        copy(g, s, far, m + c, m + c, 1, x + w - c, y + c, m + c, h - 2 * c);
    }

    /** The outline drawn directly. */
    void draw(Graphics2D g0, Color colour, int x, int y, int w, int h) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(colour);
        g.setStroke(new BasicStroke(stroke));
        g.drawRoundRect(x + 1, y + 1, w - 3, h - 3, arc, arc);
        g.dispose();
    }

    private BufferedImage small(Color c) {
        if (small == null || !Objects.equals(colour, c)) {
            int side = 2 * (corner + margin) + 1;
            small = new BufferedImage(side, side, BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D g = small.createGraphics();
            draw(g, c, margin, margin, 2 * corner + 1, 2 * corner + 1);
            g.dispose();
            colour = c;
        }
        return small;
    }

    private static void copy(Graphics2D g, BufferedImage s, int sx, int sy, int sw, int sh, int dx, int dy, int dw,
            int dh) {
        g.drawImage(s, dx, dy, dx + dw, dy + dh, sx, sy, sx + sw, sy + sh, null);
    }
}
