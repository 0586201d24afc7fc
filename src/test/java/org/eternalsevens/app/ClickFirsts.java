package org.eternalsevens.app;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Container;
import java.awt.EventQueue;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.PaintEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.rules.Move;

/**
 * The first action of each kind in a fresh JVM (issue 25 §4, docs/performance.md "The first of each kind"), run by
 * {@code scripts/clickbench.sh}: {@code write DIR} writes an Expert and a Pro record (in a JVM of its own, so that
 * the measuring JVM has played no game); {@code expert DIR} opens the Expert record three moves before its first
 * Hard Pass and measures the first move after opening it, the Hard Pass button's dialog, the move that ends round 1
 * (its summary dialog) and Ctrl+Z across the round boundary; {@code pro DIR} opens the Pro record three moves
 * before round 1 ends and measures the first move, round 1's summary and the first click of round 2. Each is timed
 * as {@link ClickBench} times a move: from the dispatch of the click (key, typed move) to the end of the paint it
 * caused; for a dialog, to the end of the dialog's first paint (its own: the window behind a round summary shows
 * round 2 after it, P590, and the split says when). With {@code -Dclickfirsts.warm=false} the app's
 * warm-up ({@link App#warmUp}) is not started; with it, the window waits for the warm-up as a player reading the
 * new-game dialog would, and the warm-up's time is printed. Each is printed with the event thread's own CPU time over
 * the same span, which the other engineers' load disturbs far less than the wall clock. A dialog's split (the move's
 * own dispatch, the dialog's opening) is printed under the first it belongs to (P500; it was printed above it, so it
 * read as the split of the line before). With {@code -Dclickfirsts.dirty=true}, what each first repaints and lays
 * out ({@link PaintProbe}); with {@code -Dclickfirsts.again=N}, the move that ends round 1 is also taken back and made
 * again N times; with {@code -Dclickfirsts.newGame=true}, the session opens with the new-game dialog (P500). Not a
 * unit test: never run by Maven.
 */
public final class ClickFirsts {
    private static volatile boolean armed;
    private static volatile boolean dialog;
    private static volatile long startNanos;
    private static volatile CountDownLatch done;
    private static volatile double lastMs;
    /** The event thread's own CPU time over the same span (the machine's other load leaves it be). */
    private static volatile long startCpu;
    private static volatile double lastCpuMs;
    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();
    /** For a dialog: when the click's (or typed move's) own dispatch ended, and when the dialog opened. */
    private static volatile long movedNanos;
    private static volatile long openedNanos;
    /** For a dialog: its split, printed under the first it belongs to (it was printed above it). */
    private static volatile String split;
    /** With {@code -Dclickfirsts.dirty=true}: what each first repaints and lays out (as ClickBench's). */
    private static PaintProbe probe;

    /** Notes the dispatch of the measured click or key; ends at the paint it caused (or the dialog's first paint). */
    private static final class TimingQueue extends EventQueue {
        @Override
        protected void dispatchEvent(AWTEvent e) {
            boolean measured = armed && startNanos == 0 && (e.getID() == MouseEvent.MOUSE_RELEASED
                    || (e.getID() == KeyEvent.KEY_PRESSED && ((KeyEvent) e).getKeyCode() == KeyEvent.VK_Z));
            if (measured) {
                begin();
            }
            super.dispatchEvent(e); // a modal dialog's click returns only when the dialog closes
            boolean dialogPaint = e instanceof PaintEvent && e.getSource() instanceof JDialog;
            if (startNanos != 0 && movedNanos == 0 && measured) {
                movedNanos = System.nanoTime() - startNanos;
            }
            if (startNanos != 0 && openedNanos == 0 && e.getID() == java.awt.event.WindowEvent.WINDOW_OPENED) {
                openedNanos = System.nanoTime() - startNanos;
            }
            if (startNanos != 0 && done != null && (dialog ? dialogPaint : measured)) {
                SwingUtilities.invokeLater(ClickFirsts::endWhenPainted);
            }
        }
    }

    private static void begin() {
        if (probe != null) {
            probe.start();
        }
        startNanos = System.nanoTime();
        startCpu = THREADS.getCurrentThreadCpuTime();
    }

