package org.eternalsevens.app.paint;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.function.BiConsumer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.eternalsevens.app.ScreenVsDrawing;

/**
 * P207: the rounded outline copied from a small drawing shows exactly what drawing it whole shows, in memory and
 * on the screen's side (an X pixmap, as the kept drawings are), at the stroke and corner of each scale.
 */
class RoundEdgeTest {
    private static final Color EDGE = new Color(0x2675BF);
    private static final Color CARD = new Color(0xF2F2F2);

    @ParameterizedTest(name = "stroke {0}, arc {1}, {2}x{3} at {4},{5}")
    @CsvSource({"2, 12, 822, 305, 0, 0", "3, 18, 620, 111, 3, 5", "4, 24, 300, 91, 0, 2", "5, 30, 1200, 640, 7, 1",
        "2, 12, 40, 30, 0, 0", "2, 12, 25, 25, 1, 1", "4, 24, 60, 59, 0, 0"})
    void ruling_P207_theCopiedOutlineIsTheDrawnOne(float stroke, int arc, int w, int h, int x, int y) {
        RoundEdge edge = new RoundEdge(stroke, arc);
        BufferedImage drawn = inMemory(w + 10, h + 10, (g, c) -> edge.draw(g, c, x, y, w, h));
        BufferedImage copied = inMemory(w + 10, h + 10, (g, c) -> edge.paint(g, c, x, y, w, h));
        ScreenVsDrawing.assertSamePixels(drawn, copied, CARD.getRGB(), "in memory");

        BufferedImage drawnOnScreen = ScreenVsDrawing.screenSide(w + 10, h + 10, CARD,
                g -> edge.draw(g, EDGE, x, y, w, h));
        BufferedImage copiedOnScreen = ScreenVsDrawing.screenSide(w + 10, h + 10, CARD,
                g -> edge.paint(g, EDGE, x, y, w, h));
        ScreenVsDrawing.assertSamePixels(drawnOnScreen, copiedOnScreen, CARD.getRGB(), "on the screen's side");
    }

    private static BufferedImage inMemory(int w, int h, BiConsumer<Graphics2D, Color> paint) {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(CARD);
        g.fillRect(0, 0, w, h);
        paint.accept(g, EDGE);
        g.dispose();
        return img;
    }
}
