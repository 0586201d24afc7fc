package org.eternalsevens.app;

import java.awt.AWTEvent;
import java.awt.Dimension;
import java.awt.EventQueue;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import javax.swing.SwingUtilities;

import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.eternalsevens.rules.Move;

/**
 * The click-to-paint measurement (docs/performance.md, "A click answers within one frame"), run by
 * {@code scripts/clickbench.sh} under Xvfb. For each record length asked for, it opens a record (File › Open's
 * code) and plays the longest of the first 40 simulated Standard 4-player games on it in the real window. The
 * simulator's games end by about 90 moves, so a longer record starts with the table's corrections that confirm the
 * hand sizes ({@code table: fix hand red 11}), as many as make up the length; each is a move with its log entry. Every
 * play (and Must Play placement) is a real mouse click on the field through {@link Robot}, every other move goes
 * through the command box's path ({@link TableControl#sendTyped}), then undo and redo are the real Ctrl+Z and
 * Ctrl+Shift+Z keys. For each, it reports the time from the moment the event queue starts dispatching the click
 * (or key, or typed move) to the end of the paint it caused (the repaint manager idle, then {@code Toolkit.sync}),
 * and the bytes the event thread allocated meanwhile. Arguments: the record lengths, e.g. {@code 88 150 600} (the
 * first is a warm-up, reported but not counted). Not a unit test: it is never run by Maven.
 */
public final class ClickBench {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** One measured action. */
    record Sample(String kind, int moveNumber, double ms, double cpuMs, long bytes, double[] phases, double diskMs,
            String stall) {
    }

    private static final StallProbe STALLS = new StallProbe();

    /** Wall and CPU ms of the dispatch, the layouts, the paints and the sync (-Dclickbench.phases=true). */
    private static PhaseProbe phases;
    private static volatile long dispatchWall;
    private static volatile long dispatchCpu;

    private static volatile long startNanos;
    private static volatile long startBytes;
    private static volatile long startCpu;
    private static volatile CountDownLatch done;
    private static final List<Sample> SAMPLES = Collections.synchronizedList(new ArrayList<>());
    private static volatile String kind;
    private static volatile int moveNumber;

    /** Notes the start of the dispatch of the measured click or key, and posts the end marker after it. */
    private static final class TimingQueue extends EventQueue {
        @Override
        protected void dispatchEvent(AWTEvent e) {
            boolean measured = done != null && startNanos == 0 && (e.getID() == MouseEvent.MOUSE_RELEASED
                    || (e.getID() == KeyEvent.KEY_PRESSED && ((KeyEvent) e).getKeyCode() == KeyEvent.VK_Z));
            if (measured) {
                begin();
            }
            super.dispatchEvent(e);
            if (measured) {
                dispatchWall = System.nanoTime() - startNanos;
                dispatchCpu = THREADS.getCurrentThreadCpuTime() - startCpu;
                SwingUtilities.invokeLater(ClickBench::endWhenPainted);
            }
        }
    }

    private static PaintProbe probe;

    private static void begin() {
        if (probe != null) {
            probe.start();
        }
        if (phases != null) {
            phases.reset();
        }
        STALLS.start();
        startBytes = THREADS.getCurrentThreadAllocatedBytes();
        startCpu = THREADS.getCurrentThreadCpuTime();
        startNanos = System.nanoTime();
    }

    /** Runs after everything the action queued: waits for the repaint manager to be idle, then syncs the screen. */
    private static void endWhenPainted() {
        if (Repaints.pending()) {
            SwingUtilities.invokeLater(ClickBench::endWhenPainted);
            return;
        }
        long beforeSync = System.nanoTime();
        Toolkit.getDefaultToolkit().sync();
        long ns = System.nanoTime() - startNanos;
        long bytes = THREADS.getCurrentThreadAllocatedBytes() - startBytes;
        long cpu = THREADS.getCurrentThreadCpuTime() - startCpu;
        double[] split = phases == null ? null : new double[] {dispatchWall / 1e6, dispatchCpu / 1e6,
            phases.wall[0] / 1e6, phases.cpu[0] / 1e6, phases.wall[1] / 1e6, phases.cpu[1] / 1e6,
            (System.nanoTime() - beforeSync) / 1e6};
        String stall = STALLS.stop(cpu / 1e6); // before diskMs(), which it sets
        SAMPLES.add(new Sample(kind, moveNumber, ns / 1e6, cpu / 1e6, bytes, split, STALLS.diskMs(), stall));
        if (probe != null) {
            System.out.printf(Locale.ROOT, "  %s %d: %.2f ms%n", kind, moveNumber, ns / 1e6);
            probe.stop().forEach(l -> System.out.println("      " + l));
        }
        startNanos = 0;
        CountDownLatch d = done;
        done = null;
        d.countDown();
    }

