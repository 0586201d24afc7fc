package org.eternalsevens.app.history;

import java.awt.BasicStroke;
import java.awt.Color;
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
        return new ChartView("stats-story-chart", 0, () -> make(story));
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
        double pad = Math.max(0.5, story.moves() / 100.0); // the first and last markers whole
        moves.setRange(-pad, Math.max(1, story.moves()) + pad);
        moves.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
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
        return ChartLook.chart(plot, true);
    }

    private static XYPlot part(GameStory story, boolean hearts) {
        NumberAxis axis = new NumberAxis(hearts ? Ui.text("stats.story.hearts") : Ui.text("stats.story.stars"));
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        int[] span = span(story, hearts);
        // markers on the lowest and highest values whole, and room above for the words of round 2's line
        axis.setRange(span[0] - 0.4, span[1] + (hearts && story.roundOneEnd() > 0 ? 1.2 : 0.4));
        int[] seat = new int[story.players().stream().mapToInt(p -> p.rounds().size()).sum()];
        int series = 0;
        for (int i = 0; i < story.players().size(); i++) {
            for (int k = 0; k < story.players().get(i).rounds().size(); k++) {
                seat[series++] = i;
            }
        }
        XYLineAndShapeRenderer r = new Markers(step(story), seat, story.players().size());
        series = 0;
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
                m.setLabelBackgroundColor(Theme.colour("EternalSevens.chartPlot"));
                m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
                m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
                m.setLabelOffset(new org.jfree.chart.ui.RectangleInsets(ChartLook.scaled(2), ChartLook.scaled(4),
                        ChartLook.scaled(2), ChartLook.scaled(4)));
            }
            part.addDomainMarker(m);
        }
        return part;
    }

    /** The lowest (0 at most) and highest hearts (or stars) of the story. */
    static int[] span(GameStory story, boolean hearts) {
        int low = 0;
        int high = 1;
        for (GameStory.Player p : story.players()) {
            for (GameStory.Round r : p.rounds()) {
                for (GameStory.Point pt : r.points()) {
                    int v = hearts ? pt.hearts() : pt.stars();
                    low = Math.min(low, v);
                    high = Math.max(high, v);
                }
            }
        }
        return new int[] {low, high};
    }

    static Color colour(GameStory.Player p) {
        return Theme.colour(p.colour());
    }

    /** Moves between two markers on a line. */
    static int step(GameStory story) {
        return Math.max(1, story.moves() / MARKERS);
    }

    /**
     * Lines with their markers every {@code step} moves and at each round's last point, not at every move; each
     * player's markers a little after the one before's, so that where lines lie on each other (equal hearts) every
     * player's shape still shows along them.
     */
    static final class Markers extends XYLineAndShapeRenderer {
        private final int step;
        private final int[] seat;
        private final int players;

        Markers(int step, int[] seat, int players) {
            super(true, true);
            this.step = step;
            this.seat = seat.clone();
            this.players = players;
        }

        @Override
        public boolean getItemShapeVisible(int series, int item) {
            XYSeriesCollection d = (XYSeriesCollection) getPlot().getDataset();
            int move = d.getX(series, item).intValue();
            return item == d.getItemCount(series) - 1 || (move + seat[series] * step / players) % step == 0;
        }
    }
}
