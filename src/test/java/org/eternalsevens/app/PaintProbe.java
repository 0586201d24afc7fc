package org.eternalsevens.app;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javax.swing.JComponent;
import javax.swing.RepaintManager;

/**
 * ClickBench's look at what a move repaints and lays out ({@code -Dclickbench.dirty=true}; ClickFirsts':
 * {@code -Dclickfirsts.dirty=true}): a repaint manager that notes, while a move is measured, each component asked to
 * repaint (with the area) or to be laid out again, and each pass of the repaint manager ("-- lay out …" with the
 * validate roots it lays out, "-- paint …", each with the event thread's CPU time it took).
 */
final class PaintProbe extends RepaintManager {
    private final List<String> noted = new ArrayList<>();
    private volatile boolean on;
    /** Each pass's own CPU time on the event thread. */
    private static final java.lang.management.ThreadMXBean CPU =
            java.lang.management.ManagementFactory.getThreadMXBean();

    static PaintProbe install() {
        PaintProbe p = new PaintProbe();
        RepaintManager.setCurrentManager(p);
        return p;
    }

    void start() {
        synchronized (noted) {
            noted.clear();
        }
        on = true;
    }

    /** What was noted since {@link #start}, one line each. */
    List<String> stop() {
        on = false;
        synchronized (noted) {
            return new ArrayList<>(noted);
        }
    }

    @Override
    public void addDirtyRegion(JComponent c, int x, int y, int w, int h) {
        if (on && w > 0 && h > 0) {
            note(String.format(Locale.ROOT, "paint %s %dx%d", path(c), w, h));
        }
        super.addDirtyRegion(c, x, y, w, h);
    }

    @Override
    public void addInvalidComponent(JComponent c) {
        if (on) {
            note("layout " + path(c));
        }
        super.addInvalidComponent(c);
    }

    @Override
    public void paintDirtyRegions() {
        if (!on) {
            super.paintDirtyRegions();
            return;
        }
        note("-- paint the dirty regions");
        long t0 = CPU.getCurrentThreadCpuTime();
        super.paintDirtyRegions();
        note(String.format(Locale.ROOT, "   (painted in %.1f ms of CPU)", (CPU.getCurrentThreadCpuTime() - t0) / 1e6));
    }

    @Override
    public void validateInvalidComponents() {
        if (!on) {
            super.validateInvalidComponents();
            return;
        }
        note("-- lay out the invalid components:" + invalidNow());
        long t0 = CPU.getCurrentThreadCpuTime();
        super.validateInvalidComponents();
        note(String.format(Locale.ROOT, "   (laid out in %.1f ms of CPU)", (CPU.getCurrentThreadCpuTime() - t0) / 1e6));
    }

    /** The validate roots waiting for a layout, "[main/side/players-scroll (QuietScrollPane)]" each. */
    private String invalidNow() {
        try {
            java.lang.reflect.Field f = RepaintManager.class.getDeclaredField("invalidComponents");
            f.setAccessible(true);
            List<?> l = (List<?>) f.get(this);
            StringBuilder b = new StringBuilder();
            if (l != null) {
                for (Object o : l) {
                    b.append(" [").append(path((Component) o)).append("]");
                }
            }
            return b.toString();
        } catch (ReflectiveOperationException e) {
            return "";
        }
    }

    private static final String TRACE = System.getProperty("clickbench.trace");

    private void note(String s) {
        synchronized (noted) {
            noted.add(s);
            if (TRACE != null && s.contains(TRACE)) {
                StringBuilder b = new StringBuilder();
                for (StackTraceElement e : new Throwable().getStackTrace()) {
                    b.append("\n          at ").append(e);
                }
                noted.add("  trace" + b);
            }
        }
    }

    /** The component and its named ancestors: "field-area/field (FieldView)". */
    static String path(Component c) {
        StringBuilder b = new StringBuilder();
        for (Component k = c; k != null; k = k.getParent()) {
            if (k.getName() != null || k == c) {
                String n = k.getName() == null ? k.getClass().getSimpleName() : k.getName();
                b.insert(0, b.length() == 0 ? n : n + "/");
            }
        }
        return b + " (" + c.getClass().getSimpleName() + ")";
    }
}
