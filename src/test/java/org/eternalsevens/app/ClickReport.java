package org.eternalsevens.app;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** {@link ClickBench}'s report: medians, worst cases and allocation of each kind of move, and the process's memory. */
final class ClickReport {
    private ClickReport() {
    }

    static void report(List<ClickBench.Sample> samples, String title, int pad, int count) {
        List<ClickBench.Sample> all = samples;
        System.out.printf(Locale.ROOT, "%s of %d moves, the last %d played (load %.2f)%n", title, count,
                count - pad, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        all.stream().filter(s -> s.kind().startsWith("dialog")).forEach(s -> System.out.printf(Locale.ROOT,
                "  %s %d (opens a dialog; not counted below): %.2f ms%n", s.kind(), s.moveNumber(), s.ms()));
        all = all.stream().filter(s -> !s.kind().startsWith("dialog")).toList();
        line("  moves (all)", all.stream().filter(s -> !s.kind().equals("undo") && !s.kind().equals("redo")).toList());
        line("  clicks", all.stream().filter(s -> s.kind().startsWith("click")).toList());
        line("  typed", all.stream().filter(s -> s.kind().equals("typed")).toList());
        for (int from = pad + 1; from <= count; from += 30) {
            int a = from;
            int b = Math.min(count, from + 29);
            line(String.format(Locale.ROOT, "  moves %d-%d", a, b), all.stream().filter(s -> !s.kind().equals("undo")
                    && !s.kind().equals("redo") && s.moveNumber() >= a && s.moveNumber() <= b).toList());
        }
        line("  undo", all.stream().filter(s -> s.kind().equals("undo")).toList());
        line("  redo", all.stream().filter(s -> s.kind().equals("redo")).toList());
        phases(all);
        all.stream().filter(s -> s.ms() > 16).forEach(s -> System.out.printf(Locale.ROOT,
                "    over 16 ms: %s %d %.2f ms (event thread's CPU %.2f ms); meanwhile %s%n", s.kind(), s.moveNumber(),
                s.ms(), s.cpuMs(), s.stall()));
        if (Boolean.getBoolean("clickbench.each")) {
            all.forEach(s -> System.out.printf(Locale.ROOT, "    %s %d %.2f ms (CPU %.2f) %d KB%s%n", s.kind(),
                    s.moveNumber(), s.ms(), s.cpuMs(), s.bytes() >> 10, s.phases() == null ? ""
                            : String.format(Locale.ROOT, "; dispatch %.1f/%.1f, layout %.1f/%.1f, paint %.1f/%.1f",
                                    s.phases()[0], s.phases()[1], s.phases()[2], s.phases()[3], s.phases()[4],
                                    s.phases()[5])));
        }
    }

    /** The median of each part of a move's time (-Dclickbench.phases=true). */
    private static void phases(List<ClickBench.Sample> all) {
        List<double[]> p = all.stream().map(ClickBench.Sample::phases).filter(java.util.Objects::nonNull).toList();
        if (p.isEmpty()) {
            return;
        }
        String[] names = {"dispatch wall", "dispatch CPU", "layout wall", "layout CPU", "paint wall", "paint CPU",
            "sync wall"};
        StringBuilder b = new StringBuilder("  parts, medians (means):");
        for (int i = 0; i < names.length; i++) {
            int k = i;
            double[] v = p.stream().mapToDouble(a -> a[k]).sorted().toArray();
            b.append(String.format(Locale.ROOT, " %s %.2f (%.2f);", names[i], v[v.length / 2],
                    java.util.Arrays.stream(v).average().orElse(0)));
        }
        System.out.println(b);
        PhaseProbe.BY_COMPONENT.entrySet().stream().sorted((x, y) -> Double.compare(y.getValue()[0], x.getValue()[0]))
                .limit(Integer.getInteger("clickbench.paintsplit.top", 40)).forEach(e -> System.out.printf(Locale.ROOT, "   ~paint %s: %.0f times, %.2f ms CPU each, %.1f ms in all%n",
                        e.getKey(), e.getValue()[1], e.getValue()[0] / e.getValue()[1], e.getValue()[0]));
        PhaseProbe.BY_COMPONENT.clear();
    }

    private static void line(String label, List<ClickBench.Sample> s) {
        if (s.isEmpty()) {
            System.out.println(label + ": none");
            return;
        }
        double[] ms = s.stream().mapToDouble(ClickBench.Sample::ms).sorted().toArray();
        double[] cpu = s.stream().mapToDouble(ClickBench.Sample::cpuMs).sorted().toArray();
        long[] kb = s.stream().mapToLong(x -> x.bytes() >> 10).sorted().toArray();
        ClickBench.Sample worst = s.stream().max((x, y) -> Double.compare(x.ms(), y.ms())).orElseThrow();
        long over = s.stream().filter(x -> x.ms() > 16).count();
        // the moves over 16 ms that waited more than 2 ms for the autosave to be on disk (none should since P216)
        long disk = s.stream().filter(x -> x.ms() > 16 && x.diskMs() > 2).count();
        // the same moves less their wait for the disk: what the window itself took
        double[] own = s.stream().mapToDouble(x -> x.ms() - x.diskMs()).sorted().toArray();
        System.out.printf(Locale.ROOT, "%s: n=%d median %.2f ms, p90 %.2f ms, worst %.2f ms (%s %d), over 16 ms: %d"
                + " (%d of them waiting for the disk); less the disk's wait: median %.2f ms, worst %.2f ms, over 16 ms:"
                + " %d; event thread's CPU median %.2f ms, worst %.2f ms; allocation median %d KB, worst %d KB%n",
                label, ms.length, ms[ms.length / 2], ms[(int) Math.min(ms.length - 1, Math.round(ms.length * 0.9))],
                ms[ms.length - 1], worst.kind(), worst.moveNumber(), over, disk, own[own.length / 2],
                own[own.length - 1], java.util.Arrays.stream(own).filter(x -> x > 16).count(), cpu[cpu.length / 2],
                cpu[cpu.length - 1], kb[kb.length / 2], kb[kb.length - 1]);
    }

    /** A line of /proc/self/status in kB (0 where there is none). */
    static long status(String key) {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (l.startsWith(key + ":")) {
                    return Long.parseLong(l.replaceAll("[^0-9]", ""));
                }
            }
        } catch (java.io.IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
