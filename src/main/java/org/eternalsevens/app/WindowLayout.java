package org.eternalsevens.app;

import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;

import org.eternalsevens.app.look.PlainLayout;

/**
 * The game window's two columns: the field's column gets the width its cards can use (all of it but a
 * quarter, when the width limits the cards), and at least what the Gamer part needs; the side column (players,
 * eternals, log, command box) gets the rest, so at a large scale on a short screen the side column widens instead
 * of the field standing in empty margins (P330).
 */
final class WindowLayout extends PlainLayout {
    private final FieldColumn left;
    private SideColumn right;

    WindowLayout(FieldColumn left) {
        this.left = left;
    }

    void right(SideColumn c) {
        right = c;
    }

    @Override
    public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        int pad = 8; // not scaled: a larger scale must not narrow the field (issue 8, defect 2)
        int gap = 10;
        int w = parent.getWidth() - in.left - in.right - 2 * pad;
        int h = parent.getHeight() - in.top - in.bottom - 2 * pad;
        int most = right == null ? w : w - gap - w / 4;
        int lw = right == null ? w : left.widthFor(most, h);
        // the side column widens (the field narrows) until every player's panel lies whole in it, and the eternals'
        // title and a line below them (P551), up to half the window and never below what the Gamer part needs (P330,
        // P426)
        int step = Math.max(8, w / 100);
        while (right != null && left.mayNarrowTo(lw - step, w, h) && !right.playersAndEternalsFit(w - lw - gap, h)) {
            lw -= step;
        }
        if (right != null && !right.playersFit(w - lw - gap, h)) {
            // the players scroll all the same (P399): the field's column keeps half the window, or its buttons
            // wrapped one a line would leave the field no room (seen at 250% on 1366×768)
            lw = Math.max(lw, Math.min(most, w / 2));
        }
        left.setBounds(in.left + pad, in.top + pad, lw, h);
        if (right != null) {
            right.setBounds(in.left + pad + lw + gap, in.top + pad, w - lw - gap, h);
        }
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        return new Dimension(1500, 950);
    }
}
