package org.eternalsevens.app.history;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Line2D;

import javax.swing.JComponent;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.history.GameStory;
import org.eternalsevens.words.Ui;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * One game's story (issue 27 §3, P412): each player's hearts (above) and stars (below) after every move, across both
 * rounds, from {@link GameStory} (the record replayed). A line per player and round, in the player's colour and with
 * the player's own marker shape every few moves and at each round's end; the legend names each player with their
 * colour's symbol ("♥ Ann"); a line marks where round 2 begins.
 */
public final class GameStoryChart {
    /** About this many markers along a line, whatever the game's length. */
    static final int MARKERS = 12;

    private GameStoryChart() {
    }

    /** The chart of a story, to put in a window; it follows the theme. */
    public static JComponent view(GameStory story) {
        return new ChartView("stats-story-chart", () -> make(story));
    }

    /** The hearts (or stars) of each player's each round, a series per player and round, in the story's order. */
    static XYSeriesCollection data(GameStory story, boolean hearts) {
        XYSeriesCollection d = new XYSeriesCollection();
        for (GameStory.Player p : story.players()) {
            for (GameStory.Round r : p.rounds()) {
                XYSeries s = new XYSeries(p.colour().id() + "/" + r.round(), false, true);
                for (GameStory.Point pt : r.points()) {
                    s.add(pt.move(), hearts ? pt.hearts() : pt.stars());
                }
                d.addSeries(s);
            }
        }
        return d;
    }

    static JFreeChart make(GameStory story) {
        NumberAxis moves = new NumberAxis(Ui.text("stats.story.moves"));
        moves.setRange(0, Math.max(1, story.moves()));
        ChartLook.axis(moves);
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(moves);
        plot.setGap(ChartLook.scaled(10));
        plot.add(part(story, true), 1);
        plot.add(part(story, false), 1);
        LegendItemCollection legend = new LegendItemCollection();
        for (GameStory.Player p : story.players()) {
            LegendItem item = new LegendItem(Theme.symbol(p.colour()) + " " + p.name(), null, null, null,
                    ChartLook.marker(p.colour()), colour(p), ChartLook.line(0.5f), colour(p));
            item.setLine(new Line2D.Float(-ChartLook.scaled(10), 0, ChartLook.scaled(10), 0));
            item.setLineVisible(true);
            item.setLinePaint(colour(p));
            item.setLineStroke(ChartLook.line(2));
            legend.add(item);
        }
        plot.setFixedLegendItems(legend);
        JFreeChart chart = ChartLook.chart(plot, true);
        return chart;
    }

    private static XYPlot part(GameStory story, boolean hearts) {
        NumberAxis axis = new NumberAxis(Ui.text(hearts ? "stats.story.hearts" : "stats.story.stars"));
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        axis.setAutoRangeIncludesZero(true);
        XYLineAndShapeRenderer r = new Markers(step(story));
        int series = 0;
        for (GameStory.Player p : story.players()) {
            for (int i = 0; i < p.rounds().size(); i++) {
                r.setSeriesPaint(series, colour(p));
                r.setSeriesShape(series, ChartLook.marker(p.colour()));
                r.setSeriesStroke(series, ChartLook.line(2));
                r.setSeriesShapesFilled(series, true);
                series++;
            }
        }
        XYPlot part = new XYPlot(data(story, hearts), null, axis, r);
        ChartLook.plot(part);
        int end = story.roundOneEnd();
        if (end > 0) {
            ValueMarker m = new ValueMarker(end, Theme.colour("EternalSevens.chartRound"),
                    new BasicStroke(ChartLook.scaled(1.5f), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                            new float[] {ChartLook.scaled(6), ChartLook.scaled(4)}, 0f));
            if (hearts) {
                m.setLabel(Ui.text("stats.story.round2"));
                m.setLabelFont(ChartLook.font(0.95f));
                m.setLabelPaint(ChartLook.ink());
                m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
                m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            }
            part.addDomainMarker(m);
        }
        return part;
    }

    static Color colour(GameStory.Player p) {
        return Theme.colour(p.colour());
    }

    /** Moves between two markers on a line. */
    static int step(GameStory story) {
        return Math.max(1, story.moves() / MARKERS);
    }

    /** Lines with their markers every {@code step} moves and at each round's last point, not at every move. */
    static final class Markers extends XYLineAndShapeRenderer {
        private final int step;

        Markers(int step) {
            super(true, true);
            this.step = step;
        }

        @Override
        public boolean getItemShapeVisible(int series, int item) {
            XYSeriesCollection d = (XYSeriesCollection) getPlot().getDataset();
            int count = d.getItemCount(series);
            return item == count - 1 || d.getX(series, item).intValue() % step == 0;
        }

        /** The marker of a series (a player's round). */
        Shape marker(int series) {
            return getSeriesShape(series);
        }
    }
}
