package org.eternalsevens.app.session;

import java.awt.Component;
import java.awt.Window;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Function;

import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.Timer;

import net.miginfocom.swing.MigLayout;

import org.eternalsevens.app.look.Dialogs;
import org.eternalsevens.app.look.ScreenFit;

/**
 * Reading and replaying a file off the event thread (P238): the window keeps answering while a large record or
 * autosave is read, and when that takes over a second a modal dialog with a progress bar shows what is being done.
 * The work's result is handed back on the event thread. If the app runs out of memory on the way, the players are
 * told in one sentence and nothing changes.
 */
public final class Loading<T> extends SwingWorker<T, Void> {
    /** How long the work runs before the progress dialog shows. */
    public static final int DELAY_MS = 1000;
    /** For tests: the delay (0 shows the dialog at once, whatever the machine's speed). */
    public static volatile int delayMs = DELAY_MS;
    /** For tests: when set, the work waits for it before it starts, so that a test sees the window meanwhile. */
    public static volatile CountDownLatch held;
    /** The latest work started (for tests). */
    public static volatile Loading<?> latest;

    /** What the work tells the dialog, from its own thread. */
    public interface Progress {
        /** Now doing {@code what}: {@code done} of {@code of} (of 0: how far is not known). */
        void at(String what, long done, long of);
    }

    private final Function<Progress, T> work;
    private final Consumer<T> done;
    private final String tooLarge;
    private final Component owner;
    private final String title;
    private volatile String what = "";
    private volatile long doneSoFar;
    private volatile long of;
    private volatile Thread worker;
    private JDialog dialog;
    private Timer show;
    private Timer update;

    private Loading(Component owner, String title, Function<Progress, T> work, Consumer<T> done, String tooLarge) {
        this.owner = owner;
        this.title = title;
        this.work = work;
        this.done = done;
        this.tooLarge = tooLarge;
    }

    /**
     * Runs {@code work} on a worker thread and then {@code done} with its result on the event thread; a progress
     * dialog titled {@code title} shows after a second. {@code tooLarge} is the sentence shown if memory runs out.
     * Call on the event thread.
     */
    public static <T> Loading<T> run(Component owner, String title, Function<Progress, T> work, Consumer<T> done,
                              String tooLarge) {
        Loading<T> l = new Loading<>(owner, title, work, done, tooLarge);
        latest = l;
        l.show = new Timer(delayMs, e -> l.showDialog());
        l.show.setRepeats(false);
        l.show.start();
        l.execute();
        return l;
    }

    /** The thread the work runs on (null before it starts; for tests). */
    public Thread worker() {
        return worker;
    }

    /** The progress dialog, once shown (for tests). */
    public JDialog dialog() {
        return dialog;
    }

    @Override
    protected T doInBackground() throws InterruptedException {
        worker = Thread.currentThread();
        CountDownLatch h = held;
        if (h != null) {
            h.await();
        }
        return work.apply((w, d, o) -> {
            what = w;
            doneSoFar = d;
            of = o;
        });
    }

    private void showDialog() {
        if (isDone()) {
            return;
        }
        Window w = owner == null ? null : owner instanceof Window win ? win : SwingUtilities.getWindowAncestor(owner);
        dialog = new JDialog(w, title, java.awt.Dialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("loading");
        dialog.setDefaultCloseOperation(JDialog.DO_NOTHING_ON_CLOSE); // it closes itself when the work is done
        JPanel p = new JPanel(new MigLayout("insets 16 20 16 20, wrap 1", "[grow,fill]"));
        JLabel label = new JLabel(what.isEmpty() ? title + "\u2026" : what);
        label.setName("loading-what");
        JProgressBar bar = new JProgressBar();
        bar.setName("loading-bar");
        bar.setStringPainted(true);
        p.add(label);
        p.add(bar, "wmin 360");
        dialog.setContentPane(p);
        update = new Timer(100, e -> showProgress(label, bar));
        showProgress(label, bar);
        update.start();
        ScreenFit.packCentred(dialog);
        dialog.setVisible(true); // waits here, the window's events still answered, until done() closes it
    }

    private void showProgress(JLabel label, JProgressBar bar) {
        long o = of;
        long d = doneSoFar;
        if (!what.isEmpty()) {
            label.setText(what);
        }
        bar.setIndeterminate(o <= 0);
        if (o > 0) {
            bar.setMaximum(1000);
            bar.setValue((int) Math.min(1000, d * 1000 / o));
            bar.setString(bar.getValue() / 10 + " %");
        } else {
            bar.setString("");
        }
    }

    @Override
    protected void done() {
        show.stop();
        if (update != null) {
            update.stop();
        }
        if (dialog != null) {
            dialog.dispose();
        }
        T result;
        try {
            result = get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof OutOfMemoryError) {
                Dialogs.error(owner, title, tooLarge);
            } else {
                Failures.report(e.getCause());
            }
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        done.accept(result);
    }
}
