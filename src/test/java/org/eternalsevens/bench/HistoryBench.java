package org.eternalsevens.bench;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.eternalsevens.history.GameRow;
import org.eternalsevens.history.History;
import org.eternalsevens.history.ImportReport;
import org.eternalsevens.history.SimRecords;

/**
 * Issue 27's speed figures (docs/performance.md, "The history"), run by scripts/historybench.sh, not a test:
 * {@code generate DIR N} writes N simulated finished games; {@code import HOME DIR} imports them into a new history;
 * {@code read HOME} opens the history in a fresh JVM and lists every game, then reads the statistics, each first
 * (cold: the driver's native library loaded on the way) and then five more times (warm, the median).
 */
public final class HistoryBench {
    private HistoryBench() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "generate" -> {
                Path dir = Path.of(args[1]);
                int n = Integer.parseInt(args[2]);
                Instant t = Instant.parse("2026-01-01T12:00:00Z");
                for (int i = 0; i < n; i++) {
                    SimRecords.write(dir, "g" + i + ".json", SimRecords.game(1000 + i), t.plusSeconds(3600L * i));
                }
                System.out.println("generated " + n);
            }
            case "import" -> {
                long t0 = System.nanoTime();
                History.Opened o = History.open(Path.of(args[1]));
                ImportReport r;
                try (History h = o.history()) {
                    r = h.importFolder(Path.of(args[2]));
                }
                System.out.printf("import-ms=%d process-cpu-ms=%d entered=%d skipped=%d%n", ms(t0), cpu(), r.entered(),
                        r.skipped().size());
            }
            case "read" -> {
                Path home = Path.of(args[1]);
                long t0 = System.nanoTime();
                int games;
                try (History h = History.open(home).history()) {
                    games = h.games(GameRow.Filter.ALL).size();
                }
                System.out.printf("open-and-list-cold-ms=%d process-cpu-ms=%d games=%d%n", ms(t0), cpu(), games);
                long t1 = System.nanoTime();
                try (History h = History.open(home).history()) {
                    h.stats(null);
                }
                System.out.printf("open-and-stats-ms=%d%n", ms(t1));
                long[] list = new long[5];
                long[] stats = new long[5];
                for (int i = 0; i < 5; i++) {
                    long a = System.nanoTime();
                    try (History h = History.open(home).history()) {
                        h.games(GameRow.Filter.ALL);
                        list[i] = ms(a);
                        long b = System.nanoTime();
                        h.stats(null);
                        stats[i] = ms(b);
                    }
                }
                java.util.Arrays.sort(list);
                java.util.Arrays.sort(stats);
                System.out.printf("open-and-list-warm-median-ms=%d stats-warm-median-ms=%d%n", list[2], stats[2]);
                long c = System.nanoTime();
                try (History h = History.open(home).history()) {
                    h.csv(new StringWriter());
                }
                System.out.printf("csv-ms=%d db-bytes=%d%n", ms(c), Files.size(History.file(home)));
            }
            default -> throw new IllegalArgumentException("generate DIR N | import HOME DIR | read HOME");
        }
    }

    /** The process's CPU time so far in ms (all its threads: the JIT's too), a figure the machine's load does not change. */
    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime() / 1_000_000;
    }

    private static long ms(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }
}
