package org.eternalsevens.app.look;

import java.awt.Component;

import javax.swing.JScrollPane;

/**
 * A scroll pane laid out without the cursor update that follows every layout of a validate root (P205, P210). That
 * update asks the X server where the pointer is and waits for the answer, so it waits for everything sent before
 * it (the paint of the move so far): 5 to 7 ms when the final turns' lines first appeared below the field. The
 * pointer's shape follows at its next move, as it does everywhere else.
 */
public class QuietScrollPane extends JScrollPane {
    public QuietScrollPane(Component view, int vertical, int horizontal) {
        super(view, vertical, horizontal);
    }

    @Override
    public void validate() {
        if (!isValid()) {
            synchronized (getTreeLock()) {
                validateTree();
            }
        }
    }
}
