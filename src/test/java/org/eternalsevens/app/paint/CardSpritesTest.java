package org.eternalsevens.app.paint;

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
    private static final CardSprites.Shape BODY = (g, r) -> g.fill(card(r));
    private static final CardSprites.Shape DASHED = (g, r) -> {
        g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {4f, 3f}, 0f));
        g.draw(card(r));
    };

    private static RoundRectangle2D card(Rectangle r) {
        return new RoundRectangle2D.Float(r.x, r.y, r.width, r.height, 12, 12);
    }

    private static CardSprites.Layer[] emptySpace(String test, Color fill, Color line, CardSprites.Shape body,
            CardSprites.Shape outline) {
        return new CardSprites.Layer[] {new CardSprites.Layer(test + "-body", body, fill),
                new CardSprites.Layer(test + "-dashed", outline, line)};
    }

    @ParameterizedTest(name = "at {0}x scale")
    @ValueSource(doubles = {1.0, 2.0})
    void aCopiedCardFaceIsPixelForPixelTheDirectlyDrawnFace(double scale) {
        CardSprites.Layer[] layers = emptySpace("pixels", new Color(0xF3D9D9), new Color(0xD98C8C), BODY, DASHED);
        BufferedImage copied = canvas(scale, g -> CardSprites.draw(g, CARD, 2, layers));
        BufferedImage direct = canvas(scale, g -> CardSprites.drawDirectly(g, CARD, layers));

        assertThat(differingPixels(copied, direct)).isZero();
        assertThat(differingPixels(copied, canvas(scale, g -> { }))).as("something was drawn").isPositive();
    }

    @Test
    void eachShapeIsDrawnOncePerSizeAndTintedForEachColour() {
        AtomicInteger drawn = new AtomicInteger();
        CardSprites.Shape body = (g, r) -> {
            drawn.incrementAndGet();
            BODY.paint(g, r);
        };
        CardSprites.Shape outline = (g, r) -> {
            drawn.incrementAndGet();
            DASHED.paint(g, r);
        };
        for (int i = 0; i < 5; i++) {
            canvas(1, g -> CardSprites.draw(g, CARD, 2, emptySpace("count", Color.PINK, Color.RED, body, outline)));
        }
        assertThat(drawn).hasValue(2);

        BufferedImage blue = canvas(1, g -> CardSprites.draw(g, CARD, 2,
                emptySpace("count", Color.CYAN, Color.BLUE, body, outline)));
        assertThat(drawn).as("another colour: the same shapes, tinted anew").hasValue(2);
        assertThat(differingPixels(blue, canvas(1, g -> CardSprites.drawDirectly(g, CARD,
                emptySpace("count", Color.CYAN, Color.BLUE, BODY, DASHED))))).isZero();

        canvas(2, g -> CardSprites.draw(g, CARD, 2, emptySpace("count", Color.PINK, Color.RED, body, outline)));
        assertThat(drawn).as("another pixel scale: drawn anew").hasValue(4);
    }

    @Test
    void manyColoursKeepTheCacheBounded() {
        CardSprites.Layer[] last = null;
        for (int i = 0; i < 3 * CardSprites.MOST; i++) {
            last = emptySpace("bounded", new Color(0x100000 + i), Color.BLACK, BODY, DASHED);
            CardSprites.Layer[] layers = last;
            canvas(1, g -> CardSprites.draw(g, CARD, 2, layers));
            assertThat(CardSprites.kept()).isLessThanOrEqualTo(2 * CardSprites.MOST);
        }
        CardSprites.Layer[] layers = last;
        assertThat(differingPixels(canvas(1, g -> CardSprites.draw(g, CARD, 2, layers)),
                canvas(1, g -> CardSprites.drawDirectly(g, CARD, layers)))).isZero();
    }

    @Test
    void aRotatedFieldIsDrawnDirectlyEachTime() {
        AtomicInteger drawn = new AtomicInteger();
        CardSprites.Layer layer = new CardSprites.Layer("rotated", (g, r) -> drawn.incrementAndGet(), Color.RED);
        for (int i = 0; i < 3; i++) {
            canvas(1, g -> {
                g.rotate(0.1);
                CardSprites.draw(g, CARD, 2, layer);
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
