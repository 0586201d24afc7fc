package org.eternalsevens.app.history;

import java.awt.CardLayout;
import java.nio.file.Path;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JTabbedPane;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.ScrollColumn;
import org.eternalsevens.app.panels.LogPanel;
import org.eternalsevens.app.panels.PlayersPanel;
import org.eternalsevens.app.session.GameFiles;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.Loading;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.history.GameRow;
import org.eternalsevens.history.GameStory;
import org.eternalsevens.history.HistoryException;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.words.Ui;

/**
 * An old game, read-only (P402): its record read from records/ and replayed off the window's thread, then the
 * field, the players and the log at any move, chosen with the slider or in the log (the log's look-back, on a table
 * of its own: nothing is ever played here). From any point it continues as a new game in the game window, its own
 * autosave started there; its record can be saved elsewhere (P403). The kept record is only ever read.
 */
final class PastGameView extends JPanel implements TableControl.View {
    private final HistoryWindow window;
    private final GameContent content;
    private final Path records;
    private final Continuing host;
    private final Runnable toList;
    private final JLabel said = new JLabel();
    private final TableControl table = new TableControl(new TableControl.Events() {
        @Override
        public void gameOver(GameState finished) {
        }

        @Override
        public void journalFailed(String sentence) {
        }

        @Override
        public void message(String sentence) {
            said.setText(sentence);
        }
    });
    private final CardLayout cards = new CardLayout();
    private final JLabel none = new JLabel();
    private final JLabel title = new JLabel();
    private final JSlider slider = new JSlider(0, 0, 0);
    private final JLabel where = new JLabel();
    private final JButton continuing = new JButton(Ui.text("history.game.continue"));
    private final JButton save = new JButton(Ui.text("history.game.save"));
    private static final float SHARE = 0.4f; // the most of the view's height the players take
    private final PlayersPanel players = new PlayersPanel();
    private javax.swing.JScrollPane seats;
    private final JTabbedPane beside = new JTabbedPane(); // the log, and a Gamer game's story beside it
    private final JPanel story = new JPanel(new java.awt.BorderLayout());
    private GameRow row;
    private boolean updating;

    PastGameView(HistoryWindow window, GameContent content, Path records, Continuing host, Runnable toList) {
        this.window = window;
        this.toList = toList;
        this.content = content;
        this.records = records;
        this.host = host;
        setName("history-game");
        setLayout(cards);
        none.setName("history-game-none");
        none.setText(Dialogs.wrap(Ui.text("history.game.none")));
        JButton back = new JButton(Ui.text("history.game.list"));
        back.addActionListener(e -> toList.run());
        JPanel empty = new JPanel(new MigLayout("insets dialog, wrap 1", "[grow,fill]", "[][]push"));
        empty.add(back, "growx 0");
        empty.add(none);
        add(empty, "none");
        add(game(), "game");
        cards.show(this, "none");
    }

