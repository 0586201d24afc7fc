package org.eternalsevens.app.look;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Window;

import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JScrollPane;

import com.formdev.flatlaf.util.UIScale;

/**
 * A dialog's body that scrolls once the dialog would be taller than the usable screen, its buttons (laid out below
 * it, outside) staying in view (issue 25 §2, P397). The preferred size is capped, so {@code pack()} alone fits the
 * dialog: a size set after pack() may be undone by the window system's late answer to the first one (X11).
 */
public final class ScreenCappedScroll extends JScrollPane {
    private final Window owner;
    private final JComponent below;

    /** {@code body} in a pane no taller than {@code owner}'s screen leaves beside {@code below} and a title bar. */
    public ScreenCappedScroll(JComponent body, Window owner, JComponent below) {
        super(body, VERTICAL_SCROLLBAR_AS_NEEDED, HORIZONTAL_SCROLLBAR_NEVER);
        this.owner = owner;
        this.below = below;
        setBorder(BorderFactory.createEmptyBorder());
        getVerticalScrollBar().setUnitIncrement(UIScale.scale(24));
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        Rectangle u = ScreenFit.usable(owner);
        int maxH = u.height - below.getPreferredSize().height - UIScale.scale(40) - 40;
        int bar = d.height > maxH ? getVerticalScrollBar().getPreferredSize().width : 0;
        return new Dimension(Math.min(d.width + bar, u.width - 40), Math.max(0, Math.min(d.height, maxH)));
    }
}
