package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The field's card faces are drawn once and copied: a copy must look exactly like drawing the card directly. */
class CardSpritesTest {
    private static final Rectangle CARD = new Rectangle(13, 21, 70, 98);
    private static final CardSprites.Painter EMPTY_SPACE = (g, r) -> {
        RoundRectangle2D card = new RoundRectangle2D.Float(r.x, r.y, r.width, r.height, 12, 12);
        g.setColor(new Color(0xF3D9D9));
        g.fill(card);
        g.setColor(new Color(0xD98C8C));
        g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {4f, 3f}, 0f));
        g.draw(card);
    };

    @ParameterizedTest(name = "at {0}x scale")
    @ValueSource(doubles = {1.0, 2.0})
    void aCopiedCardFaceIsPixelForPixelTheDirectlyDrawnFace(double scale) {
        CardSprites.Look look = new CardSprites.Look("test-empty-" + scale, 1, 2, CARD.width, CARD.height);
        BufferedImage copied = canvas(scale, g -> CardSprites.draw(g, CARD, look, 2, EMPTY_SPACE));
        BufferedImage direct = canvas(scale, g -> EMPTY_SPACE.paint(g, CARD));

        assertThat(differingPixels(copied, direct)).isZero();
        assertThat(differingPixels(copied, canvas(scale, g -> { }))).as("something was drawn").isPositive();
    }

    @Test
    void eachLookIsDrawnOnceAndThenCopied() {
        AtomicInteger drawn = new AtomicInteger();
        CardSprites.Painter counting = (g, r) -> {
            drawn.incrementAndGet();
            EMPTY_SPACE.paint(g, r);
        };
        CardSprites.Look red = new CardSprites.Look("test-count", 0xFF0000, 0, CARD.width, CARD.height);
        CardSprites.Look blue = new CardSprites.Look("test-count", 0x0000FF, 0, CARD.width, CARD.height);
        for (int i = 0; i < 5; i++) {
            canvas(1, g -> CardSprites.draw(g, CARD, red, 2, counting));
        }
        assertThat(drawn).hasValue(1);

        canvas(1, g -> CardSprites.draw(g, CARD, blue, 2, counting));
        canvas(2, g -> CardSprites.draw(g, CARD, red, 2, counting));
        assertThat(drawn).as("another colour, another pixel scale: drawn anew").hasValue(3);
    }

    @Test
    void aRotatedFieldIsDrawnDirectlyEachTime() {
        AtomicInteger drawn = new AtomicInteger();
        CardSprites.Look look = new CardSprites.Look("test-rotated", 0, 0, CARD.width, CARD.height);
        for (int i = 0; i < 3; i++) {
            canvas(1, g -> {
                g.rotate(0.1);
                CardSprites.draw(g, CARD, look, 2, (ig, r) -> drawn.incrementAndGet());
            });
        }
        assertThat(drawn).hasValue(3);
    }

    private interface Drawing {
        void on(Graphics2D g);
    }

    private static BufferedImage canvas(double scale, Drawing drawing) {
        BufferedImage image = new BufferedImage((int) (120 * scale), (int) (160 * scale), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(scale, scale);
        drawing.on(g);
        g.dispose();
        return image;
    }

    /** Pixels whose colour differs by more than rounding (1 in a channel) between the images. */
    private static int differingPixels(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    if (Math.abs((p >> shift & 0xFF) - (q >> shift & 0xFF)) > 1) {
                        n++;
                        break;
                    }
                }
            }
        }
        return n;
    }
}
