package org.eternalsevens.app;

import java.util.List;

/**
 * Whether the repaint manager still has a paint or a layout to do (its own fields, read by reflection): the click
 * scripts ({@link ClickBench}, {@link ClickFirsts}) end a measurement when it has none. Split from ClickBench.
 */
final class Repaints {
    private static java.lang.reflect.Field dirty;
    private static java.lang.reflect.Field invalid;

    private Repaints() {
    }

    static boolean pending() {
        return pending(c -> true);
    }

    /** Whether a dialog still has a paint or a layout to do (the window behind may, P590). */
    static boolean pendingInDialogs() {
        return pending(c -> c instanceof javax.swing.JDialog
                || javax.swing.SwingUtilities.getWindowAncestor((java.awt.Component) c) instanceof javax.swing.JDialog);
    }

    private static boolean pending(java.util.function.Predicate<Object> in) {
        javax.swing.RepaintManager rm = javax.swing.RepaintManager.currentManager((java.awt.Component) null);
        try {
            if (dirty == null) {
                dirty = javax.swing.RepaintManager.class.getDeclaredField("dirtyComponents");
                dirty.setAccessible(true);
                invalid = javax.swing.RepaintManager.class.getDeclaredField("invalidComponents");
                invalid.setAccessible(true);
            }
            synchronized (rm) {
                java.util.Map<?, ?> d = (java.util.Map<?, ?>) dirty.get(rm);
                List<?> i = (List<?>) invalid.get(rm);
                return d.keySet().stream().anyMatch(in) || (i != null && i.stream().anyMatch(in));
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("run with --add-opens java.desktop/javax.swing=ALL-UNNAMED", e);
        }
    }

    /** Runs {@code then} on the event thread once nothing is left to paint or lay out and the display has drawn it. */
    static void whenPainted(Runnable then) {
        if (pending()) {
            javax.swing.SwingUtilities.invokeLater(() -> whenPainted(then));
            return;
        }
        java.awt.Toolkit.getDefaultToolkit().sync();
        then.run();
    }
}
