package org.eternalsevens.app.prompt;

import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.LayoutManager;

import javax.swing.JPanel;

import org.eternalsevens.app.paint.KeptDrawings;

/**
 * The answers card's panel, whose drawing is kept on the screen's side while its buttons look the same (P197). A
 * reveal's card shown again (an undo or a redo of its answer) is a copy, not eleven buttons drawn again; a button
 * whose look changes (hover, press, focus, enabled) is drawn again alone; other buttons, sizes or a new look draw
 * the whole card again.
 */
public final class AnswersPanel extends JPanel {
    static final int KEPT = 2; // cards kept: an undo and a redo of a reveal find theirs (each up to 5 MB at 250 %)
    private final KeptDrawings kept = new KeptDrawings(this, KEPT);

    AnswersPanel(LayoutManager layout) {
        super(layout);
    }

    /** How many areas of the card have been drawn anew (not copied) so far (for tests). */
    public int drawings() {
        return kept.drawings();
    }

    @Override
    public void paint(Graphics g) {
        if (!kept.paint((Graphics2D) g, "", super::paint)) {
            super.paint(g);
        }
    }
}
