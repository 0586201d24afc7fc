package org.eternalsevens.app.history;

import java.awt.BorderLayout;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;

import org.eternalsevens.words.Ui;

/**
 * The History window's Statistics tab (issue 27 §3): read on the window's own thread each time the tab is shown, so
 * games entered since (a game finished, a folder imported) count, then shown as a {@link StatisticsPanel}.
 */
final class StatisticsTab extends JPanel {
    private final HistoryWindow window;
    private final JLabel said = new JLabel("", SwingConstants.CENTER);
    private StatisticsPanel shown;

    StatisticsTab(HistoryWindow window) {
        super(new BorderLayout());
        this.window = window;
        setName("history-statistics");
        said.setName("history-statistics-said");
        add(said, BorderLayout.CENTER);
    }

    /** Reads the statistics again and shows them; what is on screen stays until the new ones are read. */
    void reload() {
        if (shown == null) {
            said.setText(Ui.text("history.stats.reading"));
        }
        window.read(() -> StatisticsPanel.Data.read(window.history(), null), this::show, why -> {
            removeAll();
            shown = null;
            said.setText(why);
            add(said, BorderLayout.CENTER);
            revalidate();
            repaint();
        });
    }

    private void show(StatisticsPanel.Data data) {
        if (shown != null && shown.data().equals(data)) {
            return;
        }
        removeAll();
        shown = new StatisticsPanel(data);
        add(shown, BorderLayout.CENTER);
        revalidate();
        repaint();
    }

    /** The statistics on screen, or null while they are read (tests). */
    StatisticsPanel shown() {
        return shown;
    }
}
