package org.eternalsevens;

import java.util.List;

/**
 * The JVM options the app runs with (docs/performance.md, "Memory" and "Start-up"): given by the faster start of
 * {@code java -jar} to the app's JVM, and written into the packaged app's launcher (src/package/PackageApp.java).
 */
public final class AppJvm {
    /** The memory limits and the compiler's thresholds, whatever the collector. */
    static final List<String> LIMITS = List.of("-Xms56m", "-Xmn20m", "-Xmx160m", "-XX:MetaspaceSize=64m",
            "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30", "-Xss512k", "-XX:ReservedCodeCacheSize=32m",
            "-XX:CompileCommand=quiet", "-XX:CompileCommand=CompileThresholdScaling,org.eternalsevens.*::*,0.1");
    /** The collector and memory limits; the player's own options follow and win where they choose the same. */
    public static final List<String> OPTIONS = with("-XX:+UseSerialGC");
    /**
     * The packaged app's options (P310): G1 instead of the serial collector, the same limits. Java 17 maps the
     * objects a class-sharing archive holds (its strings, the module graph) only under G1; under the serial collector
     * it ignores them and builds them at each start. Its archive is made with {@link #ARCHIVE_HEAP} so that they map
     * where they were laid out.
     */
    public static final List<String> PACKAGED = with("-XX:+UseG1GC");
    /** The collector and heap ceiling the packaged app's archive is made with: those of {@link #PACKAGED}. */
    public static final List<String> ARCHIVE_HEAP = List.of("-XX:+UseG1GC", "-Xmx160m");
    /**
     * The packaged app's JVM start (P313): its archive mapped where it was laid out rather than at a random address
     * (which costs patching every pointer of its 25 MB at each start), and no performance-data file.
     */
    public static final List<String> PACKAGED_BOOT = List.of("-XX:+UnlockDiagnosticVMOptions",
            "-XX:ArchiveRelocationMode=0", "-XX:-UsePerfData");
    /** Only the C1 compiler: plenty for a table-side app, and it leaves the second core to the app. */
    public static final String COMPILER = "-XX:TieredStopAtLevel=1";

    private static List<String> with(String collector) {
        List<String> all = new java.util.ArrayList<>(List.of(collector));
        all.addAll(LIMITS);
        return List.copyOf(all);
    }

    private AppJvm() {
    }
}
