package org.eternalsevens.app;

import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

/** With -Des.shots=true, tests save what they show to target/screenshots, to look at: the screen, or a component. */
public final class Shots {
    private Shots() {
    }

    static void take(String name) {
        if (!Boolean.getBoolean("es.shots")) {
            return;
        }
        try {
            Thread.sleep(300); // the dialog painted
            Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            Path out = Files.createDirectories(Path.of("target/screenshots"));
            ImageIO.write(new Robot().createScreenCapture(screen), "png", out.resolve(name + ".png").toFile());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The component as it draws itself (no screen capture), on the window's thread, to the same folder. */
    public static void draw(String name, javax.swing.JComponent c) throws Exception {
        if (!Boolean.getBoolean("es.shots")) {
            return;
        }
        Path out = Files.createDirectories(Path.of("target/screenshots"));
        javax.swing.SwingUtilities.invokeAndWait(() -> {
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(c.getWidth(), c.getHeight(),
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            c.paint(img.getGraphics());
            try {
                ImageIO.write(img, "png", out.resolve(name + ".png").toFile());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }
}
