package org.eternalsevens.app;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * Card faces drawn once and then copied: the face of an empty space in a row's colour, a played card, a rare
 * card, a highlight ring. The field shows 48 cards in a handful of looks, and Java2D's antialiased shapes (above
 * all the dashed outline of an empty space) are slow until the JIT has compiled them, which made the first paint
 * of the field the slowest part of the start (docs/performance.md, "Start-up"). Each image is kept per look,
 * colours and size, at the screen's pixel scale, so a copy is pixel for pixel what direct drawing gives.
 * Used on the event thread only.
 */
final class CardSprites {
    /**
     * One look: its name, its colours (RGB) and the card's size. Not a record: a record's equals and hashCode are
     * made at run time, which costs the first paint about 40 ms.
     */
    static final class Look {
        private final String name;
        private final int colourA;
        private final int colourB;
        private final int width;
        private final int height;

        Look(String name, int colourA, int colourB, int width, int height) {
            this.name = name;
            this.colourA = colourA;
            this.colourB = colourB;
            this.width = width;
            this.height = height;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Look l && l.name.equals(name) && l.colourA == colourA && l.colourB == colourB
                    && l.width == width && l.height == height;
        }

        @Override
        public int hashCode() {
            return ((name.hashCode() * 31 + colourA) * 31 + colourB) * 31 + width * 1013 + height;
        }
    }

    /** Draws one look at the origin of a card of the given size; strokes may reach {@code pad} outside it. */
    interface Painter {
        void paint(Graphics2D g, Rectangle card);
    }

    private static final class Key {
        private final Look look;
        private final double scaleX;
        private final double scaleY;

        Key(Look look, double scaleX, double scaleY) {
            this.look = look;
            this.scaleX = scaleX;
            this.scaleY = scaleY;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.look.equals(look) && k.scaleX == scaleX && k.scaleY == scaleY;
        }

        @Override
        public int hashCode() {
            return look.hashCode() * 31 + Double.hashCode(scaleX * 7 + scaleY);
        }
    }

    private static final int MOST = 96; // looks × sizes; a resize or theme change starts afresh
    private static final Map<Key, BufferedImage> IMAGES = new HashMap<>();

    private CardSprites() {
    }

    /** Draws the look on the card at r (with {@code pad} pixels of room around it), from the cache if it can. */
    static void draw(Graphics2D g, Rectangle r, Look look, int pad, Painter painter) {
        AffineTransform t = g.getTransform();
        if ((t.getType() & ~(AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE
                | AffineTransform.TYPE_GENERAL_SCALE)) != 0 || t.getScaleX() <= 0 || t.getScaleY() <= 0) {
            painter.paint(g, r); // rotated or flipped: no copy would match, draw it directly
            return;
        }
        Key key = new Key(look, t.getScaleX(), t.getScaleY());
        BufferedImage image = IMAGES.get(key);
        if (image == null) {
            if (IMAGES.size() >= MOST) {
                IMAGES.clear();
            }
            image = render(look, pad, painter, key.scaleX, key.scaleY);
            IMAGES.put(key, image);
        }
        Point2D at = t.transform(new Point2D.Double(r.x - pad, r.y - pad), null);
        Graphics2D device = (Graphics2D) g.create();
        device.setTransform(new AffineTransform());
        device.drawImage(image, (int) Math.round(at.getX()), (int) Math.round(at.getY()), null);
        device.dispose();
    }

    private static BufferedImage render(Look look, int pad, Painter painter, double sx, double sy) {
        int w = (int) Math.ceil((look.width + 2 * pad) * sx);
        int h = (int) Math.ceil((look.height + 2 * pad) * sy);
        BufferedImage image = new BufferedImage(Math.max(1, w), Math.max(1, h), BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = image.createGraphics();
        g.setComposite(AlphaComposite.SrcOver);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(sx, sy);
        painter.paint(g, new Rectangle(pad, pad, look.width, look.height));
        g.dispose();
        return image;
    }

    /** How many images are kept (for tests). */
    static int cached() {
        return IMAGES.size();
    }
}
