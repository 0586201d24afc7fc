package org.eternalsevens.app.history;

import java.awt.BorderLayout;
import java.util.function.Supplier;

import javax.swing.JPanel;

import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;

/**
 * A chart on the screen (P414): JFreeChart's panel without its menus, zoom or buffer (its own menus speak English
 * the words bundle does not hold), drawn at the size it is given. The chart is made again when the look changes
 * (light or dark, the scale), so its colours and fonts follow the theme.
 */
class ChartView extends JPanel {
    private final transient Supplier<JFreeChart> make;
    private ChartPanel panel;

    ChartView(String name, Supplier<JFreeChart> make) {
        super(new BorderLayout());
        this.make = make;
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

    @Override
    public void updateUI() {
        super.updateUI();
        if (panel != null) { // null while the panel itself is being made
            panel.setChart(make.get());
        }
    }
}
