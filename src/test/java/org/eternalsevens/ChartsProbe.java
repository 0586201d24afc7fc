package org.eternalsevens;

import java.nio.file.Path;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.history.GameStoryChart;
import org.eternalsevens.app.history.StatisticsPanel;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.history.GameStory;
import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;

/** For {@link ChartsStartupIT}: makes the statistics of an empty history and a game's story chart, then quits. */
public final class ChartsProbe {
    private ChartsProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path home = Path.of(System.getProperty("es.home"));
        StatisticsPanel.Data data;
        try (History h = History.open(home).history()) {
            data = StatisticsPanel.Data.read(h, null);
        }
        GameStory story = GameStory.of(SimRecords.gamer("pro", 2, 5));
        SwingUtilities.invokeAndWait(() -> {
            Theme.setup(Settings.defaults(home.resolve("s.properties")));
            new StatisticsPanel(data);
            GameStoryChart.view(story);
        });
        System.out.println("charts made");
        System.exit(0);
    }
}
