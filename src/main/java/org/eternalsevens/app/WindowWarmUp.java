package org.eternalsevens.app;

import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JRootPane;

import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.rules.setup.GameContent;

/**
 * The warm-up's window for round 2 (issue 25 §4, P555): the move that ends Pro round 1 changes the whole window (the
 * boards leave the players' panels, the log unfolds, the choosing shows round 2's cards), and over half of that
 * move's time was the JVM's first use of that code. A second game window, never shown, is built for the warm-up's
 * throwaway Pro game at the real window's size, shows round 1's last position, is laid out and painted into an image,
 * then shows round 2 (the move made) and is laid out and painted again, and is disposed of. It has no game files:
 * nothing of it is written, and nothing of it reaches the players. Each step is a slice of its own, run by
 * {@link org.eternalsevens.app.session.WarmUp} one at a time; the paint is a slice per part of the window (P562).
 */
final class WindowWarmUp {
    private WindowWarmUp() {
    }

    /** The slices for {@code pro}, a throwaway Pro game whose last move ended round 1 (none when it did not). */
    static List<Runnable> slices(MainFrame real, GameContent content, GameSession pro) {
        int n = pro.moveCount();
        if (n == 0 || pro.stateAt(n - 1).round() >= pro.state().round()) {
            return List.of();
        }
        MainFrame[] built = new MainFrame[1];
        List<Runnable> slices = new ArrayList<>();
        slices.add(() -> built[0] = new MainFrame(content, real.prefs()));
        // each step a slice of its own: the first layout and the first paint of a Pro window are each the JVM's
        // first use of much code, and a click waits for the slice under way
        Dimension size = real.getRootPane().getSize();
        // round 1's last position, as the players see it before the move: the game put on, then that position
        // (one slice of up to 90 ms together, P562)
        slices.add(() -> built[0].table().setSession(pro));
        slices.add(() -> built[0].table().view(n - 1));
        slices.add(() -> layOut(built[0], size));
        paint(built, slices);
        slices.add(() -> built[0].table().backToGame()); // the move made: round 2's choosing
        slices.add(() -> layOut(built[0], size));
        paint(built, slices);
        slices.add(() -> {
            built[0].table().setSession(null);
            built[0].dispose();
        });
        return slices;
    }

    /** Lays the never-shown window out at {@code size}: its root pane, as a window with no peer does not lay out. */
    private static void layOut(MainFrame w, Dimension size) {
        JRootPane root = w.getRootPane();
        root.setBounds(0, 0, Math.max(900, size.width), Math.max(600, size.height));
        root.invalidate();
        root.validate();
    }

    /** At most this many parts of the window painted one slice each: the two columns' parts and the menu bar. */
    private static final int PARTS = 12;

    /**
     * Adds the slices that paint the window into an image, as its first paint on screen would: part by part (each of
     * the two columns' parts, the menu bar), a slice each, as the whole window's first paint took up to 100 ms (P562).
     */
    private static void paint(MainFrame[] built, List<Runnable> slices) {
        List<java.awt.Component> parts = new ArrayList<>();
        slices.add(() -> {
            parts.clear();
            parts.addAll(parts(built[0]));
        });
        for (int i = 0; i < PARTS; i++) {
            int part = i;
            slices.add(() -> {
                if (part < parts.size()) {
                    paint(parts.get(part));
                }
            });
        }
    }

    /** The parts painted apart: the field column's and the side column's own parts, and the menu bar. */
    private static List<java.awt.Component> parts(MainFrame w) {
        List<java.awt.Component> parts = new ArrayList<>();
        for (java.awt.Component column : w.getContentPane().getComponents()) {
            if (column instanceof java.awt.Container c && c.getComponentCount() > 0) {
                parts.addAll(List.of(c.getComponents()));
            } else {
                parts.add(column);
            }
        }
        if (w.getJMenuBar() != null) {
            parts.add(w.getJMenuBar());
        }
        parts.removeIf(c -> !c.isVisible() || c.getWidth() <= 0 || c.getHeight() <= 0);
        return parts.size() <= PARTS ? parts : List.of(w.getRootPane()); // never a part left unpainted
    }

    /** Paints one part of the window into an image of its size. */
    private static void paint(java.awt.Component part) {
        BufferedImage image = new BufferedImage(part.getWidth(), part.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            part.paint(g);
        } finally {
            g.dispose();
        }
    }
}
