package org.eternalsevens.record;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.eternalsevens.testkit.Games;

/**
 * How long this machine's disk takes to hold an autosave entry: journals {@code N} moves through {@link Journal}, a
 * short pause apart, and reports the time of each {@code move} and {@code awaitForced} together. No move in the
 * window waits for this (P216); a force over {@link Journal#SLOW_FORCE_MS} raises the sign "Saving…". Run by {@code scripts/clickbench.sh}; arguments: the number of moves (600) and the
 * folder (java.io.tmpdir, where ClickBench's autosave lives). Not a unit test: Maven never runs it.
 */
public final class FlushBench {
    private FlushBench() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 600;
        Path dir = Files.createTempDirectory(Path.of(args.length > 1 ? args[1] : System.getProperty("java.io.tmpdir")),
                "flushbench");
        Path file = dir.resolve("current.jsonl");
        double[] ms = new double[n];
        try (Journal j = Journal.start(file, Games.record(List.of(), "standard", "red", "blue", "green", "yellow"))) {
            for (int i = 0; i < n; i++) {
                Thread.sleep(20); // moves come apart, and the disk settles between them as it does at a table
                long t = System.nanoTime();
                j.move("red: play R5");
                j.awaitForced();
                ms[i] = (System.nanoTime() - t) / 1e6;
            }
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
        Arrays.sort(ms);
        System.out.printf(Locale.ROOT, "the autosave's disk (%s): %d moves journalled and forced: median %.2f ms, p99 %.2f"
                + " ms, worst %.2f ms; over 8 ms: %d, over 16 ms: %d%n", dir.getParent(), n, ms[n / 2],
                ms[Math.min(n - 1, (int) Math.round(n * 0.99))], ms[n - 1], Arrays.stream(ms).filter(x -> x > 8).count(),
                Arrays.stream(ms).filter(x -> x > 16).count());
    }
}
