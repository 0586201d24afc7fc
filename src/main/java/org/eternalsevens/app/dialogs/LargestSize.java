package org.eternalsevens.app.dialogs;

import java.awt.Component;
import java.awt.Dimension;

import javax.swing.JDialog;
import javax.swing.JPanel;

import org.eternalsevens.app.look.ScreenFit;

/**
 * The size the new-game dialog keeps (P345): the largest content it has needed, so that choosing a level, the
 * players or meeting a warning never moves Start or Cancel under the pointer. It grows, never shrinks. Split from
 * {@link NewGameDialog}.
 */
final class LargestSize {
    private final JDialog dialog;
    private final JPanel body;
    private final Component inner;
    private final NewGameProblems problems;
    private Dimension largest;

    /** {@code inner} is the part inside the Table tab's scroll pane whose changes are measured. */
    LargestSize(JDialog dialog, JPanel body, Component inner, NewGameProblems problems) {
        this.dialog = dialog;
        this.body = body;
        this.inner = inner;
        this.problems = problems;
    }

    /** The content's preferred size now: the Table tab's scroll pane is a validate root, so it is invalidated here. */
    Dimension measured() {
        for (Component c = inner; c != null && c != dialog.getRootPane(); c = c.getParent()) {
            c.invalidate();
        }
        return body.getPreferredSize();
    }

    /** Keeps {@code max}, the largest content over every level with four seats, as the dialog's size. */
    void keep(Dimension max) {
        largest = max;
        problems.width(largest.width);
        body.setPreferredSize(largest);
    }

    /** Grows only when the content needs more than the largest so far (long names never clip Start); never shrinks. */
    void refit() {
        if (largest != null) {
            body.setPreferredSize(null);
            Dimension d = measured();
            Dimension before = largest;
            largest = new Dimension(Math.max(largest.width, d.width), Math.max(largest.height, d.height));
            body.setPreferredSize(largest);
            problems.width(largest.width);
            if (largest.equals(before) && dialog.isShowing()) {
                return; // the same size and place
            }
        }
        if (dialog.isShowing()) {
            ScreenFit.repackKeepingCentre(dialog);
        } else if (dialog.isDisplayable()) {
            ScreenFit.packCentred(dialog); // not yet shown: still never larger than the screen
        }
    }
}
