package org.eternalsevens.app;

import java.awt.Dimension;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.util.Optional;

import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

import org.eternalsevens.app.actions.ActionBar;
import org.eternalsevens.app.actions.CommandBox;
import org.eternalsevens.app.dialogs.NewGameDialog;
import org.eternalsevens.app.dialogs.PreferencesDialog;
import org.eternalsevens.app.dialogs.ResultsDialog;
import org.eternalsevens.app.field.FieldView;
import org.eternalsevens.app.gamer.GamerFlow;
import org.eternalsevens.app.gamer.GamerPanel;
import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.panels.EternalsPanel;
import org.eternalsevens.app.panels.LogPanel;
import org.eternalsevens.app.panels.PlayerMenus;
import org.eternalsevens.app.panels.PlayersPanel;
import org.eternalsevens.app.prompt.PromptPanel;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.GameFiles;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.NewGame;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.words.Ui;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.app.pro.ChoosingView;

/**
 * The game window: the prompt on top, the field, the Gamer part and the action buttons, and on the right the
 * players, the eternals, the log and the command box (P330). It owns the game files and shows the results at the end.
 */
public final class MainFrame extends JFrame implements TableControl.Events {
    private final GameContent content;
    private final Settings prefs;
    private final TableControl table = new TableControl(this);
    private final GameFiles files;
    private final FieldView field;
    private final PromptPanel prompt;
    private final java.beans.PropertyChangeListener themeChange = e -> {
        if ("lookAndFeel".equals(e.getPropertyName())) {
            SwingUtilities.invokeLater(this::refreshAfterThemeChange);
        }
    };
    private GameState resultsShownFor; // the results show once for each state that ends the game
    private FieldColumn left;
    private final JPanel root = new JPanel();
    private WindowLayout columns;

    /** The whole window at once (tests, and any window not racing to its first paint). */
    public MainFrame(GameContent content, Settings prefs) {
        this(content, prefs, false);
    }

    /**
     * The window's root, laid out without the cursor update that follows every layout of a validate root: that
     * update flushes the X connection in the middle of a move, and it cost about a twelfth of a move's time (P205).
     * The pointer's shape follows at its next move, as it does everywhere else.
     */
    @Override
    protected javax.swing.JRootPane createRootPane() {
        javax.swing.JRootPane root = new javax.swing.JRootPane() {
            @Override
            public void validate() {
                if (!isValid()) {
                    synchronized (getTreeLock()) {
                        validateTree();
                    }
                }
            }
        };
        root.setOpaque(true);
        return root;
    }

