package org.eternalsevens.app.paint;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.nio.file.Path;

import javax.swing.JScrollBar;
import javax.swing.SwingUtilities;

import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.ui.FlatScrollBarUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;

/**
 * P200: the scroll bars' square track and the straight middle of their rounded thumb are filled without
 * antialiasing, with the very pixels FlatLaf draws, at every size of the thumb.
 */
class QuickScrollBarUITest {
    @TempDir
    Path home;

    @AfterEach
    void lightAgain() throws Exception {
        SwingUtilities.invokeAndWait(FlatLightLaf::setup);
    }

    @ParameterizedTest(name = "dark {0}")
    @ValueSource(booleans = {false, true})
    void ruling_P200_the_square_track_is_drawn_plain_with_flatlafs_own_pixels(boolean dark) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Settings prefs = Settings.defaults(home.resolve("settings.properties"));
            prefs.dark(dark);
            Theme.setup(prefs);
            for (int orientation : new int[] {JScrollBar.VERTICAL, JScrollBar.HORIZONTAL}) {
                for (int extent = 1; extent <= 97; extent += 4) { // thumbs from a few pixels long to the whole bar
                    JScrollBar bar = new JScrollBar(orientation, 2, extent, 0, 100);
                    assertThat(bar.getUI()).as("every scroll bar, by the theme's key")
                            .isInstanceOf(QuickScrollBarUI.class);
                    BufferedImage quick = paint(bar, orientation);
                    bar.setUI(new FlatScrollBarUI());
                    BufferedImage flat = paint(bar, orientation);
                    int differ = 0;
                    for (int y = 0; y < quick.getHeight(); y++) {
                        for (int x = 0; x < quick.getWidth(); x++) {
                            differ += quick.getRGB(x, y) == flat.getRGB(x, y) ? 0 : 1;
                        }
                    }
                    assertThat(differ).as("orientation %d, extent %d", orientation, extent).isZero();
                    assertThat(new Color(quick.getRGB(quick.getWidth() - 3, quick.getHeight() - 3)))
                            .as("the track is drawn").isNotEqualTo(Color.MAGENTA);
                }
            }
        });
    }

    @Test
    void ruling_P200_a_fractional_scale_keeps_flatlafs_antialiased_track() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            assertThat(QuickScrollBarUI.wholePixels(new AffineTransform())).isTrue();
            assertThat(QuickScrollBarUI.wholePixels(AffineTransform.getScaleInstance(2, 2))).as("200 %: whole pixels")
                    .isTrue();
            assertThat(QuickScrollBarUI.wholePixels(AffineTransform.getScaleInstance(1.5, 1.5)))
                    .as("150 %: edges between pixels").isFalse();
            assertThat(QuickScrollBarUI.wholePixels(AffineTransform.getTranslateInstance(0.5, 0)))
                    .as("half a pixel across").isFalse();
        });
    }

    private static BufferedImage paint(JScrollBar bar, int orientation) {
        int w = orientation == JScrollBar.VERTICAL ? 12 : 300;
        int h = orientation == JScrollBar.VERTICAL ? 300 : 12;
        bar.setSize(w, h);
        bar.doLayout();
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.MAGENTA);
        g.fillRect(0, 0, w, h);
        bar.paint(g);
        g.dispose();
        return img;
    }
}
