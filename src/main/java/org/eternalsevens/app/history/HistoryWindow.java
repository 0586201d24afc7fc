package org.eternalsevens.app.history;

import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Window;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import javax.swing.JDialog;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.WindowConstants;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.session.Loading;
import org.eternalsevens.history.History;
import org.eternalsevens.history.HistoryException;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.words.Ui;

/**
 * The History window (issue 27 §2, P400): tabs, the past games first ({@link GamesPanel}). It costs nothing until
 * opened: the history is opened off the window's thread with a busy sign, while the window is built here, and a
 * repair is told once. The list shows first; records/ is caught up with after it, and the list read again if that
 * entered a game (P530). The history's one connection is used from one thread of the window's own, and closed with
 * the window. Other tabs (the statistics, {@link StatisticsTab}, read when shown) are one {@link #addTab} each.
 */
public final class HistoryWindow extends JDialog {
    static final String TITLE = Ui.text("history.window.title");
    private static HistoryWindow shown; // one History window at a time
    /** For tests: when set, catching up with records/ waits for it, so that a test sees the list before it. */
    public static volatile java.util.concurrent.CountDownLatch catchUpHeld;
    private volatile History history; // set once opened
    private final ExecutorService reads = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "history-window");
        t.setDaemon(true);
        return t;
    });
    private final JTabbedPane tabs = new JTabbedPane();
    private final GamesPanel games;
    private final StatisticsTab statistics;

    private HistoryWindow(Window owner, GameContent content, Path home, Continuing host) {
        super(owner, TITLE, ModalityType.MODELESS);
        setName("history");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        games = new GamesPanel(this, content, History.records(home), host);
        tabs.setName("history-tabs");
        addTab(Ui.text("history.tab.games"), games);
        statistics = new StatisticsTab(this);
        addTab(Ui.text("history.tab.statistics"), statistics);
        tabs.addChangeListener(e -> {
            if (tabs.getSelectedComponent() == statistics) {
                statistics.reload();
            }
        });
        setContentPane(tabs);
        Dialogs.closeOnEscape(this);
    }

    /** Adds a tab after the others. */
    public void addTab(String title, java.awt.Component tab) {
        tabs.addTab(title, tab);
    }

    /**
     * File › History…: opens the history of {@code home} off the window's thread, a busy sign meanwhile, then shows
     * the window (or brings it to the front, its list read again), or says in plain words why it cannot be opened.
     */
    public static void open(Window owner, Path home, GameContent content, Continuing host) {
        if (shown != null && shown.isDisplayable()) {
            shown.toFront();
            shown.games.reload();
            if (shown.tabs.getSelectedComponent() == shown.statistics) {
                shown.statistics.reload();
            }
            return;
        }
        Cursor before = owner == null ? null : owner.getCursor();
        if (owner != null) {
            owner.setCursor(Cursor.getPredefinedCursor(Cursor.WAIT_CURSOR));
        }
        HistoryWindow[] built = new HistoryWindow[1];
        Loading<Opening> l = Loading.run(owner, Ui.text("history.window.opening"), p -> {
            p.at(Ui.text("history.window.opening"), 0, 0);
            return Opening.of(home);
        }, o -> opened(owner, o, built[0]), Ui.text("history.window.tooLarge"));
        // built here while the worker opens the history (P530): the answer is handed over after this event
        built[0] = new HistoryWindow(owner, content, home, host);
        l.addPropertyChangeListener(e -> {
            if (owner != null && "state".equals(e.getPropertyName())
                    && e.getNewValue() == SwingWorker.StateValue.DONE) {
                owner.setCursor(before);
            }
        });
    }

    private static void opened(Window owner, Opening o, HistoryWindow w) {
        if (o.problem() != null) {
            w.dispose();
            Dialogs.error(owner, TITLE, o.problem());
            return;
        }
        w.history = o.history();
        w.games.show(o.games(), o.players());
        shown = w;
        w.fit();
        w.setVisible(true);
        if (o.notice() != null) {
            Dialogs.warn(w, TITLE, o.notice()); // a repair is told once: the next opening finds the history whole
        }
        if (!o.caughtUp()) {
            w.catchUp();
        }
    }

    /**
     * Enters what records/ holds that is not entered yet (a game the history could not enter when it ended, P374),
     * after the list is on screen (P530); the list is read again if a game was entered, and what could not be
     * entered now is told once.
     */
    private void catchUp() {
        read(() -> {
            java.util.concurrent.CountDownLatch held = catchUpHeld;
            if (held != null) {
                held.await();
            }
            return history.enterLate();
        }, r -> {
            if (r.entered() > 0) {
                games.reload();
            }
            if (r.notEntered() != null && isDisplayable()) {
                Dialogs.warn(this, TITLE, r.notEntered());
            }
        }, games::failed);
    }

    /**
     * Loads, without running anything of them, the classes the window's first build needs (its own parts, the
     * table's, the tabs' and the slider's and their look), on the calling thread: the app's warm-up, where the home
     * holds a history, so that the first File › History… of a session does not read them on the event thread (P531).
     */
    public static void preload() {
        try { // naming a class loads it; nothing of it runs
            Class<?>[] parts = {GamesPanel.class, FilterBar.class, GamesTable.class, PastGameView.class,
                StatisticsTab.class, Opening.class, javax.swing.JTable.class, javax.swing.table.JTableHeader.class,
                javax.swing.table.DefaultTableCellRenderer.class, javax.swing.table.DefaultTableColumnModel.class,
                javax.swing.table.TableColumn.class, javax.swing.DefaultCellEditor.class, JTabbedPane.class,
                javax.swing.JSlider.class, com.formdev.flatlaf.ui.FlatTableUI.class,
                com.formdev.flatlaf.ui.FlatTableHeaderUI.class, com.formdev.flatlaf.ui.FlatTabbedPaneUI.class,
                com.formdev.flatlaf.ui.FlatSliderUI.class, java.awt.CardLayout.class};
            assert parts.length > 0;
        } catch (LinkageError e) {
            // only a warm-up: the window's own build says what is wrong
        }
    }

    /** The window open now, or null (tests). */
    public static HistoryWindow shown() {
        return shown != null && shown.isDisplayable() ? shown : null;
    }

    GamesPanel games() {
        return games;
    }

    /** Shows the Statistics tab (File › History… then the tab; tests and the menu). */
    void showStatistics() {
        tabs.setSelectedComponent(statistics);
    }

    StatisticsTab statistics() {
        return statistics;
    }

    /** Most of the usable screen, centred on the game window: the list and an old game side by side. */
    private void fit() {
        Rectangle screen = ScreenFit.usable(getOwner());
        Dimension want = new Dimension(Math.min(screen.width, Math.max(screen.width * 9 / 10, 900)),
                Math.min(screen.height, Math.max(screen.height * 9 / 10, 600)));
        setMinimumSize(new Dimension(Math.min(720, screen.width), Math.min(480, screen.height)));
        getRootPane().setPreferredSize(want);
        ScreenFit.packCentred(this);
        getRootPane().setPreferredSize(null);
    }

    /**
     * Reads the history on the window's own thread, then hands the answer to {@code done} on the window's thread; a
     * read that fails says why in the window instead.
     */
    <T> void read(Callable<T> ask, Consumer<T> done, Consumer<String> failed) {
        reads.submit(() -> {
            try {
                T answer = ask.call();
                SwingUtilities.invokeLater(() -> done.accept(answer));
            } catch (HistoryException e) {
                SwingUtilities.invokeLater(() -> failed.accept(e.getMessage()));
            } catch (Exception | LinkageError e) {
                String why = Ui.text("history.window.cannotRead", e.getClass().getSimpleName());
                SwingUtilities.invokeLater(() -> failed.accept(why));
            }
            return null;
        });
    }

    History history() {
        return history;
    }

    /** Waits until the reads asked so far are answered (tests). */
    public void awaitReads() throws Exception {
        reads.submit(() -> null).get();
    }

    @Override
    public void dispose() {
        if (shown == this) {
            shown = null;
        }
        if (!reads.isShutdown()) {
            History h = history;
            if (h != null) {
                reads.submit(h::close);
            }
            reads.shutdown();
        }
        games.closed();
        super.dispose();
    }

    /** The table of the old game on screen (tests). */
    public org.eternalsevens.app.session.TableControl gameTable() {
        return games.game().table();
    }

    /** The games listed now (tests). */
    public List<org.eternalsevens.history.GameRow> listed() {
        return games.listed();
    }
}
