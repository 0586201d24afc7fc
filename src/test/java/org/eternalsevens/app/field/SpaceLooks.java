package org.eternalsevens.app.field;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLightLaf;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Space;

/** The space-painting tests' tools: the app's look, one space painted to an image, and how far two pixels differ. */
final class SpaceLooks {
    private SpaceLooks() {
    }

    /** The app's light or dark look (on the event thread). */
    static void look(boolean dark) {
        com.formdev.flatlaf.FlatLaf.registerCustomDefaultsSource("org.eternalsevens.app.look.theme"); // as the app
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
    }

    /** The space {@code s} painted on the panel's background at {@code card}, {@code scale} times. */
    static BufferedImage paint(Rectangle card, Space s, Field f, boolean x, SpacePainter.Mark ring, boolean hover,
                               int scale) {
        BufferedImage img = new BufferedImage(76 * scale, 100 * scale, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(javax.swing.UIManager.getColor("Panel.background"));
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(scale, scale);
        SpacePainter.paint(g, card, s, f, x, ring, hover);
        g.dispose();
        return img;
    }

    /** How far two pixels differ: the sum of their channels' differences. */
    static int off(int p, int q) {
        Color a = new Color(p);
        Color b = new Color(q);
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue());
    }
}
