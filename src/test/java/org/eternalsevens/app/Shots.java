package org.eternalsevens.app;

import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

/** Tests that show a new dialog save the screen to target/screenshots when run with -Des.shots=true, to look at. */
final class Shots {
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
}
