package org.eternalsevens.app;

import java.lang.management.ManagementFactory;

/**
 * The start-up measurement: with {@code -Des.exitAfterFirstPaint=true}, the first paint of the game's field prints
 * {@code first-paint-ms=N} (ms since the JVM started) and exits.
 */
final class FirstPaint {
    private static boolean done;

    private FirstPaint() {
    }

    static void painted() {
        if (done || !Boolean.getBoolean("es.exitAfterFirstPaint")) {
            return;
        }
        done = true;
        long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
        System.out.println("first-paint-ms=" + ms);
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}
