package org.eternalsevens.app.paint;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * Card faces drawn once and then copied. The field shows 48 cards in a handful of looks (an empty space in a row's
 * colour, a played card, a rare card, a highlight ring), and the looks share a few shapes (the card, its dashed
 * outline, the ring). Java2D's antialiased shapes are slow until the JIT has compiled them, which made the first
 * paint of the field the slowest step of the start (docs/performance.md, "Start-up"). So each shape is drawn once
 * per size as a mask, each look is made from its shapes' masks tinted in its colours, and each card copies its
 * look. Everything is kept at the screen's pixel scale, so a copy is, pixel for pixel, what drawing the shapes
 * directly gives. Used on the event thread only.
 */
public final class CardSprites {
    /** Draws a shape in the current colour, for a card at the given rectangle (strokes may reach outside it). */
    public interface Shape {
        void paint(Graphics2D g, Rectangle card);
    }

    /** One layer of a look: a named shape in a colour. Layers are drawn in order. */
    public static final class Layer {
        private final String name;
        private final Shape shape;
        private final Color colour;

        public Layer(String name, Shape shape, Color colour) {
            this.name = name;
            this.shape = shape;
            this.colour = colour;
        }
    }

    static final int MOST = 128; // masks and looks × sizes; a resize or theme change starts afresh
    private static final Map<String, BufferedImage> MASKS = new HashMap<>();
    private static final Map<String, BufferedImage> LOOKS = new HashMap<>();

    private CardSprites() {
    }

    /** Draws the layers on the card at r, with {@code pad} pixels of room around it, from the cache if it can. */
    public static void draw(Graphics2D g, Rectangle r, int pad, Layer... layers) {
        AffineTransform t = g.getTransform();
        if (!ScreenImage.scalesOnly(t)) {
            drawDirectly(g, r, layers); // rotated or flipped: no copy would match
            return;
        }
        String size = "@" + r.width + "x" + r.height + "+" + pad + "*" + t.getScaleX() + "," + t.getScaleY();
        StringBuilder key = new StringBuilder();
        for (Layer l : layers) {
            key.append(l.name).append('#').append(Integer.toHexString(l.colour.getRGB())).append(' ');
        }
        key.append(size);
        BufferedImage look = LOOKS.get(key.toString());
        if (look == null) {
            if (MASKS.size() >= MOST || LOOKS.size() >= MOST) {
                MASKS.clear();
                LOOKS.clear();
            }
            look = blank(r, pad, t);
            Graphics2D lg = look.createGraphics();
            for (Layer l : layers) {
                lg.drawImage(tinted(mask(l, r, pad, t, size), l.colour), 0, 0, null);
            }
            lg.dispose();
            LOOKS.put(key.toString(), look);
        }
        Point2D at = t.transform(new Point2D.Double(r.x - pad, r.y - pad), null);
        Graphics2D device = (Graphics2D) g.create();
        device.setTransform(new AffineTransform());
        device.drawImage(look, (int) Math.round(at.getX()), (int) Math.round(at.getY()), null);
        device.dispose();
    }

    /** The layers drawn straight onto g, as the masks are made. */
    static void drawDirectly(Graphics2D g, Rectangle r, Layer... layers) {
        for (Layer l : layers) {
            g.setColor(l.colour);
            l.shape.paint(g, r);
        }
    }

    /** The shape in opaque white on nothing: its coverage, to be tinted. */
    private static BufferedImage mask(Layer l, Rectangle r, int pad, AffineTransform t, String size) {
        String key = l.name + size;
        BufferedImage mask = MASKS.get(key);
        if (mask == null) {
            mask = blank(r, pad, t);
            Graphics2D g = mask.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.scale(t.getScaleX(), t.getScaleY());
            g.setColor(Color.WHITE);
            l.shape.paint(g, new Rectangle(pad, pad, r.width, r.height));
            g.dispose();
            MASKS.put(key, mask);
        }
        return mask;
    }

    /** The mask in a colour: the colour where the shape is, as much as it covers each pixel. */
    private static BufferedImage tinted(BufferedImage mask, Color colour) {
        BufferedImage out = new BufferedImage(mask.getWidth(), mask.getHeight(), BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = out.createGraphics();
        g.drawImage(mask, 0, 0, null);
        g.setComposite(AlphaComposite.SrcIn);
        g.setColor(colour);
        g.fillRect(0, 0, out.getWidth(), out.getHeight());
        g.dispose();
        return out;
    }

    private static BufferedImage blank(Rectangle r, int pad, AffineTransform t) {
        int w = (int) Math.ceil((r.width + 2 * pad) * t.getScaleX());
        int h = (int) Math.ceil((r.height + 2 * pad) * t.getScaleY());
        return new BufferedImage(Math.max(1, w), Math.max(1, h), BufferedImage.TYPE_INT_ARGB_PRE);
    }

    /** How many masks and looks are kept: never more than twice {@link #MOST}. */
    public static int kept() {
        return MASKS.size() + LOOKS.size();
    }

}
