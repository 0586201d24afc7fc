package org.eternalsevens.app;

import javax.swing.JDialog;

import org.eternalsevens.app.session.Settings;

/** How {@link ClickFirsts} opens its session with the new-game dialog ({@code -Dclickfirsts.newGame=true}, P500). */
final class FirstsOpening {
    private FirstsOpening() {
    }

    /**
     * With {@code -Dclickfirsts.newGame=true}: the new-game dialog shown and cancelled before the record is opened, as
     * every session of the app begins with it (or with the resume question; both modal dialogs), so that the round
     * summary (Pro) or the Hard Pass dialog (Expert) is not the JVM's first modal dialog (P500). Off by default, so
     * the figures stay comparable with the earlier ones.
     */
    static void newGameDialog(MainFrame f, org.eternalsevens.rules.setup.GameContent content, Settings prefs)
            throws Exception {
        java.awt.EventQueue.invokeLater(() -> org.eternalsevens.app.dialogs.NewGameDialog.ask(f, content, prefs, null));
        JDialog shown = null;
        for (int wait = 0; wait < 500 && shown == null; wait++) {
            Thread.sleep(20);
            shown = ClickBench.onEdt(() -> {
                for (java.awt.Window w : java.awt.Window.getWindows()) {
                    if (w instanceof JDialog d && d.isShowing()) {
                        return d;
                    }
                }
                return null;
            });
        }
        if (shown == null) {
            throw new IllegalStateException("no new-game dialog");
        }
        Thread.sleep(1000); // read, as a player reads it
        JDialog d = shown;
        ClickBench.onEdt(() -> {
            d.dispose(); // cancelled
            return null;
        });
        ClickBench.settle();
    }
}
