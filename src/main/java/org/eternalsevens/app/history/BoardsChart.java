package org.eternalsevens.app.history;

import java.util.List;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.history.Stats;
import org.eternalsevens.words.Ui;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The Eternal boards' win rates (P411): a bar per board side (R50), its length the share of the rounds it was chosen
 * whose player won the game (P376), and at its end the rate and the count in words ("40% of 5").
 */
final class BoardsChart {
    private BoardsChart() {
    }

    static ChartView view(List<Stats.BoardLine> boards) {
        List<Stats.BoardLine> ranked = ranked(boards);
        return new ChartView("stats-boards-chart", ranked.size(), () -> make(ranked));
    }

    /** The sides from the highest win rate down; of equal rates, the more often chosen first, then by side. */
    static List<Stats.BoardLine> ranked(List<Stats.BoardLine> boards) {
        return boards.stream().sorted(java.util.Comparator.comparingDouble(Stats.BoardLine::winRate).reversed()
                .thenComparing(java.util.Comparator.comparingInt(Stats.BoardLine::chosen).reversed())
                .thenComparing(Stats.BoardLine::board)).toList();
    }

    /** A board side as the chart names it: "9A Name". */
    static String side(Stats.BoardLine b) {
        return Ui.text("stats.boards.side", b.board(), b.name());
    }

    /** The data: one row, the win rate (0–100) per board side. */
    static DefaultCategoryDataset data(List<Stats.BoardLine> boards) {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        for (Stats.BoardLine b : boards) {
            d.addValue(100 * b.winRate(), Ui.text("stats.boards.rate"), side(b));
        }
        return d;
    }

    static JFreeChart make(List<Stats.BoardLine> boards) {
        NumberAxis rate = new NumberAxis(Ui.text("stats.boards.axis"));
        rate.setRange(0, 118); // room for the words at the end of a bar at 100%
        rate.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(20));
        CategoryAxis sides = new CategoryAxis(null); // "9A Name" says what the bars are
        sides.setMaximumCategoryLabelWidthRatio(0.4f);
        BarRenderer r = new BarRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, Theme.colour("EternalSevens.chartBar"));
        r.setMaximumBarWidth(0.08);
        r.setItemMargin(0);
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultItemLabelFont(ChartLook.font(0.95f));
        r.setDefaultItemLabelPaint(ChartLook.ink());
        r.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
        r.setItemLabelAnchorOffset(ChartLook.scaled(4));
        r.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator() {
            @Override
            public String generateLabel(CategoryDataset dataset, int row, int column) {
                Stats.BoardLine b = boards.get(column);
                return Ui.text("stats.boards.label", Math.round(100 * b.winRate()), b.wins(), b.chosen());
            }
        });
        CategoryPlot plot = new CategoryPlot(data(boards), sides, rate, r);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeAxisLocation(org.jfree.chart.axis.AxisLocation.BOTTOM_OR_RIGHT);
        ChartLook.plot(plot);
        return ChartLook.chart(plot, false);
    }
}