    private JPanel game() {
        FieldView field = new FieldView(table);
        LogPanel log = new LogPanel(table);
        log.withoutLookBackRow(); // the slider, its words and the Continue button below say it
        log.setName("history-log");
        table.addView(field);
        table.addView(players);
        table.addView(log);
        table.addView(this);
        title.setName("history-game-title");
        title.putClientProperty("FlatLaf.styleClass", "h3");
        slider.setName("history-slider");
        slider.addChangeListener(e -> {
            if (!updating && table.hasGame()) {
                table.view(slider.getValue());
            }
        });
        where.setName("history-where");
        said.setName("history-said");
        continuing.setName("history-continue");
        continuing.setMnemonic(Ui.mnemonic("history.game.continue"));
        continuing.addActionListener(e -> continueHere());
        save.setName("history-save");
        save.setMnemonic(Ui.mnemonic("history.game.save"));
        save.addActionListener(e -> {
            if (row != null && RecordCopy.choose(this, records.resolve(row.file()))) {
                said.setText(Ui.text("history.save.done"));
            }
        });
        JButton list = new JButton(Ui.text("history.game.list"));
        list.setName("history-list");
        list.setMnemonic(Ui.mnemonic("history.game.list"));
        list.addActionListener(e -> toList.run());
        JPanel p = new JPanel(new MigLayout("insets dialog, gap 8 6", "[grow,fill][fill]", "[][grow,fill][][][][]"));
        seats = ScrollColumn.capped(players, "history-players", SHARE);
        seats.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                fitPlayers();
            }
        });
        p.add(list, "span 2, split 2, growx 0");
        p.add(title, "wmin 0, wrap");
        p.add(field, "wmin 200lp, hmin 120lp, h 120lp"); // the field takes what the players leave
        beside.setName("history-beside");
        story.setName("history-story");
        beside.addTab(Ui.text("history.game.tab.log"), log);
        p.add(beside, "spany 2, width 280lp:30%:520lp, hmin 120lp, wrap");
        p.add(seats, "wmin 0, wrap");
        p.add(slider, "span 2, split 2, growx");
        p.add(where, "wrap");
        p.add(said, "span 2, wrap, wmin 0");
        p.add(continuing, "span 2, split 2");
        p.add(save);
        return p;
    }

    /** The players as compact as their share of the view's height needs (as in the game window, P398). */
    private void fitPlayers() {
        java.awt.Container view = seats.getParent();
        if (seats.getWidth() > 0 && view != null) {
            players.fit(seats.getWidth(), (int) (view.getHeight() * SHARE));
            seats.revalidate();
        }
    }

    /** Reads and replays {@code g}'s record off the window's thread, then shows its end. */
    void open(GameRow g) {
        row = g;
        if (g.file() == null) {
            nothing(Ui.text("history.game.noRecord"));
            return;
        }
        Path file = records.resolve(g.file());
        Loading.run(window, Ui.text("history.game.opening"), p -> read(file, p), loaded -> {
            if (row == g) {
                shown(g, loaded);
            }
        }, Ui.text("history.game.tooLarge", file.getFileName()));
    }

    /** A game read: its replay, and for a Gamer game its hearts and stars over its moves (else null). */
    private record Read(GameFiles.Loaded loaded, GameStory story) {
        GameSession probe() {
            return loaded.probe();
        }

        String problem() {
            return loaded.problem();
        }
    }

    private Read read(Path file, Loading.Progress p) {
        GameFiles.Loaded loaded;
        try {
            loaded = GameFiles.load(file, content, p);
        } catch (RuntimeException e) {
            return new Read(new GameFiles.Loaded(null, Ui.text("history.game.unread", file.getFileName(),
                    e.getClass().getSimpleName()), null), null);
        }
        GameStory told = null;
        if (loaded.problem() == null && loaded.probe().state().gamer() != null) {
            try {
                told = GameStory.read(file);
            } catch (HistoryException | RuntimeException e) {
                told = null; // the game is still shown; only its chart is left out
            }
        }
        return new Read(loaded, told);
    }

    private void shown(GameRow g, Read loaded) {
        if (loaded.problem() != null) {
            nothing(loaded.problem());
            return;
        }
        GameSession s = loaded.probe();
        title.setText(Ui.text("history.game.title", GamesTable.WHEN.format(g.played()), GamesTable.level(g.level()),
                s.setup().playerCount(), s.moveCount()));
        said.setText(s.loadRejection() == null ? "" : Ui.text("history.game.inPart", s.moveCount()));
        updating = true;
        try {
            slider.setMaximum(s.moveCount());
        } finally {
            updating = false;
        }
        table.setSession(s);
        showStory(loaded.story());
        cards.show(this, "game");
    }

    /** The story tab beside the log: only for a Gamer game whose story could be read. */
    private void showStory(GameStory told) {
        story.removeAll();
        int at = beside.indexOfComponent(story);
        if (told == null) {
            if (at >= 0) {
                beside.removeTabAt(at);
            }
            return;
        }
        story.add(GameStoryChart.view(told), java.awt.BorderLayout.CENTER);
        if (at < 0) {
            beside.addTab(Ui.text("history.game.tab.story"), story);
        }
    }

    /** The beside tabs: the log, and the story of a Gamer game (tests). */
    JTabbedPane beside() {
        return beside;
    }

    private void nothing(String why) {
        table.setSession(null);
        none.setText(Dialogs.wrap(why));
        cards.show(this, "none");
    }

    @Override
    public void showTable(TableControl t) {
        GameSession s = t.session();
        int n = t.shownMoves();
        int of = s == null ? 0 : s.moveCount();
        updating = true;
        try {
            slider.setValue(n);
        } finally {
            updating = false;
        }
        fitPlayers(); // new panels when another game is put here
        where.setText(n == of ? Ui.text("history.game.atEnd", of) : Ui.text("history.game.at", n, of));
        // continuing from the end of a finished game would be the same game over
        continuing.setEnabled(s != null && (n < of || !s.state().finished()));
    }

    /** Continues the game from the move on screen as a new game in the game window (P402), after asking. */
    private void continueHere() {
        GameSession s = table.session();
        if (s == null) {
            return;
        }
        int n = table.shownMoves();
        if (!Dialogs.ask(this, Ui.text("history.continue.title"), Ui.text("history.continue.question", n,
                s.moveCount() - n))) {
            return;
        }
        GameRecord r = s.toRecord();
        GameSession from = new GameSession(s.setup(), r.withMoves(List.copyOf(r.moves().subList(0, n))), List.of(),
                null);
        if (host.continueAsNewGame(from)) {
            said.setText(Ui.text("history.continue.done", n));
        }
    }

    /** The table this view shows (tests). */
    TableControl table() {
        return table;
    }

    void closed() {
        table.setSession(null);
    }
}