    private static void endWhenPainted() {
        if (done == null) {
            return;
        }
        if (dialog ? Repaints.pendingInDialogs() : Repaints.pending()) { // a dialog's paint: not the window's (P590)
            SwingUtilities.invokeLater(ClickFirsts::endWhenPainted);
            return;
        }
        Toolkit.getDefaultToolkit().sync();
        lastMs = (System.nanoTime() - startNanos) / 1e6;
        lastCpuMs = (THREADS.getCurrentThreadCpuTime() - startCpu) / 1e6;
        if (Boolean.getBoolean("clickfirsts.marks")) { // wall-clock span, to cut a flight recording to this move
            long end = System.currentTimeMillis();
            System.out.printf(Locale.ROOT, "    mark %d %d%n", end - Math.round(lastMs), end);
        }
        split = dialog ? String.format(Locale.ROOT, "    (a dialog: the move's own dispatch %.1f ms, the dialog open"
                + " at %.1f ms", movedNanos / 1e6, openedNanos / 1e6) : null;
        boolean wasDialog = dialog;
        long t0 = startNanos;
        movedNanos = 0;
        openedNanos = 0;
        armed = false;
        startNanos = 0;
        CountDownLatch d = done;
        done = null;
        if (!wasDialog) {
            d.countDown();
            return;
        }
        // and when the window behind the dialog has painted what the move changed (P590)
        SwingUtilities.invokeLater(() -> Repaints.whenPainted(() -> {
            split += String.format(Locale.ROOT, ", the window behind it painted at %.1f ms)",
                    (System.nanoTime() - t0) / 1e6);
            d.countDown();
        }));
    }

