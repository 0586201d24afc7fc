package org.eternalsevens.app.look;

import java.awt.AWTEvent;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.PaintEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;

import javax.swing.SwingUtilities;
import javax.swing.Timer;

/**
 * Runs a task once, as soon as a window is on the screen: after the system's first paint of it (its expose, not
 * Swing's paint before the window is mapped), at the latest {@link #LATEST_MS} after it opened, or when it closes
 * unseen. The round summary uses it to show round 2 behind it only once it is seen (P590).
 */
public final class FirstSight {
    /** The longest wait after the window opened, should the system's paint not come. */
    static final int LATEST_MS = 300;
    private final Window window;
    private Runnable then;
    private final AWTEventListener painted = this::painted;

    private FirstSight(Window window, Runnable then) {
        this.window = window;
        this.then = then;
    }

    /** Runs {@code then} on the event thread once {@code window}, not yet shown, has been seen (or closed). */
    public static void of(Window window, Runnable then) {
        FirstSight s = new FirstSight(window, then);
        Toolkit.getDefaultToolkit().addAWTEventListener(s.painted, AWTEvent.PAINT_EVENT_MASK);
        window.addWindowListener(new WindowAdapter() {
            @Override
            public void windowOpened(WindowEvent e) {
                Timer latest = new Timer(LATEST_MS, x -> s.run());
                latest.setRepeats(false);
                latest.start();
            }

            @Override
            public void windowClosed(WindowEvent e) {
                s.run();
            }
        });
    }

    private void painted(AWTEvent e) {
        if (e instanceof PaintEvent && e.getSource() == window) {
            SwingUtilities.invokeLater(this::run); // after this paint's own work
        }
    }

    private void run() {
        Toolkit.getDefaultToolkit().removeAWTEventListener(painted);
        Runnable r = then;
        then = null;
        if (r != null) {
            r.run();
        }
    }
}
