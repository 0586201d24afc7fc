package org.eternalsevens.app;

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
        return new FlatSVGIcon(path, size, size, Icons.class.getClassLoader());
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