    public static void main(String[] args) throws Exception {
        try {
            if (args[0].equals("write")) {
                FirstsRecords.write(Path.of(args[1]));
            } else {
                measure(args[0], Path.of(args[1]));
            }
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }

    private static void measure(String name, Path dir) throws Exception {
        GameRecord full = RecordFiles.open(dir.resolve(name + ".json"));
        String[] at = Files.readString(dir.resolve(name + ".txt")).trim().split(" ");
        int hardPass = Integer.parseInt(at[0]);
        int roundEnd = Integer.parseInt(at[1]);
        int round2Click = Integer.parseInt(at[2]);
        boolean expert = name.equals("expert");
        int open = Math.max(0, (expert ? hardPass : roundEnd) - 3);
        int last = expert ? roundEnd : round2Click;
        Path home = Files.createTempDirectory("clickfirsts");
        System.setProperty("es.home", home.toString());
        System.setProperty("es.noExitOnQuit", "true");
        long t0 = System.nanoTime();
        org.eternalsevens.rules.setup.GameContent content = ContentLoader.defaults();
        Settings prefs = Settings.defaults(home.resolve("settings.properties"));
        MainFrame[] frame = new MainFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Theme.setup(prefs);
            if (Boolean.getBoolean("clickfirsts.dirty")) {
                probe = PaintProbe.install();
            }
            frame[0] = ClickBench.showWindow(content, prefs, new TimingQueue());
        });
        MainFrame f = frame[0];
        ClickBench.settle();
        boolean warm = !"false".equals(System.getProperty("clickfirsts.warm"));
        String warmed = "no warm-up";
        if (warm) {
            long w0 = System.nanoTime();
            CompletableFuture<org.eternalsevens.app.session.WarmUp.Report> w = ClickBench.onEdt(() -> App.warmUp(f,
                    content));
            org.eternalsevens.app.session.WarmUp.Report r = w.get(60, TimeUnit.SECONDS);
            warmed = String.format(Locale.ROOT, "warm-up done %.0f ms after it started (%d steps, failed: %s;"
                    + " its slices on the event thread %s ms)", (System.nanoTime() - w0) / 1e6,
                    r.steps().size(), r.failures(), r.sliceMs().stream()
                    .map(x -> String.format(Locale.ROOT, "%.0f", x)).toList());
        }
        Thread.sleep(300);
        boolean opening = Boolean.getBoolean("clickfirsts.newGame");
        if (opening) {
            FirstsOpening.newGameDialog(f, content, prefs);
        }
        System.out.printf(Locale.ROOT, "clickfirsts %s: window shown in %.0f ms, %s, %s, load %.2f%n", name,
                (System.nanoTime() - t0) / 1e6, warmed, opening ? "the new-game dialog shown and cancelled"
                        : "no new-game dialog",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        Path file = home.resolve("open.json");
        RecordFiles.save(file, new GameRecord(full.setup(), full.moves().subList(0, open), null));
        if (!ClickBench.onEdt(() -> f.files().open(file))) {
            throw new IllegalStateException("the record did not open");
        }
        ClickBench.settle();
        // a table plays round 1 for many minutes, here three moves: the work the app does ahead while round 1 is
        // played (round 2's board cards, P448) is given the time a table gives it between moves
        Thread.sleep(Long.getLong("clickfirsts.pause", 2000));
        Robot robot = new Robot();
        robot.setAutoWaitForIdle(false);
        List<Double> others = new ArrayList<>();
        for (int i = open; i <= last; i++) {
            String text = full.moves().get(i);
            if (i == hardPass) {
                report("first Hard Pass dialog (the button)", hardPassButton(f));
                ClickBench.onEdt(() -> f.table().sendTyped(text)); // the dialog was closed: the move itself
                ClickBench.settle();
                continue;
            }
            double ms = move(f, robot, text, i == roundEnd);
            if (i == open) {
                report("first move after opening the game", ms);
            } else if (i == roundEnd) {
                report("the move that ends round 1, to its summary's first paint", ms);
                closeSummary();
                again(f, robot, text);
            } else if (i == round2Click) {
                report("first click of round 2", ms);
            } else if (!expert && i > roundEnd) { // round 2's boards chosen, one by one (P327)
                report("round 2's choosing, move " + (i - roundEnd), ms);
            } else {
                others.add(ms);
            }
            if (Boolean.getBoolean("clickfirsts.each")) {
                System.out.printf(Locale.ROOT, "    move %d %s: %.1f ms%n", i + 1, text, ms);
            }
            int made = ClickBench.onEdt(() -> f.table().session().moveCount());
            if (made != i + 1) {
                throw new IllegalStateException("move " + (i + 1) + " (" + text + ") was not made");
            }
        }
        if (expert) {
            // without a window manager (Xvfb) the closed summary gives the focus back to no window: a click on the
            // window's message line gives it, as a player's would
            Point corner = ClickBench.onEdt(() -> {
                Point p = new Point(f.getWidth() - 8, f.getHeight() - 8);
                SwingUtilities.convertPointToScreen(p, f);
                return p;
            });
            robot.mouseMove(corner.x, corner.y);
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
            for (int wait = 0; wait < 100 && ClickBench.onEdt(() -> java.awt.KeyboardFocusManager
                    .getCurrentKeyboardFocusManager().getFocusOwner()) == null; wait++) {
                Thread.sleep(20);
            }
            report("Ctrl+Z across the round boundary", key(robot));
            if (ClickBench.onEdt(() -> f.table().session().moveCount()) != roundEnd) {
                throw new IllegalStateException("Ctrl+Z did not take back the move that ended round 1");
            }
        }
        others.sort(null);
        System.out.printf(Locale.ROOT, "  the %d other moves: median %.1f ms, worst %.1f ms%n", others.size(),
                others.isEmpty() ? 0 : others.get(others.size() / 2), others.isEmpty() ? 0 : others.get(others.size() - 1));
    }

