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
 * opened: the history is opened off the window's thread with a busy sign, and a repair is told once. The history's
 * one connection is used from one thread of the window's own, and closed with the window. Other tabs (the
 * statistics, {@link StatisticsTab}, read when shown) are one {@link #addTab} each.
 */
public final class HistoryWindow extends JDialog {
    static final String TITLE = Ui.text("history.window.title");
    private static HistoryWindow shown; // one History window at a time
    private final History history;
    private final ExecutorService reads = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "history-window");
        t.setDaemon(true);
        return t;
    });
    private final JTabbedPane tabs = new JTabbedPane();
    private final GamesPanel games;
    private final StatisticsTab statistics;

    private HistoryWindow(Window owner, Opening opened, GameContent content, Path home, Continuing host) {
        super(owner, TITLE, ModalityType.MODELESS);
        this.history = opened.history();
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
        games.show(opened.games(), opened.players());
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
        Loading<Opening> l = Loading.run(owner, Ui.text("history.window.opening"), p -> {
            p.at(Ui.text("history.window.opening"), 0, 0);
            return Opening.of(home);
        }, o -> opened(owner, o, content, home, host), Ui.text("history.window.tooLarge"));
        l.addPropertyChangeListener(e -> {
            if (owner != null && "state".equals(e.getPropertyName())
                    && e.getNewValue() == SwingWorker.StateValue.DONE) {
                owner.setCursor(before);
            }
        });
    }

    private static void opened(Window owner, Opening o, GameContent content, Path home, Continuing host) {
        if (o.problem() != null) {
            Dialogs.error(owner, TITLE, o.problem());
            return;
        }
        HistoryWindow w = new HistoryWindow(owner, o, content, home, host);
        shown = w;
        w.fit();
        w.setVisible(true);
        if (o.notice() != null) {
            Dialogs.warn(w, TITLE, o.notice()); // a repair is told once: the next opening finds the history whole
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
            reads.submit(history::close);
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
