package org.eternalsevens.app.look;

import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;

/**
 * Keeps windows on the screen: a dialog is never larger than the usable screen (less the task bar), and stays
 * inside it wherever it is placed. {@code -Des.screen=1366x768} pretends the screen is that small (the
 * screenshot matrix, or trying a small screen on a large one).
 */
public final class ScreenFit {
    private ScreenFit() {
    }

    /** The usable part of the window's screen (the default screen for a window not yet shown). */
    public static Rectangle usable(Window w) {
        GraphicsConfiguration gc = w != null && w.getGraphicsConfiguration() != null ? w.getGraphicsConfiguration()
                : GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice().getDefaultConfiguration();
        Rectangle r = gc.getBounds();
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        Rectangle out = new Rectangle(r.x + in.left, r.y + in.top, r.width - in.left - in.right,
                r.height - in.top - in.bottom);
        Dimension pretend = pretended();
        if (pretend != null) {
            out.width = Math.min(out.width, pretend.width);
            out.height = Math.min(out.height, pretend.height);
        }
        return out;
    }

    private static Dimension pretended() {
        String s = System.getProperty("es.screen");
        if (s == null || !s.matches("\\d+x\\d+")) {
            return null;
        }
        String[] p = s.split("x");
        return new Dimension(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
    }

    /** Packs the dialog, no larger than the screen, centred on its owner (or the screen), wholly on screen. */
    public static void packCentred(Window w) {
        Rectangle screen = usable(w);
        packWithin(w, screen);
        Window owner = w.getOwner();
        Rectangle around = owner != null && owner.isShowing() ? owner.getBounds() : screen;
        place(w, screen, new Point(around.x + around.width / 2, around.y + around.height / 2));
    }

    /** Packs again after the content grew, keeping the dialog's centre where it was (clamped to the screen). */
    public static void repackKeepingCentre(Window w) {
        Rectangle before = w.getBounds();
        packWithin(w, usable(w));
        place(w, usable(w), new Point(before.x + before.width / 2, before.y + before.height / 2));
    }

    /**
     * Packs the window at no more than the screen's size. A plain pack asked the X server for the whole preferred
     * size first (1733×1422 for the Pro new-game dialog at 250 %), and the X server's answer to that request could
     * arrive after the clamped size was set, so that the window was too large for a moment (P215).
     */
    private static void packWithin(Window w, Rectangle screen) {
        if (!w.isDisplayable()) {
            w.addNotify(); // as pack does first: the window's insets are known from here on
        }
        javax.swing.JRootPane root = w instanceof javax.swing.RootPaneContainer r ? r.getRootPane() : null;
        if (root == null || root.isPreferredSizeSet() || root.getLayout() == null) {
            w.pack();
            return;
        }
        Insets in = w.getInsets();
        Dimension inside = root.getLayout().preferredLayoutSize(root); // measured now: a kept size may be old
        root.setPreferredSize(new Dimension(Math.min(inside.width, screen.width - in.left - in.right),
                Math.min(inside.height, screen.height - in.top - in.bottom)));
        try {
            w.pack();
        } finally {
            root.setPreferredSize(null);
        }
    }

    private static void place(Window w, Rectangle screen, Point centre) {
        int width = Math.min(w.getWidth(), screen.width);
        int height = Math.min(w.getHeight(), screen.height);
        int x = clamp(centre.x - width / 2, screen.x, screen.x + screen.width - width);
        int y = clamp(centre.y - height / 2, screen.y, screen.y + screen.height - height);
        w.setBounds(x, y, width, height);
        w.validate();
    }

    private static int clamp(int v, int lo, int hi) {
        return Math.max(lo, Math.min(v, hi));
    }
}
