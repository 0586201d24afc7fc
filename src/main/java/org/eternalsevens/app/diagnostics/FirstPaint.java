package org.eternalsevens.app.diagnostics;

import java.util.ArrayList;
import java.util.List;

/**
 * The start-up measurement: with {@code -Des.exitAfterFirstPaint=true}, the first paint of the game's field prints
 * {@code first-paint-ms=N} (ms since the JVM started), the times of the steps on the way
 * ({@code first-paint-steps: theme=250 ...}) and how the JVM was started ({@code first-paint-jvm: ...}), then
 * exits. Started by {@link org.eternalsevens.Main}'s faster start, it prints the time of the paint
 * ({@code first-paint-at=EPOCH_MS}) instead, and the first JVM prints {@code first-paint-ms} from its own start.
 * Without the property, nothing is recorded.
 */
public final class FirstPaint {
    private static final boolean MEASURING = Boolean.getBoolean("es.exitAfterFirstPaint");
    private static final List<String> STEPS = new ArrayList<>();
    private static final List<Long> TIMES = new ArrayList<>();
    private static boolean done;

    private FirstPaint() {
    }

    /** Notes that a step on the way to the first paint is done (any thread; nothing is loaded to time it). */
    public static void step(String name) {
        if (MEASURING) {
            long now = System.nanoTime();
            synchronized (STEPS) {
                STEPS.add(name);
                TIMES.add(now);
            }
        }
    }

    /** How this JVM uses an AppCDS archive: mapped, recording (when it exits) or none. */
    private static String archiveUse() {
        for (String option : ProcessHandle.current().info().arguments().orElse(new String[0])) {
            if (option.startsWith("-XX:SharedArchiveFile=")) {
                return "mapped";
            }
            if (option.startsWith("-XX:ArchiveClassesAtExit=")) {
                return "recording";
            }
        }
        return "none";
    }

    /**
     * When this process started, in milliseconds since the epoch (P495): the process's own start, through java.base,
     * so that the packaged app's runtime needs no java.management module for a measurement.
     */
    public static long started() {
        return ProcessHandle.current().info().startInstant().map(java.time.Instant::toEpochMilli)
                .orElseGet(System::currentTimeMillis);
    }

    public static void painted() {
        if (done || !MEASURING) {
            return;
        }
        done = true;
        long now = System.nanoTime();
        long wall = System.currentTimeMillis(); // before the JVM's start time is looked up, which loads classes
        boolean launched = Boolean.getBoolean("es.launched"); // by FastStart, which counts from its own start
        long ms = wall - started();
        StringBuilder steps = new StringBuilder("first-paint-steps:");
        synchronized (STEPS) {
            for (int i = 0; i < STEPS.size(); i++) {
                steps.append(' ').append(STEPS.get(i)).append('=').append(ms - (now - TIMES.get(i)) / 1_000_000);
            }
        }
        System.out.println(launched ? "first-paint-at=" + wall : "first-paint-ms=" + ms);
        System.out.println(steps);
        System.out.println("first-paint-jvm: " + (launched ? "second" : "first") + ", archive " + archiveUse());
        System.out.flush();
        System.exit(0); // not halt: a JVM recording its class-sharing archive writes it as it exits
    }
}
