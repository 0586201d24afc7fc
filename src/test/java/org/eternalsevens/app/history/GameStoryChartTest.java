package org.eternalsevens.app.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Shape;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.history.Facts;
import org.eternalsevens.history.GameFacts;
import org.eternalsevens.history.GameStory;
import org.eternalsevens.history.SimRecords;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.rules.basics.Colour;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.util.ShapeUtils;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One game's story chart (P412, P414): its hearts and stars lines end, round by round, at each player's hearts and
 * stars of that round as the history's facts give them (R47); each player has their own marker shape and colour,
 * and the legend names each with the colour's symbol, so the chart reads without colour.
 */
class GameStoryChartTest {
    @BeforeAll
    static void look() throws Exception {
        Settings prefs = Settings.defaults(Files.createTempDirectory("es-story").resolve("s.properties"));
        SwingUtilities.invokeAndWait(() -> Theme.setup(prefs));
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}")
    @CsvSource({"pro, 4, 19", "expert, 3, 7", "pro, 2, 5"})
    void P412_theLinesEndAtEachPlayersHeartsAndStarsOfEachRound(String level, int players, long seed)
            throws Exception {
        System.out.println("GameStoryChartTest " + level + " " + players + " players, seed " + seed);
        GameRecord record = SimRecords.gamer(level, players, seed);
        GameFacts facts = ((Facts.Read) Facts.of(record, Instant.EPOCH, null)).facts();
        GameStory story = GameStory.of(record);
        JFreeChart chart = GameStoryChart.make(story);
        List<?> parts = ((CombinedDomainXYPlot) chart.getPlot()).getSubplots();
        XYDataset hearts = ((XYPlot) parts.get(0)).getDataset();
        XYDataset stars = ((XYPlot) parts.get(1)).getDataset();
        assertThat(hearts.getSeriesCount()).isEqualTo(facts.rounds().size()).isEqualTo(2 * players);
        for (GameFacts.RoundLine l : facts.rounds()) {
            int s = hearts.indexOf(l.colour() + "/" + l.round());
            assertThat(s).as(l.colour() + " round " + l.round()).isNotNegative();
            int last = hearts.getItemCount(s) - 1;
            assertThat(hearts.getYValue(s, last)).as("hearts").isEqualTo(l.hearts());
            assertThat(stars.getYValue(s, last)).as("stars").isEqualTo(l.stars());
            assertThat(hearts.getXValue(s, last)).isEqualTo(l.round() == 1 ? story.roundOneEnd() : story.moves());
        }
        GameFacts.Seat winner = facts.seats().stream().filter(GameFacts.Seat::won).findFirst().orElseThrow();
        assertThat(hearts.getYValue(hearts.indexOf(winner.colour() + "/2"), hearts.getItemCount(
                hearts.indexOf(winner.colour() + "/2")) - 1)).as("the final hearts").isEqualTo(winner.hearts());
    }

    @ParameterizedTest(name = "{0} players, seed {1}")
    @CsvSource({"4, 19", "3, 7"})
    void P412_eachPlayersMarkersStandApartSoThatLinesOnEachOtherShowEveryShape(int players, long seed)
            throws Exception {
        System.out.println("GameStoryChartTest markers: pro " + players + " players, seed " + seed);
        GameStory story = GameStory.of(SimRecords.gamer("pro", players, seed));
        XYPlot hearts = (XYPlot) ((CombinedDomainXYPlot) GameStoryChart.make(story).getPlot()).getSubplots().get(0);
        List<java.util.Set<Integer>> at = new ArrayList<>();
        for (GameStory.Player p : story.players()) {
            int s = hearts.getDataset().indexOf(p.colour().id() + "/1");
            java.util.Set<Integer> moves = new java.util.TreeSet<>();
            for (int i = 0; i < hearts.getDataset().getItemCount(s) - 1; i++) { // the round's end: everyone's
                if (((org.jfree.chart.renderer.xy.XYLineAndShapeRenderer) hearts.getRenderer())
                        .getItemShapeVisible(s, i)) {
                    moves.add(hearts.getDataset().getX(s, i).intValue());
                }
            }
            assertThat(moves.size()).as("markers along " + p.name() + "'s line").isGreaterThanOrEqualTo(3);
            at.add(moves);
        }
        for (int i = 0; i < at.size(); i++) {
            for (int j = i + 1; j < at.size(); j++) {
                assertThat(at.get(i)).as("players " + i + " and " + j).doesNotContainAnyElementsOf(at.get(j));
            }
        }
    }

