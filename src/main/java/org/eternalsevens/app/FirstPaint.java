package org.eternalsevens.app;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * The start-up measurement: with {@code -Des.exitAfterFirstPaint=true}, the first paint of the game's field prints
 * {@code first-paint-ms=N} (ms since the JVM started) and the times of the steps on the way
 * ({@code first-paint-steps: theme=250 ...}), then exits. Without it, nothing is recorded.
 */
final class FirstPaint {
    private static final boolean MEASURING = Boolean.getBoolean("es.exitAfterFirstPaint");
    private static final List<String> STEPS = new ArrayList<>();
    private static final List<Long> TIMES = new ArrayList<>();
    private static boolean done;

    private FirstPaint() {
    }

    /** Notes that a step on the way to the first paint is done (any thread; nothing is loaded to time it). */
    static void step(String name) {
        if (MEASURING) {
            long now = System.nanoTime();
            synchronized (STEPS) {
                STEPS.add(name);
                TIMES.add(now);
            }
        }
    }

    static void painted() {
        if (done || !MEASURING) {
            return;
        }
        done = true;
        long now = System.nanoTime();
        long wall = System.currentTimeMillis(); // before the JVM's start time is looked up, which loads classes
        long ms = wall - ManagementFactory.getRuntimeMXBean().getStartTime();
        StringBuilder steps = new StringBuilder("first-paint-steps:");
        synchronized (STEPS) {
            for (int i = 0; i < STEPS.size(); i++) {
                steps.append(' ').append(STEPS.get(i)).append('=').append(ms - (now - TIMES.get(i)) / 1_000_000);
            }
        }
        System.out.println("first-paint-ms=" + ms);
        System.out.println(steps);
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}
