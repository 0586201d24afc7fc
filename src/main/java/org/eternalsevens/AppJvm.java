package org.eternalsevens;

import java.util.List;

/**
 * The JVM options the app runs with (docs/performance.md, "Memory" and "Start-up"): given by the faster start of
 * {@code java -jar} to the app's JVM, and written into the packaged app's launcher (src/package/PackageApp.java).
 */
public final class AppJvm {
    /** The collector and memory limits; the player's own options follow and win where they choose the same. */
    public static final List<String> OPTIONS = List.of("-XX:+UseSerialGC", "-Xms40m", "-Xmn20m", "-Xmx160m",
            "-XX:MetaspaceSize=64m", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30", "-Xss512k",
            "-XX:ReservedCodeCacheSize=32m", "-XX:CompileCommand=quiet",
            "-XX:CompileCommand=CompileThresholdScaling,org.eternalsevens.*::*,0.1");
    /** Only the C1 compiler: plenty for a table-side app, and it leaves the second core to the app. */
    public static final String COMPILER = "-XX:TieredStopAtLevel=1";

    private AppJvm() {
    }
}
