package org.eternalsevens.app.field;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;

import javax.swing.SwingUtilities;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * P521 (issue 25, the fold PNGs looked at): a purple space's small number at its foot (0 or 11) is not hidden by a
 * Must Play token standing at the card's lower right. The number's pixels are those that differ between the space
 * 0 and the space 11 of one row painted alike; with the token on both, as many of them still show as without it.
 */
class PurpleNumberSeenTest {
    private static final Rectangle CARD = new Rectangle(8, 8, 60, 84);

    @ParameterizedTest(name = "dark {0}, scale {1}")
    @CsvSource({"false,1", "true,1", "false,2", "true,2"})
    void P521_aPurpleSpacesNumberShowsBesideAMustPlayToken(boolean dark, int scale) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            SpaceLooks.look(dark);
            int bare = differing(paint(0, false, scale), paint(11, false, scale));
            int withToken = differing(paint(0, true, scale), paint(11, true, scale));
            assertThat(bare).as("the numbers draw something").isGreaterThan(20);
            assertThat(withToken / (double) bare).as("the number's pixels still seen beside the token")
                    .isGreaterThan(0.85);
        });
    }

    private static int differing(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                n += SpaceLooks.off(a.getRGB(x, y), b.getRGB(x, y)) > 45 ? 1 : 0;
            }
        }
        return n;
    }

    /** The empty purple space {@code number} (0 or 11) of the red row, with or without a Must Play token. */
    private static BufferedImage paint(int number, boolean mustPlay, int scale) {
        Space s = Space.of(Colour.RED, number);
        assertThat(s.isPurple()).isTrue();
        long bit = 1L << s.index();
        Field f = new Field(0, 0, 0, mustPlay ? bit : 0, Field.EMPTY.blocks());
        return SpaceLooks.paint(CARD, s, f, false, SpacePainter.Mark.NONE, false, scale);
    }
}
