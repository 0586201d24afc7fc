package org.eternalsevens.app.gamer;

import java.awt.Color;
import java.awt.event.KeyEvent;

import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.KeyStroke;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;

/** What the Gamer views share: colour chips with a readable text colour, contrast, Escape. */
final class GamerLook {
    private GamerLook() {
    }

    /** The WCAG relative luminance of a colour. */
    static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    /** The WCAG contrast ratio of two colours, 1 to 21. */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** Near-black or white, whichever reads better on {@code bg}. */
    static Color textOn(Color bg) {
        Color ink = Theme.colour("EternalSevens.chipInk");
        return contrast(ink, bg) >= contrast(Color.WHITE, bg) ? ink : Color.WHITE;
    }

    /** A colour's mark, symbol first: "♥ R". */
    static String mark(Colour c) {
        return Theme.mark(c);
    }

    /** A small filled label in a player's colour with its symbol, so colour is never the only sign: "♥ Red". */
    static JLabel chip(Colour c, String text) {
        JLabel l = new JLabel(text);
        Color bg = Theme.colour(c);
        l.setOpaque(true);
        l.setBackground(bg);
        l.setForeground(textOn(bg));
        l.setBorder(BorderFactory.createEmptyBorder(UIScale.scale(1), UIScale.scale(6), UIScale.scale(1),
                UIScale.scale(6)));
        l.putClientProperty(FlatClientProperties.STYLE, "font: bold");
        return l;
    }

    /** The chip of a player: "♥ Red". */
    static JLabel chip(Colour c) {
        return chip(c, Theme.symbol(c) + " " + c.title());
    }

    static JLabel styled(String text, String styleClass) {
        JLabel l = new JLabel(text);
        l.putClientProperty(FlatClientProperties.STYLE_CLASS, styleClass);
        return l;
    }

    /** Escape closes the dialog, as its Cancel or Close button does (as app/Dialogs.closeOnEscape). */
    static void closeOnEscape(JDialog d, Runnable close) {
        d.getRootPane().registerKeyboardAction(e -> close.run(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }
}
