package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;

import javax.swing.JDialog;
import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.DisplayRequired;

/** P590: {@link FirstSight} runs its task once, when the window is first painted on the screen, and never again. */
class FirstSightTest {
    @BeforeAll
    static void display() {
        DisplayRequired.check("FirstSightTest");
    }

    @Test
    void P590_runsOnceWhenTheWindowIsSeenAndNotAgainWhenItCloses() {
        AtomicInteger runs = new AtomicInteger();
        AtomicInteger runsWhileHidden = new AtomicInteger(-1);
        JDialog d = GuiActionRunner.execute(() -> {
            JDialog w = new JDialog((java.awt.Frame) null, "first sight", false);
            w.add(new JLabel("seen"));
            w.pack();
            FirstSight.of(w, runs::incrementAndGet);
            runsWhileHidden.set(runs.get());
            w.setVisible(true);
            return w;
        });
        try {
            assertThat(runsWhileHidden.get()).as("nothing runs before the window shows").isZero();
            Pause.pause(new Condition("the window seen") {
                @Override
                public boolean test() {
                    return runs.get() > 0;
                }
            }, Timeout.timeout(10_000));
            GuiActionRunner.execute(d::dispose);
            GuiActionRunner.execute(() -> null); // the close's events handled
            assertThat(runs.get()).as("once only").isEqualTo(1);
        } finally {
            GuiActionRunner.execute(d::dispose);
        }
    }

    @Test
    void P590_aWindowClosedBeforeItWasSeenStillRunsIt() {
        AtomicInteger runs = new AtomicInteger();
        JDialog d = GuiActionRunner.execute(() -> {
            JDialog w = new JDialog((java.awt.Frame) null, "closed at once", false);
            w.pack();
            FirstSight.of(w, runs::incrementAndGet);
            w.setVisible(true);
            w.dispose(); // in the same event: no paint of it was handled yet
            return w;
        });
        Pause.pause(new Condition("the task run on close") {
            @Override
            public boolean test() {
                return runs.get() > 0;
            }
        }, Timeout.timeout(10_000));
        GuiActionRunner.execute(() -> null);
        assertThat(runs.get()).isEqualTo(1);
        GuiActionRunner.execute(d::dispose);
    }
}
