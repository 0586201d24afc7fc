package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;

import org.assertj.swing.edt.GuiActionRunner;

/**
 * For the tests of kept drawings (P197, P200): a component's pixels on screen against the same component painted
 * directly into a picture, which never copies a kept image.
 */
final class ScreenVsDrawing {
    private ScreenVsDrawing() {
    }

    /** Fewer than one pixel in 200 differ by more than antialiasing's rounding. */
    static void assertSame(Component c) {
        BufferedImage screen = GuiActionRunner.execute(() -> {
            Point at = c.getLocationOnScreen();
            return new java.awt.Robot().createScreenCapture(new Rectangle(at.x, at.y, c.getWidth(), c.getHeight()));
        });
        BufferedImage drawn = GuiActionRunner.execute(() -> {
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            Component under = c;
            while (under.getParent() != null && !under.isOpaque()) {
                under = under.getParent();
            }
            g.setColor(under.getBackground());
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            c.paint(g);
            g.dispose();
            return img;
        });
        int differ = 0;
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                if (far(screen.getRGB(x, y), drawn.getRGB(x, y))) {
                    differ++;
                }
            }
        }
        assertThat(differ).as("pixels of %s that differ, of %d", c.getName(), drawn.getWidth() * drawn.getHeight())
                .isLessThan(drawn.getWidth() * drawn.getHeight() / 200);
    }

    private static boolean far(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF)) > 24) {
                return true;
            }
        }
        return false;
    }
}