    /**
     * With {@code deferred}, only the prompt and the field are built before the first paint; the action buttons,
     * players, eternals, log, command box and menus follow right after it (a faster start, see
     * docs/performance.md).
     */
    MainFrame(GameContent content, Settings prefs, boolean deferred) {
        super(Ui.text("app.title"));
        this.content = content;
        this.prefs = prefs;
        setName("main");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        files = new GameFiles(this, table, content);
        field = new FieldView(table);
        prompt = new PromptPanel(table, field);
        prompt.onShowResults(() -> showResults(table.session().state()));
        left = new FieldColumn(prompt, field);
        org.eternalsevens.app.pro.ChoosingView choosing = new org.eternalsevens.app.pro.ChoosingView(table);
        left.area().choosing(choosing);
        columns = new WindowLayout(left);
        root.setLayout(columns);
        root.add(left);
        setContentPane(root);
        table.addView(field);
        table.addView(prompt);
        table.addView(choosing);
        table.keepFinishedGames(); // issue 27: each finished game into records/ and the history
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                quit();
            }
        });
        setMinimumSize(new Dimension(900, 600));
        if (deferred) {
            field.onFirstPaint(() -> SwingUtilities.invokeLater(this::buildTheRest));
        } else {
            buildTheRest();
        }
        // a theme switch: every colour set from the theme is set again at once (issue 8, defect 5)
        javax.swing.UIManager.addPropertyChangeListener(themeChange);
        table.refresh();
    }

    private void buildTheRest() {
        ActionBar actions = new ActionBar(table, field);
        actions.onHardPass(() -> GamerFlow.hardPass(this, table));
        PlayersPanel players = new PlayersPanel();
        EternalsPanel eternals = new EternalsPanel();
        LogPanel log = new LogPanel(table);
        CommandBox command = new CommandBox(table);
        GamerPanel gamer = new GamerPanel(table);
        left.gamer(gamer);
        left.actions(actions);
        PlayerMenus.attach(players, table, this);
        SideColumn right = new SideColumn(players, eternals, log, command);
        root.add(right);
        columns.right(right);
        table.addView(command);
        setJMenuBar(new AppMenus(this, table).build());
        for (TableControl.View v : new TableControl.View[] {gamer, actions, players, eternals, log}) {
            table.addView(v);
            v.showTable(table);
        }
        root.revalidate();
        root.repaint();
    }

    public TableControl table() {
        return table;
    }

    GameFiles files() {
        return files;
    }

    public FieldView field() {
        return field;
    }

    Settings prefs() {
        return prefs;
    }

    /** Plays a session on this window (from a resume, an opened record or a test). */
    public void play(GameSession s) {
        files.put(s, null);
    }

    /** Asks for a new game; {@code samePlayers} fills the dialog with this game's players. */
    void newGame(boolean samePlayers) {
        Boolean lost = leaveUnsaved(Ui.text("app.newGame.title"), Ui.text("app.newGame.leave"),
                Ui.text("app.newGame.leaving"));
        if (lost == null) {
            return;
        }
        if (!lost && files.unsaved() && !Dialogs.ask(this, Ui.text("app.newGame.title"),
                Ui.text("app.newGame.ask", AppPaths.autosave().getFileName()))) {
            return;
        }
        NewGame same = null;
        GameSession s = table.session();
        if (samePlayers && s != null) {
            same = new NewGame(s.setup(), RecordSetup.of(s.setup()));
        }
        Optional<NewGame> ng = NewGameDialog.ask(this, content, prefs, same);
        ng.ifPresent(g -> {
                files.startNew(g.setup(), g.recordSetup());
        });
    }

    void open() {
        Boolean lost = leaveUnsaved(Ui.text("app.open.title"), Ui.text("app.open.leave"), Ui.text("app.open.leaving"));
        if (lost == null) {
            return;
        }
        if (!lost && files.unsaved() && !Dialogs.ask(this, Ui.text("app.open.title"),
                Ui.text("app.open.ask", AppPaths.autosave().getFileName()))) {
            return;
        }
        files.open();
    }

    /** File › History… (issue 27, P400): the past games, opened off this thread. */
    void history() {
        org.eternalsevens.app.history.HistoryWindow.open(this, AppPaths.home(), content, this::continueAsNewGame);
    }

    /** An old game from the history, continued as a new game here; asks first as File › Open does (P402). */
    boolean continueAsNewGame(GameSession game) {
        Boolean lost = leaveUnsaved(Ui.text("history.continue.title"), Ui.text("history.continue.leave"),
                Ui.text("history.continue.leaving"));
        if (lost == null || !lost && files.unsaved() && !Dialogs.ask(this, Ui.text("history.continue.title"),
                Ui.text("history.continue.unsaved", AppPaths.autosave().getFileName()))) {
            return false;
        }
        files.startFrom(game);
        toFront();
        return true;
    }

    void showResults(GameState finished) {
        if (finished.gamer() != null) {
            GameSession s = table.session();
            GamerFlow.showResults(this, finished, s != null && s.state() == finished ? s : null, () -> newGame(true),
                    files::save);
            return;
        }
        ResultsDialog.show(this, finished, () -> newGame(true), files::save);
    }

    void showPreferences() {
        PreferencesDialog.show(this, prefs);
        SwingUtilities.updateComponentTreeUI(this);
        table.refresh();
    }

    private void refreshAfterThemeChange() {
        if (isDisplayable()) {
            table.refresh();
            repaint();
        }
    }

    @Override
    public void dispose() {
        if (files != null) {
            files.close();
        }
        javax.swing.UIManager.removePropertyChangeListener(themeChange);
        super.dispose();
    }

    /** Closes the journal and ends the app; the autosave keeps an unfinished game for the next start. */
    void quit() {
        if (leaveUnsaved(Ui.text("app.quit.title"), Ui.text("app.quit.leave"), Ui.text("app.quit.leaving")) == null) {
            return;
        }
        GameSession s = table.session();
        if (s != null && s.journal() != null) {
            try {
                s.journal().close();
            } catch (IOException e) {
                // a force that failed now: the last moves may be missing from the autosave, and the app is ending
            }
        }
        dispose();
        if (!Boolean.getBoolean("es.noExitOnQuit")) {
            System.exit(0);
        }
    }

    /**
     * Before the game on the table is left while nothing autosaves it and no record holds it (P245): warns, and
     * offers Save as…. Null: stay; true: the players chose to leave it (saved, or lost); false: no warning was needed.
     */
    private Boolean leaveUnsaved(String title, String leave, String leaving) {
        if (!files.lostIfLeft()) {
            return false;
        }
        Object[] choices = {Ui.text("app.unsaved.saveAs"), Ui.text("app.unsaved.leave", leave),
                Ui.text("dialog.cancel")};
        int c = javax.swing.JOptionPane.showOptionDialog(this, Dialogs.wrap(Ui.text("app.unsaved.text",
                files.autosaveOffWords(), leaving, table.session().moveCount())),
                Ui.text("app.unsaved.title", title), javax.swing.JOptionPane.DEFAULT_OPTION,
                javax.swing.JOptionPane.WARNING_MESSAGE, null, choices, choices[0]);
        if (c == 0) {
            return files.saveAs() ? Boolean.TRUE : null;
        }
        return c == 1 ? Boolean.TRUE : null;
    }

    @Override
    public void gameOver(GameState finished) {
        if (finished != resultsShownFor) {
            resultsShownFor = finished;
            SwingUtilities.invokeLater(() -> showResults(finished));
        }
    }

    /**
     * After a resume (P250): if the last move ended round 1, the app stopped while its summary was on screen (it
     * comes after that move, and no move is made under it), so it is shown again, and the log says what round 1 gave.
     */
    void roundSummaryAgain() {
        GameSession s = table.session();
        int n = s == null ? 0 : s.moveCount();
        if (n == 0 || s.state().gamer() == null || s.state().finished()
                || s.stateAt(n - 1).round() >= s.state().round()) {
            return;
        }
        java.util.List<String> places = new java.util.ArrayList<>();
        org.eternalsevens.rules.track.Track track = s.state().gamer().track();
        s.setup().seats().forEach(c -> places.add(Ui.text("app.roundAgain.track", s.setup().nameOf(c),
                track.hearts(c), track.stars(c))));
        table.note(Ui.text("app.roundAgain", String.join(Ui.text("app.roundAgain.between"), places)));
        roundOver(n);
    }

    @Override
    public void roundOver(int n) {
        GameSession s = table.session();
        SwingUtilities.invokeLater(() -> {
            if (s == table.session() && s.moveCount() >= n) {
                GamerFlow.showRoundSummary(this, s, n, table::refresh, table);
            } else {
                table.releaseViews();
            }
        });
    }

    /** The round summary is painted before the window shows round 2 behind it: what the move answers first (P590). */
    @Override
    public boolean summaryFirst() {
        return true;
    }

    @Override
    public void journalFailed(String sentence) {
        Dialogs.error(this, Ui.text("app.autosaveFailed.title"), sentence);
    }

    @Override
    public void message(String sentence) {
        prompt.tell(sentence);
    }

    @Override
    public void note(String sentence) {
        prompt.note(sentence);
    }

    /** The message line's text, for tests. */
    String messageText() {
        return prompt.message();
    }
}
