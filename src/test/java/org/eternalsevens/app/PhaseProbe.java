package org.eternalsevens.app;

import java.lang.management.ManagementFactory;

import javax.swing.RepaintManager;

/**
 * ClickBench's split of a move's time ({@code -Dclickbench.phases=true}): a repaint manager that adds up the wall and
 * the event thread's CPU time of its layouts ({@code validateInvalidComponents}) and paints
 * ({@code paintDirtyRegions}) while a move is measured. ClickBench adds the dispatch of the event itself and the
 * final {@code Toolkit.sync}.
 */
final class PhaseProbe extends RepaintManager {
    private static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Wall and CPU nanoseconds: layout, paint. */
    final long[] wall = new long[2];
    final long[] cpu = new long[2];

    static PhaseProbe install() {
        PhaseProbe p = new PhaseProbe();
        RepaintManager.setCurrentManager(p);
        return p;
    }

    private void paintEach() {
        java.util.Map<javax.swing.JComponent, java.awt.Rectangle> dirty = new java.util.LinkedHashMap<>();
        try {
            java.lang.reflect.Field f = RepaintManager.class.getDeclaredField("dirtyComponents");
            f.setAccessible(true);
            synchronized (this) {
                ((java.util.Map<?, ?>) f.get(this)).forEach((k, v) -> {
                    if (k instanceof javax.swing.JComponent j) {
                        dirty.put(j, new java.awt.Rectangle((java.awt.Rectangle) v));
                    }
                });
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        dirty.forEach((k, r) -> {
            markCompletelyClean(k);
            long t = THREADS.getCurrentThreadCpuTime();
            k.paintImmediately(r);
            String name = k.getClass().getSimpleName() + (k.getName() == null ? "" : ":" + k.getName())
                    + " " + r.width + "x" + r.height;
            double[] a = BY_COMPONENT.computeIfAbsent(name, x -> new double[2]);
            a[0] += (THREADS.getCurrentThreadCpuTime() - t) / 1e6;
            a[1]++;
        });
    }

    void reset() {
        java.util.Arrays.fill(wall, 0);
        java.util.Arrays.fill(cpu, 0);
    }

    @Override
    public void validateInvalidComponents() {
        long w = System.nanoTime();
        long c = THREADS.getCurrentThreadCpuTime();
        super.validateInvalidComponents();
        wall[0] += System.nanoTime() - w;
        cpu[0] += THREADS.getCurrentThreadCpuTime() - c;
    }

    /** -Dclickbench.paintsplit=true: each dirty component painted by itself, its time added up by its kind. */
    static final java.util.Map<String, double[]> BY_COMPONENT = new java.util.TreeMap<>();

    @Override
    public void paintDirtyRegions() {
        long w = System.nanoTime();
        long c = THREADS.getCurrentThreadCpuTime();
        if (Boolean.getBoolean("clickbench.paintsplit")) {
            paintEach();
        }
        super.paintDirtyRegions();
        wall[1] += System.nanoTime() - w;
        cpu[1] += THREADS.getCurrentThreadCpuTime() - c;
    }
}
