package org.eternalsevens.app.look;

import javax.swing.JMenuItem;

/**
 * A menu item whose key acts at once. Swing's menu item answers its accelerator (Ctrl+Z) with
 * {@code doClick()}, which shows a pressed look for 68 ms by sleeping on the event thread, in a closed menu where
 * nobody sees it: every undo and redo by key waited 68 ms before anything was drawn (docs/performance.md, "A click
 * answers within one frame").
 */
public final class QuickMenuItem extends JMenuItem {
    public QuickMenuItem(String text) {
        super(text);
    }

    @Override
    public void doClick(int pressTime) {
        super.doClick(0);
    }
}
