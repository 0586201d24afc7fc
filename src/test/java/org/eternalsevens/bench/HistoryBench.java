package org.eternalsevens.bench;

import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eternalsevens.AppJvm;
import org.eternalsevens.history.GameRow;
import org.eternalsevens.history.History;
import org.eternalsevens.history.ImportReport;
import org.eternalsevens.history.SimRecords;

/**
 * Issue 27's speed figures (docs/performance.md, "The history"), run by scripts/historybench.sh, not a test:
 * {@code generate DIR N} writes N simulated finished games; {@code import HOME DIR} imports them into a new history;
 * {@code read HOME} opens the history in a fresh JVM and lists every game, then reads the statistics, each first
 * (cold: the driver's native library loaded on the way) and then five more times (warm, the median); {@code jvm}
 * prints the app's JVM options (File › Import and the History window run in the app's JVM). Every figure comes with
 * the wall clock, the process's CPU time (all its threads: the readers', the JIT's; the figure the machine's load
 * does not change) and the load average, since the machine is shared (P422).
 */
public final class HistoryBench {
    private static final int WARM = 5;

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
            case "jvm" -> {
                List<String> all = new ArrayList<>(AppJvm.OPTIONS);
                all.add(AppJvm.COMPILER);
                System.out.println(String.join(" ", all));
            }
            case "import" -> {
                String load = load();
                Mark m = new Mark();
                History.Opened o = History.open(Path.of(args[1]));
                ImportReport r;
                try (History h = o.history()) {
                    r = h.importFolder(Path.of(args[2]));
                }
                System.out.printf("import: wall-ms=%d process-cpu-ms=%d (JVM start before it: %d) entered=%d skipped=%d"
                        + " cores=%d load=%s -> %s%n", m.wall(), m.cpu(), m.cpu0 / 1_000_000, r.entered(),
                        r.skipped().size(), Runtime.getRuntime().availableProcessors(), load, load());
            }
            case "read" -> read(Path.of(args[1]));
            default -> throw new IllegalArgumentException("generate DIR N | jvm | import HOME DIR | read HOME");
        }
    }

    private static void read(Path home) throws Exception {
        String load = load();
        Mark m = new Mark();
        int games;
        try (History h = History.open(home).history()) {
            long opened = m.wall();
            long openedCpu = m.cpu();
            Mark list = new Mark();
            games = h.games(GameRow.Filter.ALL).size();
            System.out.printf("cold: open-ms=%d (cpu %d) then list-ms=%d (cpu %d): open-and-list wall-ms=%d"
                    + " process-cpu-ms=%d games=%d%n", opened, openedCpu, list.wall(), list.cpu(), m.wall(), m.cpu(),
                    games);
            Mark stats = new Mark();
            h.stats(null);
            System.out.printf("cold: stats wall-ms=%d process-cpu-ms=%d%n", stats.wall(), stats.cpu());
        }
        long[][] warm = new long[4][WARM];
        long[][] warmCpu = new long[4][WARM];
        for (int i = 0; i < WARM; i++) {
            Mark a = new Mark();
            try (History h = History.open(home).history()) {
                h.games(GameRow.Filter.ALL);
                warm[0][i] = a.wall();
                warmCpu[0][i] = a.cpu();
                Mark b = new Mark();
                h.stats(null);
                warm[1][i] = b.wall();
                warmCpu[1][i] = b.cpu();
                Mark c = new Mark();
                h.games(new GameRow.Filter("Ann", null, null, null));
                warm[2][i] = c.wall();
                warmCpu[2][i] = c.cpu();
                Mark d = new Mark();
                h.stats("Ann");
                warm[3][i] = d.wall();
                warmCpu[3][i] = d.cpu();
            }
        }
        String[] names = {"open-and-list", "stats", "list-of-Ann", "stats-of-Ann"};
        for (int k = 0; k < names.length; k++) {
            System.out.printf("warm (median of %d): %s wall-ms=%d process-cpu-ms=%d%n", WARM, names[k],
                    median(warm[k]), median(warmCpu[k]));
        }
        Mark c = new Mark();
        try (History h = History.open(home).history()) {
            h.csv(new StringWriter());
        }
        System.out.printf("csv wall-ms=%d db-bytes=%d load=%s -> %s%n", c.wall(), Files.size(History.file(home)), load,
                load());
    }

    /** The wall clock and the process's CPU time since it was made. */
    private static final class Mark {
        final long wall0 = System.nanoTime();
        final long cpu0 = processCpu();

        long wall() {
            return (System.nanoTime() - wall0) / 1_000_000;
        }

        long cpu() {
            return (processCpu() - cpu0) / 1_000_000;
        }
    }

    private static long median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }

    /** The process's CPU time in ns (all its threads: the readers' and the JIT's too). */
    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The 1-minute load average (of 2 cores here: above 2, other work waits for a core too). */
    private static String load() {
        return String.format("%.1f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}
