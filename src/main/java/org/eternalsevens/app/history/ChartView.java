package org.eternalsevens.app.history;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.function.Supplier;

import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.UIManager;

import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;

/**
 * A chart on the screen (P414): JFreeChart's panel without its menus, zoom or buffer (its own menus speak English
 * the words bundle does not hold), drawn at the size it is given. The chart is made again when the look changes
 * (light or dark, the scale), so its colours and fonts follow the theme. A chart of {@code bars} bars is never drawn
 * shorter than they need to stay apart, each a line and a quarter of the look's font (P410): in a scroll pane it then
 * scrolls instead.
 */
class ChartView extends JPanel implements Scrollable {
    private final transient Supplier<JFreeChart> make;
    private final int bars;
    private ChartPanel panel;

    ChartView(String name, int bars, Supplier<JFreeChart> make) {
        super(new BorderLayout());
        this.make = make;
        this.bars = bars;
        setName(name);
        setOpaque(false);
        panel = new ChartPanel(make.get(), 480, 300, 1, 1, 100_000, 100_000, false, false, false, false, false,
                false, false);
        panel.setPopupMenu(null);
        panel.setMouseWheelEnabled(false);
        panel.setDomainZoomable(false);
        panel.setRangeZoomable(false);
        add(panel);
    }

    /** The chart shown now. */
    JFreeChart chart() {
        return panel.getChart();
    }

    /** The least height its bars need: a line and a quarter each, and four lines for the axis and the legend. */
    int leastHeight() {
        int line = getFontMetrics(UIManager.getFont("Label.font")).getHeight();
        return bars == 0 ? 0 : (int) Math.ceil(line * (1.25 * bars + 4));
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (panel != null) { // null while the panel itself is being made
            panel.setChart(make.get());
        }
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        return new Dimension(d.width, Math.max(d.height, leastHeight()));
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return getFontMetrics(UIManager.getFont("Label.font")).getHeight();
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return Math.max(1, visible.height - getScrollableUnitIncrement(visible, orientation, direction));
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return !(getParent() instanceof JViewport v) || v.getHeight() >= leastHeight();
    }
}
