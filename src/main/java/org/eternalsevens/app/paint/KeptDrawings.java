package org.eternalsevens.app.paint;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
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
public final class KeptDrawings {
    /** One kept drawing: its image, the panel's own look, and each shown child's look and place as it holds them. */
    private static final class Kept {
        final ScreenImage image;
        String own = "";
        List<Look> looks = List.of();

        Kept(JComponent owner) {
            image = new ScreenImage(owner, owner.isOpaque()); // an opaque panel fills its corners itself
        }

        /** Whether the image holds the same children in the same places under the same own look. */
        boolean sameArrangement(String ownNow, List<Look> now) {
            if (!own.equals(ownNow) || looks.size() != now.size()) {
                return false;
            }
            for (int i = 0; i < now.size(); i++) {
                if (!looks.get(i).samePlace(now.get(i))) {
                    return false;
                }
            }
            return true;
        }
    }

    private final JComponent owner;
    private final int most;
    private final List<Kept> kept = new ArrayList<>(); // the most recently shown first
    private int drawings; // areas drawn into an image (for tests)

    public KeptDrawings(JComponent owner, int most) {
        this.owner = owner;
        this.most = most;
    }

    /** How many areas have been drawn anew (not copied) so far (for tests). */
    public int drawings() {
        return drawings;
    }

    /**
     * Paints the owner on g from a kept drawing, drawing into it first what changed; {@code own} is the owner's own
     * look (what its children do not show), {@code paint} paints the owner as usual on the graphics it is given.
     * Returns false, having painted nothing, when no kept drawing can serve g: then the caller paints directly.
     */
    public boolean paint(Graphics2D g, String own, Consumer<Graphics2D> paint) {
        if (kept.isEmpty()) {
            kept.add(new Kept(owner));
        }
        if (!kept.get(0).image.serves(g)) {
            return false;
        }
        List<Look> looks = new ArrayList<>();
        lookOf(owner, looks);
        Kept k = null;
        for (Kept c : kept) {
            if (c.sameArrangement(own, looks)) {
                k = c;
            }
        }
        if (k == null) { // a new arrangement: a new image while fewer than most, else the one shown longest ago
            k = kept.size() < most ? new Kept(owner) : kept.get(kept.size() - 1);
            k.looks = List.of();
        }
        kept.remove(k);
        kept.add(0, k);
        if (!k.image.ready(g) || k.looks.isEmpty()) {
            draw(k, new Rectangle(owner.getWidth(), owner.getHeight()), paint);
        } else {
            for (int i = 0; i < looks.size(); i++) {
                if (!looks.get(i).sameLook(k.looks.get(i))) {
                    Component c = looks.get(i).child;
                    draw(k, javax.swing.SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), owner), paint);
                }
            }
        }
        k.looks = looks;
        k.own = own;
        if (!k.image.copyTo(g)) {
            k.looks = List.of();
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

    /** Each shown child, depth first (not inside buttons), with what decides how it looks and where it is. */
    private static void lookOf(Container box, List<Look> out) {
        for (Component c : box.getComponents()) {
            if (c.isVisible()) {
                out.add(new Look(c));
                if (c instanceof Container inner && !(c instanceof AbstractButton)) {
                    lookOf(inner, out);
                }
            }
        }
    }

    /**
     * What decides how one child looks (its words, state, icon, colours, font and border: a struck-through or greyed
     * icon chip) and where it is, compared field by field: references by identity, words by content (no strings are
     * built on each paint).
     */
    private static final class Look {
        final Component child;
        final int x;
        final int y;
        final int w;
        final int h;
        final int bits; // enabled, focused, opaque, and a button's rollover, pressed, armed and selected
        final String text;
        final Object icon;
        final Object font;
        final Object border;
        final int fg;
        final int bg;

        Look(Component c) {
            child = c;
            x = c.getX();
            y = c.getY();
            w = c.getWidth();
            h = c.getHeight();
            int b = (c.isEnabled() ? 1 : 0) | (c.isFocusOwner() ? 2 : 0);
            String words = null;
            Object image = null;
            if (c instanceof AbstractButton button) {
                ButtonModel m = button.getModel();
                words = button.getText();
                image = button.getIcon();
                b |= (m.isRollover() ? 8 : 0) | (m.isPressed() ? 16 : 0) | (m.isArmed() ? 32 : 0)
                        | (m.isSelected() ? 64 : 0);
            } else if (c instanceof JLabel l) {
                words = l.getText();
                image = l.getIcon();
            }
            text = words;
            icon = image;
            if (c instanceof JComponent j) {
                b |= j.isOpaque() ? 4 : 0;
                fg = j.getForeground() == null ? 0 : j.getForeground().getRGB();
                bg = j.getBackground() == null ? 0 : j.getBackground().getRGB();
                font = j.getFont();
                border = j.getBorder();
            } else {
                fg = 0;
                bg = 0;
                font = null;
                border = null;
            }
            bits = b;
        }

        boolean samePlace(Look o) {
            return child == o.child && x == o.x && y == o.y && w == o.w && h == o.h;
        }

        boolean sameLook(Look o) {
            return bits == o.bits && java.util.Objects.equals(text, o.text) && icon == o.icon && font == o.font
                    && border == o.border && fg == o.fg && bg == o.bg;
        }
    }
}
