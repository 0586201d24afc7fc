package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

import org.eternalsevens.rules.Field;
import org.eternalsevens.rules.Space;
import org.junit.jupiter.api.Test;

/** P198: a space copied from its kept image looks, pixel for pixel, as drawing it does; one image per look. */
class SpaceImagesTest {
    private static BufferedImage canvas() {
        BufferedImage img = new BufferedImage(160, 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, 160, 200);
        g.dispose();
        return img;
    }

    private static Graphics2D graphics(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        return g;
    }

    @Test
    void ruling_P198_a_copied_space_is_the_drawn_space_and_each_look_is_drawn_once() {
        Rectangle r = new Rectangle(20, 20, 96, 128);
        int pad = SpacePainter.reach(r);
        Space sp = Space.parse("R5");
        for (SpacePainter.Mark mark : SpacePainter.Mark.values()) {
            BufferedImage drawn = canvas();
            Graphics2D g = graphics(drawn);
            SpacePainter.paint(g, r, sp, Field.EMPTY, false, mark, true);
            g.dispose();

            SpaceImages images = new SpaceImages();
            for (int i = 0; i < 2; i++) { // the second time from the copy
                BufferedImage copied = canvas();
                Graphics2D c = graphics(copied);
                images.paint(c, r, pad, "R5:" + mark, ig -> SpacePainter.paint(ig, r, sp, Field.EMPTY, false, mark,
                        true));
                c.dispose();
                for (int y = 0; y < drawn.getHeight(); y++) {
                    for (int x = 0; x < drawn.getWidth(); x++) {
                        int a = drawn.getRGB(x, y);
                        int b = copied.getRGB(x, y);
                        for (int shift = 0; shift < 24; shift += 8) { // antialiased edges may round by one step
                            assertThat(Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)))
                                    .as(mark + " at " + x + "," + y).isLessThanOrEqualTo(2);
                        }
                    }
                }
            }
            assertThat(images.size()).as("one image for the look").isEqualTo(1);
        }
    }
}
