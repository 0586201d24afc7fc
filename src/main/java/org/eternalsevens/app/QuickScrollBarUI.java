package org.eternalsevens.app;

import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;

import javax.swing.JComponent;
import javax.swing.plaf.ComponentUI;

import com.formdev.flatlaf.ui.FlatScrollBarUI;

/**
 * FlatLaf's scroll bar, with its square track filled as a plain rectangle (P200). FlatLaf fills the track with
 * antialiasing on, which sends a square through the antialiasing rasterizer: the log's scroll bar, whose thumb
 * moves on every move, spent about 5 % of the event thread's time there. At a whole-pixel scale a square with
 * whole-pixel edges covers the same pixels either way, so the look is the same; rounded tracks, and fractional
 * scales, keep FlatLaf's own path. Installed for every scroll bar by the theme's {@code ScrollBarUI} key.
 */
public final class QuickScrollBarUI extends FlatScrollBarUI {
    /** The factory Swing calls for each scroll bar (the theme names this class). */
    public static ComponentUI createUI(JComponent c) {
        return new QuickScrollBarUI();
    }

    @Override
    protected void paintTrack(Graphics g, JComponent c, Rectangle trackBounds) {
        if (trackArc > 0 || !(g instanceof Graphics2D g2) || !wholePixels(g2.getTransform())) {
            super.paintTrack(g, c, trackBounds);
            return;
        }
        Graphics2D plain = (Graphics2D) g2.create();
        try {
            plain.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
            super.paintTrack(plain, c, trackBounds);
        } finally {
            plain.dispose();
        }
    }

    /** Whether t maps whole pixels to whole pixels: whole scales and whole moves only. */
    static boolean wholePixels(AffineTransform t) {
        return ScreenImage.scalesOnly(t) && t.getScaleX() == Math.rint(t.getScaleX())
                && t.getScaleY() == Math.rint(t.getScaleY()) && t.getTranslateX() == Math.rint(t.getTranslateX())
                && t.getTranslateY() == Math.rint(t.getTranslateY());
    }

    /** Whether the track is drawn plain on g now (for tests). */
    boolean plainTrackOn(Graphics2D g) {
        return trackArc <= 0 && wholePixels(g.getTransform());
    }
}
