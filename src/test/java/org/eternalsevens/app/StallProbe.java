package org.eternalsevens.app;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Where a slow move's time went when the event thread was not busy ({@link ClickBench}): the wait for the autosave
 * to be on disk (none since P216; kept to show it), the collector's pauses, the app's other threads' CPU and the X server's CPU over the same
 * stretch. The X server is the Xvfb of this display,
 * found in /proc; its CPU is counted in the kernel's ticks (10 ms).
 */
final class StallProbe {
    // the whole process, the compiler's and the collector's threads included; here it counts in 10 ms steps, so the
    // other threads' share of a short move can come out a few ms below zero
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final Path SERVER = server();
    private long gc;
    private long process;
    private long x;
    private long steal;
    private java.util.function.LongSupplier disk = () -> 0;
    private long diskFrom;
    private long diskTo;

    /** Where to read the nanoseconds the event thread has waited for the journal so far (read on the event thread). */
    void disk(java.util.function.LongSupplier waited) {
        disk = waited;
    }

    /** The ms the event thread waited for the disk between {@link #start} and {@link #stop}. */
    double diskMs() {
        return (diskTo - diskFrom) / 1e6;
    }

    void start() {
        gc = gcMillis();
        process = OS.getProcessCpuTime();
        x = serverTicks();
        steal = stealTicks();
        diskFrom = disk.getAsLong();
    }

    /** The stretch since {@link #start}, given the event thread's CPU in ms over it. */
    String stop(double edtCpuMs) {
        double others = (OS.getProcessCpuTime() - process) / 1e6 - edtCpuMs;
        long ticks = serverTicks() - x;
        long stolen = stealTicks() - steal;
        diskTo = disk.getAsLong();
        return String.format(Locale.ROOT, "the disk %.1f ms, collector %d ms, the app's other threads %.1f ms CPU, "
                + "X server %s, taken by the host %d ms", diskMs(), gcMillis() - gc, others, SERVER == null ? "not found"
                : ticks * 10 + " ms CPU", stolen * 10);
    }

    private static long gcMillis() {
        long t = 0;
        for (GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans()) {
            t += Math.max(0, b.getCollectionTime());
        }
        return t;
    }

    private static long serverTicks() {
        if (SERVER == null) {
            return 0;
        }
        try {
            String s = Files.readString(SERVER);
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime
        } catch (java.io.IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The machine's steal time so far, in the kernel's ticks (10 ms), both cores together (0 if unknown). */
    private static long stealTicks() {
        try (java.io.BufferedReader r = Files.newBufferedReader(Path.of("/proc/stat"))) {
            String[] f = r.readLine().trim().split(" +"); // cpu user nice system idle iowait irq softirq steal ...
            return f.length > 8 ? Long.parseLong(f[8]) : 0;
        } catch (java.io.IOException | RuntimeException e) {
            return 0;
        }
    }

    /** /proc/PID/stat of the Xvfb that serves $DISPLAY, or null. */
    private static Path server() {
        String display = System.getenv("DISPLAY");
        if (display == null) {
            return null;
        }
        try (var procs = Files.list(Path.of("/proc"))) {
            for (Path p : (Iterable<Path>) procs::iterator) {
                try {
                    String cmd = Files.readString(p.resolve("cmdline")).replace('\0', ' ');
                    if (cmd.contains("Xvfb") && (cmd + " ").contains(display + " ")) {
                        return p.resolve("stat");
                    }
                } catch (java.io.IOException | RuntimeException e) {
                    // a process that ended, or one not ours to read
                }
            }
        } catch (java.io.IOException e) {
            return null;
        }
        return null;
    }
}