    @org.junit.jupiter.api.Test
    void P414_aChartTakesTheNewLooksColoursWhenTheThemeChanges() throws Exception {
        GameStory story = GameStory.of(SimRecords.gamer("pro", 2, 5));
        java.awt.Paint[] before = new java.awt.Paint[2];
        java.awt.Paint[] after = new java.awt.Paint[2];
        java.awt.Color[] plot = new java.awt.Color[2]; // the theme's plot colour, light and dark
        SwingUtilities.invokeAndWait(() -> {
            Theme.switchTo(false);
            plot[0] = Theme.colour("EternalSevens.chartPlot");
            ChartView view = (ChartView) GameStoryChart.view(story);
            before[0] = view.chart().getBackgroundPaint();
            before[1] = ((XYPlot) ((CombinedDomainXYPlot) view.chart().getPlot()).getSubplots().get(0))
                    .getBackgroundPaint();
            Theme.switchTo(true);
            plot[1] = Theme.colour("EternalSevens.chartPlot");
            SwingUtilities.updateComponentTreeUI(view);
            after[0] = view.chart().getBackgroundPaint();
            after[1] = ((XYPlot) ((CombinedDomainXYPlot) view.chart().getPlot()).getSubplots().get(0))
                    .getBackgroundPaint();
            Theme.switchTo(false);
        });
        assertThat(plot[1]).isNotEqualTo(plot[0]);
        assertThat(before[1]).isEqualTo(plot[0]);
        assertThat(after[1]).isEqualTo(plot[1]);
        assertThat(after[0]).isNotEqualTo(before[0]);
    }

    @ParameterizedTest(name = "dark {0}")
    @CsvSource({"false", "true"})
    void P414_eachPlayerHasTheirOwnMarkerAndTheLegendNamesThemWithTheirSymbol(boolean dark) throws Exception {
        SwingUtilities.invokeAndWait(() -> Theme.switchTo(dark));
        try {
            GameStory story = GameStory.of(SimRecords.gamer("pro", 4, 19));
            JFreeChart chart = GameStoryChart.make(story);
            XYPlot hearts = (XYPlot) ((CombinedDomainXYPlot) chart.getPlot()).getSubplots().get(0);
            List<Shape> shapes = new ArrayList<>();
            List<java.awt.Paint> paints = new ArrayList<>();
            for (GameStory.Player p : story.players()) {
                int s = hearts.getDataset().indexOf(p.colour().id() + "/1");
                shapes.add(hearts.getRenderer().getSeriesShape(s));
                paints.add(hearts.getRenderer().getSeriesPaint(s));
                assertThat(hearts.getRenderer().getSeriesPaint(s)).isEqualTo(Theme.colour(p.colour()));
                assertThat(ShapeUtils.equal(hearts.getRenderer().getSeriesShape(s),
                        hearts.getRenderer().getSeriesShape(hearts.getDataset().indexOf(p.colour().id() + "/2"))))
                        .as("the same marker in both rounds").isTrue();
            }
            for (int i = 0; i < shapes.size(); i++) {
                for (int j = i + 1; j < shapes.size(); j++) {
                    assertThat(ShapeUtils.equal(shapes.get(i), shapes.get(j))).as("markers " + i + " and " + j)
                            .isFalse();
                    assertThat(paints.get(i)).isNotEqualTo(paints.get(j));
                }
            }
            LegendItemCollection legend = chart.getPlot().getLegendItems();
            assertThat(legend.getItemCount()).isEqualTo(4);
            for (int i = 0; i < 4; i++) {
                LegendItem item = legend.get(i);
                Colour c = story.players().get(i).colour();
                assertThat(item.getLabel()).isEqualTo(Theme.symbol(c) + " " + story.players().get(i).name());
                assertThat(ShapeUtils.equal(item.getShape(), shapes.get(i))).isTrue();
            }
        } finally {
            SwingUtilities.invokeAndWait(() -> Theme.switchTo(false));
        }
    }
}
