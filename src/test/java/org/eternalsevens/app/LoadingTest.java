package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.session.Loading;

/** P238: work that runs out of memory changes nothing and says so in a sentence; its result comes on the window's thread. */
class LoadingTest extends GuiTestBase {
    @Test
    void p238_the_result_is_handed_over_on_the_window_thread_and_the_work_ran_off_it() {
        AtomicReference<Thread> workedOn = new AtomicReference<>();
        AtomicReference<Boolean> doneOnEdt = new AtomicReference<>();
        GuiActionRunner.execute(() -> Loading.run(null, "Work", p -> {
            workedOn.set(Thread.currentThread());
            return 7;
        }, r -> doneOnEdt.set(r == 7 && javax.swing.SwingUtilities.isEventDispatchThread()), "too large"));
        AppGuiTest.waitFor("the result", () -> doneOnEdt.get() != null);
        assertThat(doneOnEdt.get()).isTrue();
        assertThat(workedOn.get().getName()).doesNotContain("AWT-EventQueue");
    }

    @Test
    void p238_running_out_of_memory_is_told_in_a_sentence_and_nothing_is_done() {
        AtomicReference<Object> done = new AtomicReference<>();
        GuiActionRunner.execute(() -> Loading.run(null, "Opening the record", p -> {
            throw new OutOfMemoryError("Java heap space");
        }, done::set, "\"big.json\" holds more than this app can show at once, so it was not opened."));
        JOptionPaneFixture error = JOptionPaneFinder.findOptionPane().using(robot);
        error.requireErrorMessage().requireTitle("Opening the record")
                .requireMessage(Pattern.compile(".*holds more than this app can show at once.*", Pattern.DOTALL));
        press(error.okButton());
        assertThat(done.get()).isNull();
    }
}
