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
public final class ScreenVsDrawing {
    private ScreenVsDrawing() {
    }

    /**
     * What {@code paint} draws into an image of the screen's kind (an X pixmap, as kept looks and drawings are), on
     * {@code under}, read back into memory.
     */
    public static BufferedImage screenSide(int w, int h, java.awt.Color under,
            java.util.function.Consumer<Graphics2D> paint) {
        java.awt.image.VolatileImage v = screenImage(w, h);
        Graphics2D g = v.createGraphics();
        g.setColor(under);
        g.fillRect(0, 0, w, h);
        paint.accept(g);
        g.dispose();
        BufferedImage out = v.getSnapshot();
        v.flush();
        return out;
    }

    /** An image on the screen's side (an X pixmap), as the window's back buffer and kept looks are. */
    public static java.awt.image.VolatileImage screenImage(int w, int h) {
        return java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration().createCompatibleVolatileImage(w, h);
    }

    /**
     * Two pictures of one pipeline, pixel for pixel (no rounding may differ), and more than a row's worth of pixels
     * unlike {@code background}: something was drawn at all.
     */
    public static void assertSamePixels(BufferedImage expected, BufferedImage actual, int background, String what) {
        int ink = 0;
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                assertThat(Integer.toHexString(actual.getRGB(x, y))).as("%s: the pixel at %d,%d", what, x, y)
                        .isEqualTo(Integer.toHexString(expected.getRGB(x, y)));
                ink += expected.getRGB(x, y) != background ? 1 : 0;
            }
        }
        assertThat(ink).as("%s: something was drawn", what).isGreaterThan(expected.getWidth());
    }

    /**
     * As {@link #assertSame}, for a window just opened: its first paint reaches the screen in its own time (the X
     * server may still show what was there before), so the comparison is tried again for up to two seconds. Also for
     * a window that has not moved since: without a window manager, the X server may report its place late (once, in
     * CI, the window stood at 100,100 while Swing still placed it at 0,0), and the capture would be taken off it.
     */
    public static void assertSameOnceShown(Component c) {
        AssertionError last = null;
        for (int i = 0; i < 20; i++) {
            try {
                assertSame(c);
                return;
            } catch (AssertionError e) {
                last = e;
                try {
                    Thread.sleep(100);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
        throw last;
    }

    /** Fewer than one pixel in 200 differ by more than antialiasing's rounding. */
    public static void assertSame(Component c) {
        // only what of c is in sight: inside its scroll panes and on the screen
        Rectangle seen = GuiActionRunner.execute(() -> {
            Rectangle r = c instanceof javax.swing.JComponent j ? j.getVisibleRect()
                    : new Rectangle(0, 0, c.getWidth(), c.getHeight());
            Point at = c.getLocationOnScreen();
            Rectangle screenArea = c.getGraphicsConfiguration().getBounds();
            screenArea.translate(-at.x, -at.y);
            return r.intersection(screenArea);
        });
        assertThat(seen.width * seen.height).as("%s is in sight", c.getName()).isPositive();
        BufferedImage screen = GuiActionRunner.execute(() -> {
            Point at = c.getLocationOnScreen();
            return new java.awt.Robot().createScreenCapture(new Rectangle(at.x + seen.x, at.y + seen.y, seen.width,
                    seen.height));
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
            return img.getSubimage(seen.x, seen.y, seen.width, seen.height);
        });
        int differ = 0;
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                if (far(screen.getRGB(x, y), drawn.getRGB(x, y))) {
                    differ++;
                }
            }
        }
        if (differ >= drawn.getWidth() * drawn.getHeight() / 200) { // both pictures, to look at
            try {
                java.nio.file.Path dir = java.nio.file.Path.of("target", "gui-failures");
                java.nio.file.Files.createDirectories(dir);
                javax.imageio.ImageIO.write(screen, "png", dir.resolve(c.getName() + "-screen.png").toFile());
                javax.imageio.ImageIO.write(drawn, "png", dir.resolve(c.getName() + "-drawn.png").toFile());
            } catch (java.io.IOException e) {
                // the assertion below says what matters
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
