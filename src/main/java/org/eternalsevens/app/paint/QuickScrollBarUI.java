package org.eternalsevens.app.paint;

import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;

import javax.swing.JComponent;
import javax.swing.JScrollBar;
import javax.swing.plaf.ComponentUI;

import com.formdev.flatlaf.util.UIScale;
import com.formdev.flatlaf.ui.FlatScrollBarUI;

/**
 * FlatLaf's scroll bar, with what is square in it filled as plain rectangles (P200). FlatLaf fills the track and
 * the thumb with antialiasing on, which sends whole squares through the antialiasing rasterizer: the log's scroll
 * bar, whose thumb moves on every move, spent about 7 % of the event thread's time there. At a whole-pixel scale a
 * square with whole-pixel edges covers the same pixels either way, so the look is the same: a square track is filled
 * plain, a rounded thumb has its straight middle filled plain and only its two rounded ends antialiased. Fractional
 * scales keep FlatLaf's own path. Installed for every scroll bar by the theme's {@code ScrollBarUI} key.
 */
public final class QuickScrollBarUI extends FlatScrollBarUI {
    /** The factory Swing calls for each scroll bar (the theme names this class). */
    public static ComponentUI createUI(JComponent c) {
        return new QuickScrollBarUI();
    }

    @Override
    protected void paintTrackOrThumb(Graphics g, JComponent c, Rectangle bounds, Insets insets, int arc) {
        if (!(g instanceof Graphics2D g2) || !wholePixels(g2.getTransform())) {
            super.paintTrackOrThumb(g, c, bounds, insets, arc);
            return;
        }
        boolean vertical = scrollbar.getOrientation() == JScrollBar.VERTICAL;
        Insets in = UIScale.scale(vertical ? insets : new Insets(insets.right, insets.top, insets.left, insets.bottom));
        Rectangle r = new Rectangle(bounds.x + in.left, bounds.y + in.top, bounds.width - in.left - in.right,
                bounds.height - in.top - in.bottom);
        // the rounded ends: as deep as half the corner's diameter, in whole pixels
        int end = arc <= 0 ? 0 : (Math.min(UIScale.scale(arc), Math.min(r.width, r.height)) + 1) / 2;
        Rectangle middle = vertical ? new Rectangle(r.x, r.y + end, r.width, r.height - 2 * end)
                : new Rectangle(r.x + end, r.y, r.width - 2 * end, r.height);
        if (middle.isEmpty()) {
            super.paintTrackOrThumb(g, c, bounds, insets, arc);
            return;
        }
        Graphics2D plain = (Graphics2D) g2.create();
        plain.clipRect(middle.x, middle.y, middle.width, middle.height);
        plain.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        super.paintTrackOrThumb(plain, c, bounds, insets, arc);
        plain.dispose();
        if (end > 0) {
            for (Rectangle cap : vertical
                    ? new Rectangle[] {new Rectangle(r.x, r.y, r.width, end),
                        new Rectangle(r.x, r.y + r.height - end, r.width, end)}
                    : new Rectangle[] {new Rectangle(r.x, r.y, end, r.height),
                        new Rectangle(r.x + r.width - end, r.y, end, r.height)}) {
                Graphics2D round = (Graphics2D) g2.create();
                round.clipRect(cap.x, cap.y, cap.width, cap.height);
                super.paintTrackOrThumb(round, c, bounds, insets, arc);
                round.dispose();
            }
        }
    }

    /** Whether t maps whole pixels to whole pixels: whole scales and whole moves only. */
    static boolean wholePixels(AffineTransform t) {
        return ScreenImage.scalesOnly(t) && t.getScaleX() == Math.rint(t.getScaleX())
                && t.getScaleY() == Math.rint(t.getScaleY()) && t.getTranslateX() == Math.rint(t.getTranslateX())
                && t.getTranslateY() == Math.rint(t.getTranslateY());
    }
}
