package org.eternalsevens.app.history;

import java.util.List;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.history.Places;
import org.eternalsevens.words.Ui;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * Each player's places (P411): a bar per player, its parts the shares of their games ended 1st, 2nd, 3rd and 4th.
 * The places go from the strongest shade to the faintest, and each part wide enough says its place and count
 * ("1st: 5"), so the chart reads without colour.
 */
final class PlacesChart {
    /** A part narrower than this share of the bar carries no words: they would not fit. */
    static final double LABELLED = 0.12;

    private PlacesChart() {
    }

    static ChartView view(List<Places.Line> lines) {
        return new ChartView("stats-places-chart", lines.size(), () -> make(lines));
    }

    /** The data: rows the places ("1st"), columns the players; values the share of the player's games, 0–100. */
    static DefaultCategoryDataset data(List<Places.Line> lines) {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        for (int place = 1; place <= Places.MOST; place++) {
            for (Places.Line l : lines) {
                d.addValue(100.0 * l.count(place) / Math.max(1, l.games()), Ui.text("stats.place", place), l.name());
            }
        }
        return d;
    }

    static JFreeChart make(List<Places.Line> lines) {
        DefaultCategoryDataset data = data(lines);
        NumberAxis share = new NumberAxis(Ui.text("stats.places.axis"));
        share.setRange(0, 100);
        share.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(10));
        CategoryAxis players = new CategoryAxis(null); // the names say what the bars are
        players.setMaximumCategoryLabelWidthRatio(0.35f);
        StackedBarRenderer r = new StackedBarRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(true);
        r.setDefaultOutlinePaint(ChartLook.background());
        r.setDefaultOutlineStroke(ChartLook.line(1));
        r.setMaximumBarWidth(0.12);
        float key = ChartLook.scaled(12);
        r.setDefaultLegendShape(new java.awt.geom.Rectangle2D.Float(-key / 2, -key / 2, key, key));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultItemLabelFont(ChartLook.font(0.95f));
        r.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.CENTER, TextAnchor.CENTER));
        r.setDefaultItemLabelGenerator(new org.jfree.chart.labels.StandardCategoryItemLabelGenerator() {
            @Override
            public String generateLabel(org.jfree.data.category.CategoryDataset dataset, int row, int column) {
                Places.Line l = lines.get(column);
                int count = l.count(row + 1);
                return count == 0 || (double) count / l.games() < LABELLED ? null
                        : Ui.text("stats.places.part", row + 1, count);
            }
        });
        for (int place = 1; place <= Places.MOST; place++) {
            r.setSeriesPaint(place - 1, shade(place));
            r.setSeriesItemLabelPaint(place - 1, text(place));
        }
        CategoryPlot plot = new CategoryPlot(data, players, share, r);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeAxisLocation(org.jfree.chart.axis.AxisLocation.BOTTOM_OR_RIGHT);
        ChartLook.plot(plot);
        return ChartLook.chart(plot, true);
    }

    /** A place's shade: 1st the strongest against the plot, 4th the faintest. */
    static java.awt.Color shade(int place) {
        return switch (place) {
            case 1 -> Theme.colour("EternalSevens.chartPlace1");
            case 2 -> Theme.colour("EternalSevens.chartPlace2");
            case 3 -> Theme.colour("EternalSevens.chartPlace3");
            default -> Theme.colour("EternalSevens.chartPlace4");
        };
    }

    /** The words on a place's part: readable on its shade. */
    static java.awt.Color text(int place) {
        return place <= 2 ? Theme.colour("EternalSevens.chartOnStrong") : Theme.colour("EternalSevens.chartOnFaint");
    }
}