    public static void main(String[] args) throws Exception {
        try {
            run(args);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1); // the window's threads would keep the JVM alive
        }
    }

    private static void run(String[] args) throws Exception {
        List<Integer> lengths = new ArrayList<>();
        for (String a : args) {
            lengths.add(Integer.parseInt(a));
        }
        if (lengths.isEmpty()) {
            lengths = List.of(88, 150, 600);
        }
        Path home = Files.createTempDirectory("clickbench");
        System.setProperty("es.home", home.toString());
        System.setProperty("es.noExitOnQuit", "true");
        org.eternalsevens.rules.setup.GameContent content = ContentLoader.defaults();
        Settings prefs = Settings.defaults(home.resolve("settings.properties"));
        MainFrame[] frame = new MainFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Theme.setup(prefs);
            if (Boolean.getBoolean("clickbench.dirty")) {
                probe = PaintProbe.install();
            } else if (Boolean.getBoolean("clickbench.phases")) {
                phases = PhaseProbe.install();
            }
            frame[0] = showWindow(content, prefs, new TimingQueue());
            MainFrame f = frame[0];
            STALLS.disk(() -> {
                GameSession session = f.table().session();
                return session == null || session.journal() == null ? 0 : session.journal().waitedNanos();
            });
        });
        if (Boolean.getBoolean("clickbench.views")) {
            SwingUtilities.invokeAndWait(() -> ViewTimes.timeViews(frame[0].table()));
        }
        Robot robot = new Robot();
        robot.setAutoWaitForIdle(false);
        settle();
        if (!"false".equals(System.getProperty("clickbench.warm"))) { // the app's warm-up (P365), waited for
            long w0 = System.nanoTime();
            org.eternalsevens.app.session.WarmUp.Report r = onEdt(() -> App.warmUp(frame[0], content)).get(2,
                    TimeUnit.MINUTES);
            System.out.printf(Locale.ROOT, "warm-up: %.0f ms, failed: %s, its slices on the event thread %s ms%n",
                    (System.nanoTime() - w0) / 1e6, r.failures(), r.sliceMs().stream()
                            .map(x -> String.format(Locale.ROOT, "%.0f", x)).toList());
        }
        Thread.sleep(500);
        System.out.printf(Locale.ROOT, "clickbench: java %s, %s, %d cores, load %.2f%n",
                System.getProperty("java.version"), ManagementFactory.getRuntimeMXBean().getInputArguments(),
                Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        boolean warm = false;
        for (String name : System.getProperty("clickbench.games", "casual,expert").split(",")) {
          ClickGames.Game game = ClickGames.of(name.trim());
          for (int g = 0; g < lengths.size(); g++) {
            int played = game.moves().size() - 1;
            int total = Math.max(lengths.get(g), played);
            int pad = total - played;
            System.out.printf(Locale.ROOT, "%s: a record of %d moves: %d corrections, then %d moves of seed %d%n",
                    game.name(), total, pad, played, game.seed());
            SAMPLES.clear();
            play(frame[0], robot, game, pad, home.resolve("record-" + name.trim() + "-" + total + ".json"));
            int undos = Math.min(30, played);
            for (int i = 0; i < undos; i++) {
                key(robot, frame[0], "undo", total - i, false);
            }
            for (int i = 0; i < undos; i++) {
                key(robot, frame[0], "redo", total - undos + i + 1, true);
            }
            ClickReport.report(new ArrayList<>(SAMPLES), warm ? game.name() + ": record" : "warm-up", pad, total);
            warm = true;
            ViewTimes.printAndClear();
            System.out.printf(Locale.ROOT, "rss after %d moves: %d MB (peak %d MB), heap used %d MB of %d MB%n",
                    total, ClickReport.status("VmRSS") / 1024, ClickReport.status("VmHWM") / 1024,
                    (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20,
                    Runtime.getRuntime().totalMemory() >> 20);
          }
        }
        System.out.flush();
        System.exit(0);
    }

    /** The game window as the click scripts show it (on the event thread): 1500×950 at the top left, timed. */
    static MainFrame showWindow(org.eternalsevens.rules.setup.GameContent content, Settings prefs, EventQueue timing) {
        Toolkit.getDefaultToolkit().getSystemEventQueue().push(timing);
        MainFrame f = new MainFrame(content, prefs);
        f.setSize(new Dimension(1500, 950));
        f.setLocation(0, 0);
        f.setVisible(true);
        return f;
    }

    /** Opens a record of {@code pad} corrections, then makes the game's moves on it, each measured. */
    private static void play(MainFrame frame, Robot robot, ClickGames.Game game, int pad, Path file) throws Exception {
        ClickGames.writeRecord(game, pad, file);
        if (!onEdt(() -> frame.files().open(file))) {
            throw new IllegalStateException("the record " + file + " did not open");
        }
        settle();
        for (int i = 0; i < game.moves().size() - 1; i++) { // not the last: it ends the game, and the results show
            String text = game.moves().get(i);
            Move m = Notation.parse(text);
            moveNumber = pad + i + 1;
            CountDownLatch latch = new CountDownLatch(1);
            org.eternalsevens.rules.basics.Colour toMove = onEdt(() -> frame.table().shown().toMove());
            // a click plays for the player to move; a play out of turn (the engine allows some) is typed
            boolean click = (m instanceof Move.Play p && p.actor() == toMove)
                    || (m instanceof Move.PlaceMustPlay pm && pm.actor() == toMove)
                    || (m instanceof Move.PlayRare pr && pr.actor() == toMove);
            if (click) {
                org.eternalsevens.rules.basics.Space sp = m instanceof Move.Play pl ? pl.space()
                        : m instanceof Move.PlayRare r ? r.space() : ((Move.PlaceMustPlay) m).space();
                Point[] at = new Point[1];
                SwingUtilities.invokeAndWait(() -> {
                    Point c = frame.field().centreOf(sp);
                    SwingUtilities.convertPointToScreen(c, frame.field());
                    at[0] = c;
                });
                robot.mouseMove(at[0].x, at[0].y);
                settle();
                boolean shift = m instanceof Move.PlayRare;
                if (shift) {
                    robot.keyPress(KeyEvent.VK_SHIFT);
                    settle();
                }
                kind = shift ? "click-rare" : "click";
                done = latch;
                robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
                robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
                await(latch, text);
                if (shift) {
                    robot.keyRelease(KeyEvent.VK_SHIFT);
                }
            } else {
                kind = "typed";
                done = latch;
                EventQueue.invokeLater(() -> {
                    begin();
                    String refusal = frame.table().sendTyped(text);
                    if (refusal != null) {
                        System.out.println("refused: " + text + ": " + refusal);
                    }
                    SwingUtilities.invokeLater(ClickBench::endWhenPainted);
                });
                await(latch, text);
            }
            settle();
            closeDialogs();
            int made = onEdt(() -> frame.table().session().moveCount());
            String last = onEdt(() -> frame.table().session().moves().get(made - 1));
            if (made != pad + i + 1 || !Notation.print(Notation.parse(last)).equals(Notation.print(m))) {
                throw new IllegalStateException("move " + (pad + i + 1) + " (" + text + ") was not made: the game has "
                        + made + " moves, the last " + last + "; the moves " + onEdt(() -> frame.table().session()
                        .moves()) + " instead of " + game.moves());
            }
        }
    }

    private static void key(Robot robot, MainFrame frame, String what, int n, boolean shift) throws Exception {
        moveNumber = n;
        kind = what;
        CountDownLatch latch = new CountDownLatch(1);
        int before = onEdt(() -> frame.table().session().moveCount());
        robot.keyPress(KeyEvent.VK_CONTROL);
        if (shift) {
            robot.keyPress(KeyEvent.VK_SHIFT);
        }
        settle();
        done = latch;
        robot.keyPress(KeyEvent.VK_Z);
        robot.keyRelease(KeyEvent.VK_Z);
        await(latch, what);
        if (shift) {
            robot.keyRelease(KeyEvent.VK_SHIFT);
        }
        robot.keyRelease(KeyEvent.VK_CONTROL);
        settle();
        closeDialogs();
        int after = onEdt(() -> frame.table().session().moveCount());
        if (after != before + (shift ? 1 : -1)) {
            throw new IllegalStateException(what + " did not act: " + before + " -> " + after + " moves");
        }
    }

    /**
     * Closes a dialog the last move opened (Gamer mode's round summary, after the move that ends round 1); that move
     * is reported on its own ("dialog"), not with the others, as its time is the dialog's.
     */
    private static void closeDialogs() throws Exception {
        boolean closed = onEdt(() -> {
            boolean any = false;
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w instanceof javax.swing.JDialog && w.isShowing()) {
                    w.dispose();
                    any = true;
                }
            }
            return any;
        });
        if (closed) {
            synchronized (SAMPLES) {
                Sample last = SAMPLES.remove(SAMPLES.size() - 1);
                SAMPLES.add(new Sample("dialog-" + last.kind(), last.moveNumber(), last.ms(), last.cpuMs(), last.bytes(),
                        null, last.diskMs(), last.stall()));
            }
        }
    }

    /**
     * Waits until the X server has done the robot's requests and the event thread has dispatched what they caused.
     * Not {@link Robot#waitForIdle}: on some Xvfb builds (Debian's 21.1.7-3+deb12u12 here) every X round trip of its
     * realSync brings other events, so it loops until its 10-second limit, and one call takes 0.2-10 s.
     */
    static void settle() throws Exception {
        Toolkit.getDefaultToolkit().sync();
        Thread.sleep(20); // the toolkit thread reads the server's answers and posts their events
        for (int i = 0; i < 3; i++) {
            SwingUtilities.invokeAndWait(() -> { });
        }
    }

    private static void await(CountDownLatch latch, String what) throws InterruptedException {
        if (!latch.await(20, TimeUnit.SECONDS)) {
            throw new IllegalStateException("no paint after " + what);
        }
    }

    static <T> T onEdt(java.util.concurrent.Callable<T> c) throws Exception {
        Object[] out = new Object[1];
        Exception[] fail = new Exception[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                out[0] = c.call();
            } catch (Exception e) {
                fail[0] = e;
            }
        });
        if (fail[0] != null) {
            throw fail[0];
        }
        @SuppressWarnings("unchecked")
        T t = (T) out[0];
        return t;
    }
}
