package org.eternalsevens.app;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import javax.swing.AbstractButton;
import javax.swing.ButtonModel;
import javax.swing.JComponent;
import javax.swing.JLabel;

/**
 * A panel's last drawings kept on the screen's side while its children look the same (P197, P203): a drawing shown
 * again is a copy; a child whose look changed (its words, colour, font, icon, state) is drawn again alone; other
 * children, other places or another look of the panel itself draw it whole again. It keeps {@code most} drawings,
 * one for each arrangement and look of the panel, the one shown longest ago given up first. Used on the event
 * thread only.
 */
final class KeptDrawings {
    /** One kept drawing: its image and each shown child's look as the image holds it. */
    private static final class Kept {
        final ScreenImage image;
        Map<Component, String> looks = Map.of();
        String places = ""; // the panel's own look, and which children are where

        Kept(JComponent owner) {
            image = new ScreenImage(owner, owner.isOpaque()); // an opaque panel fills its corners itself
        }
    }

    private final JComponent owner;
    private final int most;
    private final java.util.List<Kept> kept = new java.util.ArrayList<>(); // the most recently shown first
    private int drawings; // areas drawn into an image (for tests)

    KeptDrawings(JComponent owner, int most) {
        this.owner = owner;
        this.most = most;
    }

    /** How many areas have been drawn anew (not copied) so far (for tests). */
    int drawings() {
        return drawings;
    }

    /**
     * Paints the owner on g from a kept drawing, drawing into it first what changed; {@code own} is the owner's own
     * look (what its children do not show), {@code paint} paints the owner as usual on the graphics it is given.
     * Returns false, having painted nothing, when no kept drawing can serve g: then the caller paints directly.
     */
    boolean paint(Graphics2D g, String own, Consumer<Graphics2D> paint) {
        if (kept.isEmpty()) {
            kept.add(new Kept(owner));
        }
        if (!kept.get(0).image.serves(g)) {
            return false;
        }
        Map<Component, String> looks = new HashMap<>();
        StringBuilder places = new StringBuilder(own).append('|');
        lookOf(owner, looks, places);
        Kept k = null;
        for (Kept c : kept) {
            if (c.places.equals(places.toString())) {
                k = c;
            }
        }
        if (k == null) { // a new arrangement: a new image while fewer than most, else the one shown longest ago
            k = kept.size() < most ? new Kept(owner) : kept.get(kept.size() - 1);
            k.looks = Map.of();
        }
        kept.remove(k);
        kept.add(0, k);
        if (!k.image.ready(g) || k.looks.isEmpty()) {
            draw(k, new Rectangle(owner.getWidth(), owner.getHeight()), paint);
        } else {
            for (Map.Entry<Component, String> e : looks.entrySet()) {
                if (!e.getValue().equals(k.looks.get(e.getKey()))) {
                    Component c = e.getKey();
                    draw(k, javax.swing.SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), owner), paint);
                }
            }
        }
        k.looks = looks;
        k.places = places.toString();
        if (!k.image.copyTo(g)) {
            k.looks = Map.of();
            return false;
        }
        return true;
    }

    private void draw(Kept k, Rectangle r, Consumer<Graphics2D> paint) {
        Graphics2D ig = k.image.redraw(r);
        paint.accept(ig);
        ig.dispose();
        drawings++;
    }

    /**
     * What decides how each shown button or label looks (into {@code out}), and which children are where (into
     * {@code places}).
     */
    private static void lookOf(Container box, Map<Component, String> out, StringBuilder places) {
        for (Component c : box.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            places.append(System.identityHashCode(c)).append(c.getBounds()).append(';');
            StringBuilder k = new StringBuilder().append(c.isEnabled()).append(c.isFocusOwner());
            if (c instanceof AbstractButton b) {
                ButtonModel m = b.getModel();
                k.append(b.getText()).append(m.isRollover()).append(m.isPressed()).append(m.isArmed())
                        .append(m.isSelected()).append(System.identityHashCode(b.getIcon()));
            } else if (c instanceof JLabel l) {
                k.append(l.getText()).append(System.identityHashCode(l.getIcon()));
            }
            if (c instanceof JComponent j) { // colours, font and border: a struck-through or greyed icon chip
                k.append(j.getForeground() == null ? 0 : j.getForeground().getRGB()).append('/')
                        .append(j.getBackground() == null ? 0 : j.getBackground().getRGB()).append(j.isOpaque())
                        .append(System.identityHashCode(j.getFont())).append(System.identityHashCode(j.getBorder()));
            }
            out.put(c, k.toString());
            if (c instanceof Container inner && !(c instanceof AbstractButton)) {
                lookOf(inner, out, places);
            }
        }
    }
}
