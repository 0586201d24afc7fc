package org.eternalsevens.app.pro;

import java.util.HashMap;
import java.util.Map;

import javax.swing.JLabel;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.Html;

/**
 * Wraps a plain text as HTML at a width in screen pixels. Swing's HTML reads a CSS width in its own points (about
 * 1.3 screen pixels each, whatever the scale setting), so the CSS width is found by measuring once per scale.
 */
final class HtmlWidth {
    private static final Map<Float, Double> PIXELS_PER_CSS = new HashMap<>();

    private HtmlWidth() {
    }

    /** {@code text} wrapped to lines at most {@code pixels} wide on screen. */
    static String wrap(String text, int pixels) {
        String safe = Html.escape(text);
        int css = Math.max(1, (int) Math.floor(pixels / perCss()));
        return "<html><div style='width:" + css + "px'>" + safe + "</div></html>";
    }

    private static double perCss() {
        return PIXELS_PER_CSS.computeIfAbsent(UIScale.getZoomFactor(), z -> {
            JLabel probe = new JLabel("<html><div style='width:1000px'>" + "mmmm ".repeat(400) + "</div></html>");
            int w = probe.getPreferredSize().width;
            return w > 100 ? w / 1000.0 : 1.0;
        });
    }
}
