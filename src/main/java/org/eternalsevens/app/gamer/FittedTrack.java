package org.eternalsevens.app.gamer;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseEvent;

import javax.swing.CellRendererPane;
import javax.swing.JComponent;

/**
 * A {@link TrackView} drawn smaller, where the screen is short of room for it at the scale in force (P340: the
 * results at 200 % on 1920×1080): the same drawing, scaled by {@code zoom}, and the same words on hover. The view is
 * painted through a {@link CellRendererPane}, so it follows the theme and scale and takes no mouse of its own.
 */
final class FittedTrack extends JComponent {
    private final TrackView view;
    private final double zoom;
    private final CellRendererPane stamp = new CellRendererPane();

    FittedTrack(TrackView view, double zoom) {
        this.view = view;
        this.zoom = zoom;
        setName("fittedTrack");
        add(stamp);
        stamp.add(view);
        setToolTipText(""); // hover asks getToolTipText(MouseEvent)
    }

    TrackView view() {
        return view;
    }

    double zoom() {
        return zoom;
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = view.getPreferredSize();
        return new Dimension((int) Math.ceil(d.width * zoom), (int) Math.ceil(d.height * zoom));
    }

    @Override
    public Dimension getMinimumSize() {
        return getPreferredSize();
    }

    @Override
    protected void paintComponent(Graphics g) {
        Dimension d = view.getPreferredSize();
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g2.scale(zoom, zoom);
            stamp.paintComponent(g2, view, this, 0, 0, d.width, d.height, true);
        } finally {
            g2.dispose();
        }
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        Dimension d = view.getPreferredSize();
        view.setBounds(0, 0, d.width, d.height);
        return view.getToolTipText(new MouseEvent(view, e.getID(), e.getWhen(), e.getModifiersEx(),
                (int) (e.getX() / zoom), (int) (e.getY() / zoom), e.getClickCount(), false));
    }
}