    /**
     * With {@code -Dclickfirsts.again=N}: the move that ends round 1 taken back and made again N times, its summary
     * closed each time; the medians of these, no longer firsts, show what the move costs apart from first uses, with
     * far less spread than one fresh JVM's first (P500).
     */
    private static void again(MainFrame f, Robot robot, String text) throws Exception {
        int n = Integer.getInteger("clickfirsts.again", 0);
        List<Double> wall = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int before = ClickBench.onEdt(() -> f.table().session().moveCount());
            ClickBench.onEdt(() -> {
                f.table().undo();
                return null;
            });
            ClickBench.settle();
            Thread.sleep(300);
            wall.add(move(f, robot, text, true));
            cpu.add(lastCpuMs);
            split = null;
            if (probe != null) {
                probe.stop();
            }
            closeSummary();
            if (ClickBench.onEdt(() -> f.table().session().moveCount()) != before) {
                throw new IllegalStateException("the move that ends round 1 was not made again");
            }
        }
        if (n > 0) {
            wall.sort(null);
            cpu.sort(null);
            System.out.printf(Locale.ROOT, "  again: the move that ends round 1, made again %d times: median %.1f ms,"
                    + " CPU median %.1f ms (least %.1f, most %.1f)%n", n, wall.get(n / 2), cpu.get(n / 2), cpu.get(0),
                    cpu.get(n - 1));
        }
    }

    private static void report(String what, double ms) {
        System.out.printf(Locale.ROOT, "  first: %s: %.1f ms, CPU %.1f ms%n", what, ms, lastCpuMs);
        if (split != null) {
            System.out.println(split);
            split = null;
        }
        if (probe != null) {
            probe.stop().forEach(l -> System.out.println("      " + l));
        }
    }

    /** Makes a move: a click on its space when it is a play for the player to move, else typed. */
    private static double move(MainFrame f, Robot robot, String text, boolean opensDialog) throws Exception {
        Move m = Notation.parse(text);
        org.eternalsevens.rules.basics.Colour toMove = ClickBench.onEdt(() -> f.table().shown().toMove());
        CountDownLatch latch = new CountDownLatch(1);
        dialog = opensDialog;
        if (m instanceof Move.Play p && p.actor() == toMove) {
            Point[] at = new Point[1];
            SwingUtilities.invokeAndWait(() -> {
                Point c = f.field().centreOf(p.space());
                SwingUtilities.convertPointToScreen(c, f.field());
                at[0] = c;
            });
            robot.mouseMove(at[0].x, at[0].y);
            ClickBench.settle();
            done = latch;
            armed = true;
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        } else {
            done = latch;
            EventQueue.invokeLater(() -> {
                begin();
                String refusal = f.table().sendTyped(text);
                movedNanos = System.nanoTime() - startNanos;
                if (refusal != null) {
                    System.out.println("refused: " + text + ": " + refusal);
                }
                if (!opensDialog) {
                    SwingUtilities.invokeLater(ClickFirsts::endWhenPainted);
                }
            });
        }
        return await(latch, text);
    }

    /** A click on the Hard Pass button (its press and release posted to the button), to the dialog's first paint. */
    private static double hardPassButton(MainFrame f) throws Exception {
        JButton b = ClickBench.onEdt(() -> (JButton) find(f, "hard-pass"));
        if (b == null || !ClickBench.onEdt(b::isEnabled)) {
            throw new IllegalStateException("no Hard Pass button to click");
        }
        CountDownLatch latch = new CountDownLatch(1);
        dialog = true;
        done = latch;
        armed = true;
        EventQueue q = Toolkit.getDefaultToolkit().getSystemEventQueue();
        long now = System.currentTimeMillis();
        q.postEvent(new MouseEvent(b, MouseEvent.MOUSE_PRESSED, now, InputEvent.BUTTON1_DOWN_MASK, 5, 5, 1, false,
                MouseEvent.BUTTON1));
        q.postEvent(new MouseEvent(b, MouseEvent.MOUSE_RELEASED, now, 0, 5, 5, 1, false, MouseEvent.BUTTON1));
        double ms = await(latch, "Hard Pass");
        ClickBench.onEdt(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w instanceof JDialog && w.isShowing()) {
                    w.dispose(); // cancelled: the move is then typed
                }
            }
            return null;
        });
        ClickBench.settle();
        return ms;
    }

    /** Presses the round summary's "Start round 2", as the table does. */
    private static void closeSummary() throws Exception {
        ClickBench.onEdt(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing()) {
                    JButton go = (JButton) find(d, "startRound2");
                    if (go == null) {
                        d.dispose();
                    } else {
                        go.doClick(0);
                    }
                }
            }
            return null;
        });
        ClickBench.settle();
    }

    private static double key(Robot robot) throws Exception {
        CountDownLatch latch = new CountDownLatch(1);
        dialog = false;
        robot.keyPress(KeyEvent.VK_CONTROL);
        ClickBench.settle();
        done = latch;
        armed = true;
        robot.keyPress(KeyEvent.VK_Z);
        robot.keyRelease(KeyEvent.VK_Z);
        double ms = await(latch, "undo");
        robot.keyRelease(KeyEvent.VK_CONTROL);
        ClickBench.settle();
        return ms;
    }

    private static Component find(Container c, String name) {
        for (Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof Container kc) {
                Component in = find(kc, name);
                if (in != null) {
                    return in;
                }
            }
        }
        return null;
    }

    private static double await(CountDownLatch latch, String what) throws Exception {
        if (!latch.await(20, TimeUnit.SECONDS)) {
            throw new IllegalStateException("no paint after " + what);
        }
        ClickBench.settle();
        return lastMs;
    }
}
