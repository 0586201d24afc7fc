package org.eternalsevens.app;

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

/** P200: the scroll bars' square track is filled without antialiasing, with the very pixels FlatLaf draws. */
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
            Preferences prefs = Preferences.defaults(home.resolve("settings.properties"));
            prefs.dark(dark);
            Theme.setup(prefs);
            JScrollBar bar = new JScrollBar(JScrollBar.VERTICAL, 30, 20, 0, 100);
            assertThat(bar.getUI()).as("every scroll bar, by the theme's key").isInstanceOf(QuickScrollBarUI.class);
            bar.setSize(12, 300);
            bar.doLayout();
            BufferedImage quick = paint(bar);
            bar.setUI(new FlatScrollBarUI());
            bar.setSize(12, 300);
            bar.doLayout();
            BufferedImage flat = paint(bar);
            int differ = 0;
            for (int y = 0; y < quick.getHeight(); y++) {
                for (int x = 0; x < quick.getWidth(); x++) {
                    differ += quick.getRGB(x, y) == flat.getRGB(x, y) ? 0 : 1;
                }
            }
            assertThat(differ).isZero();
            assertThat(new Color(quick.getRGB(6, 290))).as("the track is drawn").isNotEqualTo(Color.MAGENTA);
        });
    }

    @Test
    void ruling_P200_a_fractional_scale_keeps_flatlafs_antialiased_track() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            QuickScrollBarUI ui = new QuickScrollBarUI();
            new JScrollBar().setUI(ui);
            Graphics2D g = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB).createGraphics();
            assertThat(ui.plainTrackOn(g)).isTrue();
            g.setTransform(AffineTransform.getScaleInstance(2, 2));
            assertThat(ui.plainTrackOn(g)).as("200 %: whole pixels").isTrue();
            g.setTransform(AffineTransform.getScaleInstance(1.5, 1.5));
            assertThat(ui.plainTrackOn(g)).as("150 %: edges between pixels").isFalse();
            g.setTransform(AffineTransform.getTranslateInstance(0.5, 0));
            assertThat(ui.plainTrackOn(g)).as("half a pixel across").isFalse();
        });
    }

    private static BufferedImage paint(JScrollBar bar) {
        BufferedImage img = new BufferedImage(12, 300, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.MAGENTA);
        g.fillRect(0, 0, 12, 300);
        bar.paint(g);
        g.dispose();
        return img;
    }
}
