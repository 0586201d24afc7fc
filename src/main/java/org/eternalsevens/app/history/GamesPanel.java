package org.eternalsevens.app.history;

import java.awt.CardLayout;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.KeyStroke;
import javax.swing.JPanel;
import javax.swing.JScrollPane;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.history.GameRow;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.words.Ui;

/**
 * The Games tab (P401): the filters over the past games, newest first; a game chosen (double-click, Enter, or the
 * button) is looked at read-only on the whole tab ({@link PastGameView}), with a way back to the list. Filtering
 * reads the history on the window's thread of its own; the answer to an older filter that comes late is dropped.
 */
final class GamesPanel extends JPanel {
    private final HistoryWindow window;
    private final FilterBar filters = new FilterBar(this::filter);
    private final GamesTable table = new GamesTable();
    private final JLabel count = new JLabel();
    private final PastGameView game;
    private final CardLayout cards = new CardLayout();
    private final JButton look = new JButton(Ui.text("history.games.open"));
    private GameRow.Filter asked = GameRow.Filter.ALL;
    private long opened = -1; // the id of the game on the right

    GamesPanel(HistoryWindow window, GameContent content, Path records, Continuing host) {
        this.window = window;
        setName("history-games-tab");
        game = new PastGameView(window, content, records, host, () -> cards.show(this, "list"));
        count.setName("history-count");
        look.setName("history-open");
        look.setMnemonic(Ui.mnemonic("history.games.open"));
        look.setEnabled(false);
        look.addActionListener(e -> openSelected());
        table.getSelectionModel().addListSelectionListener(e -> look.setEnabled(table.getSelectedRow() >= 0));
        table.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                if (e.getClickCount() == 2 && table.rowAtPoint(e.getPoint()) >= 0) {
                    openSelected();
                }
            }
        });
        table.getInputMap(WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "look");
        table.getActionMap().put("look", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                openSelected();
            }
        });
        JPanel list = new JPanel(new MigLayout("insets dialog, gap 8, wrap 1", "[grow,fill]", "[][grow,fill][]"));
        list.add(filters);
        list.add(new JScrollPane(table));
        list.add(count, "split 2, growx, wmin 0");
        list.add(look, "growx 0");
        setLayout(cards);
        add(list, "list");
        add(game, "game");
        cards.show(this, "list");
    }

    /** Looks at the game chosen in the list: the whole tab for it, a button back to the list. */
    private void openSelected() {
        GameRow g = table.row(table.getSelectedRow());
        if (g != null) {
            if (g.id() != opened) {
                opened = g.id();
                game.open(g);
            }
            cards.show(this, "game");
        }
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

    void failed(String why) {
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
