package org.eternalsevens.app.field;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import com.formdev.flatlaf.FlatLightLaf;
import org.eternalsevens.app.paint.CardSprites;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Test;

/**
 * P200: a space's tokens (Must Play, X, star block) and the outline under the pointer are copies of sprites, as the
 * card is: drawn once per size and colour, then copied, and each where the space's drawing puts it.
 */
class SpaceTokensSpriteTest {
    private static final Rectangle CARD = new Rectangle(10, 10, 90, 126);

    @Test
    void ruling_P200_tokens_and_the_hover_outline_are_copied_sprites_in_their_places() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            FlatLightLaf.setup();
            Space s = Space.of(Colour.RED, 4);
            long bit = 1L << s.index();
            int blocks = Field.EMPTY.blocks() & ~0xFF << (Colour.RED.ordinal() * 8) | 4 << (Colour.RED.ordinal() * 8);
            Field f = new Field(bit, 0, 0, bit, blocks);
            assertThat(f.hasBlock(s)).isTrue();
            BufferedImage first = paint(s, f);
            int kept = CardSprites.kept();
            BufferedImage again = paint(s, f);
            assertThat(CardSprites.kept()).as("the second paint copies, draws no new sprite").isEqualTo(kept);
            for (int y = 0; y < first.getHeight(); y++) {
                for (int x = 0; x < first.getWidth(); x++) {
                    assertThat(again.getRGB(x, y)).isEqualTo(first.getRGB(x, y));
                }
            }
            // where each is: the X across the middle, Must Play low right, the block's star at the foot's left beside
            // it (P352), the outline
            assertNear(first, CARD.x + CARD.width / 2, CARD.y + CARD.height / 2, new Color(0xC62828));
            float d = Math.min(CARD.width * 0.36f, CARD.height * 0.3f);
            assertNear(first, (int) (CARD.x + CARD.width - CARD.width * 0.06f - d * 0.25f),
                    (int) (CARD.y + CARD.height - CARD.height * 0.04f - d / 2), new Color(0xE65100));
            float size = Math.min(CARD.width * 0.44f, CARD.height * 0.36f);
            assertNear(first, (int) (CARD.x + CARD.width * 0.06f + size / 2),
                    (int) (CARD.y + CARD.height - CARD.height * 0.04f - size / 2),
                    new Color(0xFFD54A));
            assertNear(first, CARD.x + 2, CARD.y + CARD.height / 3, UIManager.getColor("Component.focusColor"));
        });
    }

    private static BufferedImage paint(Space s, Field f) {
        BufferedImage img = new BufferedImage(120, 160, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 120, 160);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        SpacePainter.paint(g, CARD, s, f, true, SpacePainter.Mark.NONE, true);
        g.dispose();
        return img;
    }

    private static void assertNear(BufferedImage img, int x, int y, Color want) {
        Color got = new Color(img.getRGB(x, y));
        int off = Math.abs(got.getRed() - want.getRed()) + Math.abs(got.getGreen() - want.getGreen())
                + Math.abs(got.getBlue() - want.getBlue());
        assertThat(off).as("at %d,%d: %s, not %s", x, y, got, want).isLessThan(40);
    }
}
