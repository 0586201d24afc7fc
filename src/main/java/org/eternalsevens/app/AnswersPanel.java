package org.eternalsevens.app;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import java.util.HashMap;
import java.util.Map;

import javax.swing.AbstractButton;
import javax.swing.ButtonModel;
import javax.swing.JPanel;

/**
 * The answers card's panel, whose drawing is kept on the screen's side while its buttons look the same (P197). A
 * reveal's card shown again (an undo or a redo of its answer) is a copy, not eleven buttons drawn again; a button
 * whose look changes (hover, press, focus, enabled) is drawn again alone; other buttons, sizes or a new look draw
 * the whole card again.
 */
final class AnswersPanel extends JPanel {
    static final int KEPT = 2; // cards kept: an undo and a redo of a reveal find theirs (each up to 5 MB at 250 %)
    /** One kept drawing: its image and each shown child's look as the image holds it. */
    private static final class Kept {
        final ScreenImage image;
        Map<Component, String> looks = Map.of();
        String places = ""; // which children, where: another arrangement is another card

        Kept(JPanel owner) {
            image = new ScreenImage(owner, owner.isOpaque()); // an opaque card fills its corners itself
        }
    }

    private final java.util.List<Kept> kept = new java.util.ArrayList<>(); // the most recently shown first
    private int drawings; // areas drawn into an image (for tests)

    AnswersPanel(LayoutManager layout) {
        super(layout);
    }

    /** How many areas of the card have been drawn anew (not copied) so far (for tests). */
    int drawings() {
        return drawings;
    }

    @Override
    public void paint(Graphics g0) {
        Graphics2D g = (Graphics2D) g0;
        if (kept.isEmpty()) {
            kept.add(new Kept(this));
        }
        if (!kept.get(0).image.serves(g)) {
            super.paint(g);
            return;
        }
        Map<Component, String> looks = new HashMap<>();
        StringBuilder places = new StringBuilder();
        lookOf(this, looks, places);
        Kept k = null;
        for (Kept c : kept) {
            if (c.places.equals(places.toString())) {
                k = c;
            }
        }
        if (k == null) { // a new card: a new image while fewer than KEPT, else the one shown longest ago
            k = kept.size() < KEPT ? new Kept(this) : kept.get(kept.size() - 1);
            k.looks = Map.of();
        }
        kept.remove(k);
        kept.add(0, k);
        if (!k.image.ready(g) || k.looks.isEmpty()) {
            draw(k, new Rectangle(getWidth(), getHeight()));
        } else {
            for (Map.Entry<Component, String> e : looks.entrySet()) {
                if (!e.getValue().equals(k.looks.get(e.getKey()))) {
                    Component c = e.getKey();
                    draw(k, javax.swing.SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), this));
                }
            }
        }
        k.looks = looks;
        k.places = places.toString();
        if (!k.image.copyTo(g)) {
            k.looks = Map.of();
            super.paint(g);
        }
    }

    private void draw(Kept k, Rectangle r) {
        Graphics2D ig = k.image.redraw(r);
        super.paint(ig);
        ig.dispose();
        drawings++;
    }

    /**
     * What decides how each shown button or label looks (its words and state, into {@code out}), and which children
     * are where (into {@code places}).
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
            } else if (c instanceof javax.swing.JLabel l) {
                k.append(l.getText());
            }
            out.put(c, k.toString());
            if (c instanceof Container inner && !(c instanceof AbstractButton)) {
                lookOf(inner, out, places);
            }
        }
    }
}
