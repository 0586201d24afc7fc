package org.eternalsevens.app;

import java.awt.AWTEvent;
import java.awt.EventQueue;
import java.awt.event.PaintEvent;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.history.HistoryWindow;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.rules.setup.GameContent;

/**
 * What a player feels of the history's first opening (issue 27's speed, P530), run by {@code scripts/historybench.sh}
 * in a fresh JVM with the app's options under Xvfb, not a unit test: {@code HistoryFirsts HOME N} shows the real game
 * window on the app's home {@code HOME} (a history of N finished games) with a game open, then File › History…,
 * timed from the menu item's action to the end of the paint of the History window that lists all N games. With
 * {@code -Dhistoryfirsts.warm=true} the app's warm-up after the first paint ({@link App#warmUp}) runs first and is
 * waited for, as when a table opens the history some minutes into a session; without it the history is opened at
 * once. Prints the wall clock, the event thread's CPU time and the whole process's CPU time over the same span (the
 * history's own threads too), when the window was opened, and the load average.
 */
public final class HistoryFirsts {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static volatile long startNanos;
    private static volatile long startCpu;
    private static volatile long startProcessCpu;
    private static volatile long openedNanos;
    private static volatile boolean windowPainted;
    private static volatile int expected;
    private static volatile CountDownLatch done;
    private static volatile String result;

    /** Ends the span at the first paint of the History window once it lists every game. */
    private static final class TimingQueue extends EventQueue {
        @Override
        protected void dispatchEvent(AWTEvent e) {
            super.dispatchEvent(e);
            if (startNanos == 0 || done == null) {
                return;
            }
            HistoryWindow w = HistoryWindow.shown();
            if (openedNanos == 0 && w != null && w.isShowing()) {
                openedNanos = System.nanoTime() - startNanos;
            }
            if (e instanceof PaintEvent && w != null && e.getSource() == w) {
                windowPainted = true;
            }
            if (windowPainted && w != null && w.listed().size() == expected) {
                SwingUtilities.invokeLater(() -> Repaints.whenPainted(HistoryFirsts::end));
            }
        }
    }

    private static void end() {
        if (done == null) {
            return;
        }
        double ms = (System.nanoTime() - startNanos) / 1e6;
        double cpu = (THREADS.getCurrentThreadCpuTime() - startCpu) / 1e6;
        double all = (processCpu() - startProcessCpu) / 1e6;
        result = String.format(Locale.ROOT, "history-first-open: wall %.1f ms, event thread CPU %.1f ms, process CPU"
                + " %.1f ms (window opened at %.1f ms, %d games listed), load %.2f", ms, cpu, all, openedNanos / 1e6,
                expected, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        CountDownLatch d = done;
        done = null;
        d.countDown();
    }

    public static void main(String[] args) throws Exception {
        try {
            measure(Path.of(args[0]), Integer.parseInt(args[1]));
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }

    private static void measure(Path home, int games) throws Exception {
        expected = games;
        System.setProperty("es.home", home.toString());
        System.setProperty("es.noExitOnQuit", "true");
        GameContent content = ContentLoader.defaults();
        Settings prefs = Settings.defaults(Files.createTempFile("historyfirsts", ".properties"));
        MainFrame f = ClickBench.onEdt(() -> {
            Theme.setup(prefs);
            return ClickBench.showWindow(content, prefs, new TimingQueue());
        });
        ClickBench.settle();
        Path game = Files.createTempFile("historyfirsts", ".json");
        GameRecord g = org.eternalsevens.history.SimRecords.game(7);
        RecordFiles.save(game, new GameRecord(g.setup(), g.moves().subList(0, Math.min(20, g.moves().size())), null));
        if (!ClickBench.onEdt(() -> f.files().open(game))) {
            throw new IllegalStateException("the game did not open");
        }
        ClickBench.settle();
        String warmed = "opened at once, no warm-up";
        if (Boolean.getBoolean("historyfirsts.warm")) {
            long w0 = System.nanoTime();
            CompletableFuture<?> w = ClickBench.onEdt(() -> App.warmUp(f, content));
            w.get(120, TimeUnit.SECONDS);
            warmed = String.format(Locale.ROOT, "after the warm-up (%.0f ms)", (System.nanoTime() - w0) / 1e6);
        }
        Thread.sleep(500);
        JMenuItem item = ClickBench.onEdt(() -> (JMenuItem) find(f.getJMenuBar(), "menu-history"));
        CountDownLatch latch = new CountDownLatch(1);
        done = latch;
        EventQueue.invokeLater(() -> {
            startNanos = System.nanoTime();
            startCpu = THREADS.getCurrentThreadCpuTime();
            startProcessCpu = processCpu();
            item.doClick(0);
        });
        if (!latch.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the History window did not list " + games + " games");
        }
        System.out.println(result + "; " + warmed);
    }

    private static java.awt.Component find(java.awt.Component c, String name) {
        if (name.equals(c.getName())) {
            return c;
        }
        java.awt.Component[] in = c instanceof javax.swing.JMenu m ? m.getMenuComponents()
                : c instanceof java.awt.Container k ? k.getComponents() : new java.awt.Component[0];
        for (java.awt.Component k : in) {
            java.awt.Component found = find(k, name);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
