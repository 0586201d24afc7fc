package org.eternalsevens.app.history;

import java.nio.file.Path;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.history.GameRow;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.words.Ui;

/**
 * The Games tab (P401): the filters over the past games, newest first, and beside them the game chosen, looked at
 * read-only ({@link PastGameView}). Filtering reads the history on the window's thread of its own; the answer to
 * an older filter that comes late is dropped.
 */
final class GamesPanel extends JPanel {
    private final HistoryWindow window;
    private final FilterBar filters = new FilterBar(this::filter);
    private final GamesTable table = new GamesTable();
    private final JLabel count = new JLabel();
    private final PastGameView game;
    private GameRow.Filter asked = GameRow.Filter.ALL;
    private long opened = -1; // the id of the game on the right

    GamesPanel(HistoryWindow window, GameContent content, Path records, Continuing host) {
        this.window = window;
        setName("history-games-tab");
        game = new PastGameView(window, content, records, host);
        count.setName("history-count");
        table.getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                GameRow g = table.row(table.getSelectedRow());
                if (g != null && g.id() != opened) {
                    opened = g.id();
                    game.open(g);
                }
            }
        });
        JPanel list = new JPanel(new MigLayout("insets 0, gap 0 4, wrap 1", "[grow,fill]", "[grow,fill][]"));
        list.add(new JScrollPane(table), "wmin 240");
        list.add(count);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, list, game);
        split.setName("history-split");
        split.setResizeWeight(0.4);
        split.setContinuousLayout(true);
        setLayout(new MigLayout("insets dialog, gap 8, wrap 1", "[grow,fill]", "[][grow,fill]"));
        add(filters);
        add(split);
    }

    /** The first answer, read with the opening. */
    void show(List<GameRow> rows, List<String> players) {
        filters.players(players);
        listed(rows);
    }

    /** Reads the list and the players again (the window brought to the front: a game may have ended meanwhile). */
    void reload() {
        window.read(() -> window.history().players(), filters::players, this::failed);
        filter(asked);
    }

    private void filter(GameRow.Filter f) {
        asked = f;
        window.read(() -> window.history().games(f), rows -> {
            if (f == asked) {
                listed(rows);
            }
        }, this::failed);
    }

    private void listed(List<GameRow> rows) {
        table.rows(rows);
        count.setText(Ui.text("history.games.count", rows.size()));
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id() == opened) {
                table.getSelectionModel().setSelectionInterval(i, i);
                table.scrollRectToVisible(table.getCellRect(i, 0, true));
            }
        }
    }

    private void failed(String why) {
        count.setText(why);
    }

    List<GameRow> listed() {
        return table.rows();
    }

    PastGameView game() {
        return game;
    }

    void closed() {
        game.closed();
    }
}
