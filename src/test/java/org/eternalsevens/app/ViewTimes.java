package org.eternalsevens.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.eternalsevens.app.session.TableControl;

/** The time each view of the table takes in its showTable, for {@link ClickBench} (-Dclickbench.views=true). */
final class ViewTimes {
    private static final Map<String, long[]> VIEW_NANOS = new TreeMap<>();

    private ViewTimes() {
    }

    /** Wraps each view of the table to add up the time of its showTable. */
    static void timeViews(TableControl table) {
        try {
            java.lang.reflect.Field f = TableControl.class.getDeclaredField("views");
            f.setAccessible(true);
            @SuppressWarnings("unchecked")
            List<TableControl.View> views = (List<TableControl.View>) f.get(table);
            List<TableControl.View> wrapped = new ArrayList<>();
            for (TableControl.View v : views) {
                String name = v.getClass().getSimpleName();
                wrapped.add(t -> {
                    long t0 = System.nanoTime();
                    v.showTable(t);
                    VIEW_NANOS.computeIfAbsent(name, k -> new long[2])[0] += System.nanoTime() - t0;
                    VIEW_NANOS.get(name)[1]++;
                });
            }
            views.clear();
            views.addAll(wrapped);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Prints each view's calls and mean time so far (nothing when none was timed), and starts afresh. */
    static void printAndClear() {
        VIEW_NANOS.forEach((k, v) -> System.out.printf(Locale.ROOT, "  view %s: %d calls, %.2f ms each%n", k, v[1],
                v[0] / 1e6 / Math.max(1, v[1])));
        VIEW_NANOS.clear();
    }
}
