package org.eternalsevens.app.look;

import java.awt.Component;
import java.awt.Graphics;

import javax.swing.Icon;

import com.formdev.flatlaf.extras.FlatSVGIcon;

/**
 * The app's SVG icons from the top-level {@code icons/} folder (packed into the jar at {@code /icons/}). They
 * follow the scale setting. A missing icon gives an empty square of the same size, never an error.
 */
public final class Icons {
    private Icons() {
    }

    /** The icon {@code icons/<name>.svg} at {@code size} x {@code size} (before scaling). */
    public static Icon get(String name, int size) {
        String path = "icons/" + name + ".svg";
        if (Icons.class.getResource("/" + path) == null) {
            return new Blank(size);
        }
        return new Drawn(new FlatSVGIcon(path, size, size, Icons.class.getClassLoader()));
    }

    /**
     * An SVG icon drawn once into an image for each look, scale and screen scale, then copied: drawing the SVG each
     * time a player panel or a pass button repaints was a large part of a move's paint (docs/performance.md).
     */
    static final class Drawn implements Icon, com.formdev.flatlaf.FlatLaf.DisabledIconProvider {
        private final FlatSVGIcon svg;
        private java.awt.image.BufferedImage image;
        private Object imageKey;
        private Drawn disabled;

        Drawn(FlatSVGIcon svg) {
            this.svg = svg;
        }

        @Override
        public void paintIcon(Component c, Graphics g0, int x, int y) {
            java.awt.Graphics2D g = (java.awt.Graphics2D) g0;
            double sx = g.getTransform().getScaleX();
            double sy = g.getTransform().getScaleY();
            int w = getIconWidth();
            int h = getIconHeight();
            Object key = java.util.List.of(sx, sy, w, h, System.identityHashCode(javax.swing.UIManager.getLookAndFeel()));
            if (!key.equals(imageKey) || image == null) {
                int iw = Math.max(1, (int) Math.ceil(w * sx));
                int ih = Math.max(1, (int) Math.ceil(h * sy));
                image = new java.awt.image.BufferedImage(iw, ih, java.awt.image.BufferedImage.TYPE_INT_ARGB_PRE);
                java.awt.Graphics2D ig = image.createGraphics();
                ig.scale(sx, sy);
                svg.paintIcon(null, ig, 0, 0);
                ig.dispose();
                imageKey = key;
            }
            java.awt.Graphics2D copy = (java.awt.Graphics2D) g.create();
            copy.translate(x, y);
            copy.scale(1 / sx, 1 / sy);
            copy.drawImage(image, 0, 0, null);
            copy.dispose();
        }

        @Override
        public int getIconWidth() {
            return svg.getIconWidth();
        }

        @Override
        public int getIconHeight() {
            return svg.getIconHeight();
        }

        @Override
        public Icon getDisabledIcon() {
            if (disabled == null) {
                disabled = new Drawn((FlatSVGIcon) svg.getDisabledIcon());
            }
            return disabled;
        }
    }

    /** Whether {@code icons/<name>.svg} exists. */
    public static boolean exists(String name) {
        return Icons.class.getResource("/icons/" + name + ".svg") != null;
    }

    private static final class Blank implements Icon {
        private final int size;

        Blank(int size) {
            this.size = size;
        }

        @Override
        public void paintIcon(Component c, Graphics g, int x, int y) {
            // nothing to draw
        }

        @Override
        public int getIconWidth() {
            return com.formdev.flatlaf.util.UIScale.scale(size);
        }

        @Override
        public int getIconHeight() {
            return com.formdev.flatlaf.util.UIScale.scale(size);
        }
    }
}
