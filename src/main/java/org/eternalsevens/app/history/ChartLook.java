package org.eternalsevens.app.history;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;

import javax.swing.UIManager;

import com.formdev.flatlaf.util.UIScale;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.rules.basics.Colour;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.util.ShapeUtils;

/**
 * How the history's charts look (P414): the theme's colours (light or dark, read through {@link Theme#colour}), the
 * look's font at the app's scale, and a marker shape per player colour matching its symbol's idea (♥ circle, ♦
 * diamond, ♣ triangle, ♠ square), so that no line is told from another by colour alone.
 */
final class ChartLook {
    private ChartLook() {
    }

    /** The look's label font, {@code relative} times its size. */
    static Font font(float relative) {
        Font f = UIManager.getFont("Label.font");
        return f.deriveFont(f.getSize2D() * relative);
    }

    static Color ink() {
        return Theme.colour("Label.foreground");
    }

    static Color background() {
        return Theme.colour("Panel.background");
    }

    static float scaled(float px) {
        return UIScale.scale(px);
    }

    /** The marker of a player colour: each colour its own shape, sized for the scale. */
    static Shape marker(Colour c) {
        float s = scaled(4.5f);
        return switch (c) {
            case RED -> new Ellipse2D.Float(-s, -s, 2 * s, 2 * s);
            case BLUE -> ShapeUtils.createDiamond(s * 1.25f);
            case GREEN -> ShapeUtils.createUpTriangle(s * 1.2f);
            case YELLOW -> new Rectangle2D.Float(-s * 0.9f, -s * 0.9f, 1.8f * s, 1.8f * s);
        };
    }

    static BasicStroke line(float px) {
        return new BasicStroke(scaled(px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    /** The chart's background, its legend (below, in the look's font) and no title of its own. */
    static JFreeChart chart(Plot plot, boolean legend) {
        JFreeChart chart = new JFreeChart(null, font(1f), plot, legend);
        chart.setBackgroundPaint(background());
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        chart.setPadding(new RectangleInsets(scaled(4), scaled(4), scaled(4), scaled(8)));
        LegendTitle l = chart.getLegend();
        if (l != null) {
            l.setItemFont(font(1f));
            l.setItemPaint(ink());
            l.setBackgroundPaint(background());
            l.setFrame(org.jfree.chart.block.BlockBorder.NONE);
            l.setPosition(RectangleEdge.BOTTOM);
            l.setItemLabelPadding(new RectangleInsets(scaled(2), scaled(4), scaled(2), scaled(12)));
        }
        return chart;
    }

    /** A category plot's area, grid lines and axes in the theme's colours. */
    static void plot(CategoryPlot p) {
        area(p);
        p.setRangeGridlinePaint(Theme.colour("EternalSevens.chartGrid"));
        p.setRangeGridlineStroke(line(1));
        p.setDomainGridlinesVisible(false);
        axis(p.getDomainAxis());
        axis(p.getRangeAxis());
    }

    /** An XY plot's area, grid lines and axes in the theme's colours. */
    static void plot(XYPlot p) {
        area(p);
        p.setDomainGridlinePaint(Theme.colour("EternalSevens.chartGrid"));
        p.setRangeGridlinePaint(Theme.colour("EternalSevens.chartGrid"));
        p.setDomainGridlineStroke(line(1));
        p.setRangeGridlineStroke(line(1));
        if (p.getRangeAxis() != null) {
            axis(p.getRangeAxis());
        }
    }

    private static void area(Plot p) {
        p.setBackgroundPaint(Theme.colour("EternalSevens.chartPlot"));
        p.setOutlinePaint(Theme.colour("EternalSevens.chartGrid"));
        p.setInsets(new RectangleInsets(scaled(4), scaled(4), scaled(4), scaled(4)));
    }

    /** An axis: its label in the look's font and ink, its ticks a little smaller. */
    static void axis(Axis a) {
        a.setLabelFont(font(1f));
        a.setLabelPaint(ink());
        a.setTickLabelFont(font(0.95f));
        a.setTickLabelPaint(ink());
        a.setAxisLinePaint(Theme.colour("EternalSevens.chartGrid"));
        a.setTickMarkPaint(Theme.colour("EternalSevens.chartGrid"));
        if (a instanceof ValueAxis v) {
            v.setTickMarkOutsideLength(scaled(3));
        }
    }
}
