package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eternalsevens.app.DisplayRequired;

/**
 * The charts cost nothing until the history is opened (issue 27 §3, P413): the built jar, started to its first
 * painted game window with {@code -verbose:class}, loads no class of JFreeChart nor of the app's history room;
 * {@link ChartsProbe}, which makes the statistics and a story chart from the same jar, does load them (so the check
 * can fail). Runs after {@code package}; the window needs a display.
 */
class ChartsStartupIT {
    private static final Path JAR = Path.of("target", "eternal-sevens.jar");

    @TempDir
    Path home;

    @Test
    void P413_theFirstPaintLoadsNothingOfTheCharts() throws Exception {
        DisplayRequired.check("the start-up class check");
        String text = HistoryStartupIT.run(home, "-Des.autostart=default", "-Des.exitAfterFirstPaint=true", "-jar",
                JAR.toString());
        assertThat(text).contains("first-paint-ms=");
        assertThat(HistoryStartupIT.loaded(text, "org.jfree.")).isEmpty();
        assertThat(HistoryStartupIT.loaded(text, "org.eternalsevens.app.history.")).isEmpty();
    }

    @Test
    void P413_theStatisticsDoLoadTheChartLibraryFromTheJar() throws Exception {
        String text = HistoryStartupIT.run(home, "-Djava.awt.headless=true", "-cp",
                JAR + File.pathSeparator + Path.of("target", "test-classes"), ChartsProbe.class.getName());
        assertThat(text).contains("charts made");
        assertThat(HistoryStartupIT.loaded(text, "org.jfree.chart.JFreeChart ")).singleElement().asString()
                .contains("eternal-sevens.jar");
        assertThat(HistoryStartupIT.loaded(text, "org.eternalsevens.app.history.StatisticsPanel ")).hasSize(1);
    }
}
