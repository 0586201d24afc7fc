package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

import javax.swing.JDialog;
import javax.swing.JList;
import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.panels.LogPanel;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.AutosaveRetry;
import org.eternalsevens.app.session.Loading;
import org.eternalsevens.record.HugeFiles;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.words.Quoted;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, section 1, in the window: the long and large files of the fault corpus open or resume with the window
 * answering all the while (P238), the log bounded (P239), every message short (P235) and on the screen. Run in a
 * fork of its own with the app's own heap (-Xmx160m, pom.xml): what fits here fits in the app.
 */
class HugeFilesGuiTest extends AppGuiTest {
    private CountDownLatch held;

    @org.junit.jupiter.api.BeforeAll
    static void sayTheHeap() { // 160 MB in pom.xml's fork of its own, as the app (P241)
        System.out.println("HugeFilesGuiTest runs in a heap of " + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                + " MB");
    }

    @BeforeEach
    void holdTheWork() {
        held = new CountDownLatch(1);
        Loading.held = held; // the work waits until the test has looked at the window
        Loading.delayMs = 0; // and its progress dialog shows at once, whatever the machine's speed
    }

    @AfterEach
    void letGo() {
        AutosaveRetry.disk = java.util.function.UnaryOperator.identity();
        held.countDown();
        Loading.held = null;
        Loading.delayMs = Loading.DELAY_MS;
        Loading.latest = null; // it holds its result, a whole game: the next test needs the heap
    }

    /** Waits for a condition; the long limit guards against a hang, it measures nothing. */
    private static void waitLong(String what, BooleanSupplier condition) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(condition::getAsBoolean);
            }
        }, Timeout.timeout(300_000));
    }

    /** The progress dialog is shown and the window's thread answers while the work waits; then the work goes on. */
    private void seeTheWindowAnswerWhileTheWorkWaits(String title) {
        DialogFixture d = WindowFinder.findDialog("loading").using(robot);
        assertThat(GuiActionRunner.execute(() -> d.target().getTitle())).isEqualTo(title);
        assertThat(GuiActionRunner.execute(() -> ((JDialog) d.target()).isModal())).isTrue();
        d.progressBar("loading-bar").requireVisible();
        waitFor("the work to start", () -> Loading.latest.worker() != null);
        Thread worker = Loading.latest.worker();
        assertThat(worker.isAlive()).isTrue();
        // the window's thread runs this while the work is held: it is free, and the work is on another thread
        assertThat(GuiActionRunner.execute(() -> Thread.currentThread() != worker
                && SwingUtilities.isEventDispatchThread())).isTrue();
        assertThat(worker.getState()).isEqualTo(Thread.State.WAITING);
        fitsTheScreen(d.target());
        held.countDown();
    }

    /** A new window, and File › Open of the file past the chooser, watched while the work is held. */
    private void openHeld(Path file) {
        openWindow();
        GuiActionRunner.execute(() -> frame.files().openInBackground(file));
        seeTheWindowAnswerWhileTheWorkWaits("Opening the record");
    }

    /** A new window resuming the autosave at start, watched while the work is held, until it has {@code moves}. */
    private void resumeHeld(int moves) {
        openWindow();
        SwingUtilities.invokeLater(() -> App.firstGameInBackground(frame, content(), true));
        seeTheWindowAnswerWhileTheWorkWaits("Reading the autosave");
        waitLong("the game resumed", () -> moveCountOrNone() == moves);
    }

    private static void fitsTheScreen(java.awt.Window w) {
        Rectangle screen = GuiActionRunner.execute(() -> ScreenFit.usable(w));
        Rectangle bounds = GuiActionRunner.execute(() -> w.getBounds());
        assertThat(screen.contains(bounds)).as("%s within %s", bounds, screen).isTrue();
    }

    private int logEntries() {
        return GuiActionRunner.execute(() -> window.list("log").target().getModel().getSize());
    }

    private String lastLogEntry() {
        return GuiActionRunner.execute(() -> {
            JList<String> l = (JList<String>) window.list("log").target();
            return l.getModel().getElementAt(l.getModel().getSize() - 1);
        });
    }

    private int moveCountOrNone() {
        return GuiActionRunner.execute(() -> frame.table().session() == null ? -1 : frame.table().session().moveCount());
    }

    @Test
    void p238_p261_a_15_MB_record_of_notes_opens_and_starts_its_journal_off_the_window_thread_with_a_bounded_log()
            throws Exception {
        List<Boolean> journalOnEdt = new java.util.concurrent.CopyOnWriteArrayList<>();
        AutosaveRetry.disk = ch -> { // the thread that creates, writes and forces the journal's first line
            journalOnEdt.add(SwingUtilities.isEventDispatchThread());
            return ch;
        };
        openHeld(HugeFiles.manyNotes(home));
        waitLong("the record on the table", () -> moveCountOrNone() == HugeFiles.MANY_NOTES);
        assertThat(journalOnEdt).as("the journal of the record opened, started off the window's thread (P261)")
                .containsExactly(false);
        assertThat(org.eternalsevens.record.JournalReader.read(AppPaths.autosave()).record().moves())
                .as("the whole game is in the journal").hasSize(HugeFiles.MANY_NOTES);
        assertThat(GuiActionRunner.execute(() -> Loading.latest.dialog().isShowing())).isFalse();
        assertThat(logEntries()).isLessThanOrEqualTo(LogPanel.MOST + LogPanel.SLACK + 2);
        assertThat(GuiActionRunner.execute(() -> String.valueOf(window.list("log").target().getModel().getElementAt(1))))
                .contains("Moves 1 to 1,498,000 are not listed here");
        assertThat(lastLogEntry()).isEqualTo("1500000. (An empty note.)");
        send("#");
        assertThat(lastLogEntry()).isEqualTo("1500001. (An empty note.)");
        window.list("log").clickItem(1); // the entry standing for the moves not listed shows the game after them
        waitFor("the game after move 1,498,000", () -> frame.table().shownMoves() == 1_498_000);
    }

    @Test
    void p238_a_14_MB_autosave_of_600000_notes_resumes_off_the_window_thread() throws Exception {
        HugeFiles.manyNotesJournal(AppPaths.autosave());
        resumeHeld(HugeFiles.JOURNAL_NOTES + 1);
        assertThat(logEntries()).isLessThanOrEqualTo(LogPanel.MOST + LogPanel.SLACK + 2);
        assertThat(lastLogEntry()).isEqualTo("600001. (An empty note.)");
        send("#"); // the autosave goes on
        assertThat(GuiActionRunner.execute(() -> frame.table().session().journal() != null)).isTrue();
    }

    @Test
    void p235_a_megabyte_move_is_loaded_in_part_with_a_short_message_that_fits_the_screen() throws Exception {
        openHeld(HugeFiles.longMove(home));
        JOptionPaneFixture warning = window.optionPane(Timeout.timeout(300_000));
        warning.requireWarningMessage().requireTitle("Record loaded in part").requireMessage(Pattern.compile(
                ".*Move 3, \"green: play Y6 x+\u2026\" \\(1,000,015 characters\\), was refused.*", Pattern.DOTALL));
        assertThat(warning.target().getMessage().toString()).hasSizeLessThan(800);
        fitsTheScreen(SwingUtilities.getWindowAncestor(warning.target()));
        press(warning.okButton());
        assertThat(moveCountOrNone()).isEqualTo(2);
    }

    @Test
    void p235_a_megabyte_format_is_refused_in_a_short_sentence() throws Exception {
        openHeld(HugeFiles.longFormat(home));
        JOptionPaneFixture error = window.optionPane(Timeout.timeout(300_000));
        error.requireErrorMessage().requireTitle("Cannot open the record").requireMessage(Pattern.compile(
                ".*its \"format\" is \"x+\u2026\" \\(1,000,000 characters\\)\\. The file was not changed\\..*",
                Pattern.DOTALL));
        assertThat(error.target().getMessage().toString()).hasSizeLessThan(600);
        fitsTheScreen(SwingUtilities.getWindowAncestor(error.target()));
        press(error.okButton());
    }

    @Test
    void p236_a_megabyte_note_is_short_in_the_log_and_whole_in_the_saved_record() throws Exception {
        openHeld(HugeFiles.longNote(home));
        waitLong("the record on the table", () -> moveCountOrNone() == 3);
        assertThat(lastLogEntry()).startsWith("3. Note: xxx").endsWith("\u2026 (1,000,000 characters)")
                .hasSizeLessThan(Quoted.NOTE + 10);
        Path saved = home.resolve("saved.json");
        assertThat(GuiActionRunner.execute(() -> frame.files().saveTo(saved))).isTrue();
        assertThat(RecordFiles.open(saved).moves()).isEqualTo(List.of("red: play R5", "blue: pass discard",
                HugeFiles.LONG_NOTE));
    }

    @Test
    void p236_p238_an_autosave_ending_in_a_megabyte_note_resumes_and_shows_the_note_short() throws Exception {
        HugeFiles.longNoteJournal(AppPaths.autosave());
        resumeHeld(2);
        assertThat(lastLogEntry()).startsWith("2. Note: xxx").endsWith("\u2026 (1,000,000 characters)");
        assertThat(GuiActionRunner.execute(() -> frame.table().session().move(1))).isEqualTo(HugeFiles.LONG_NOTE);
    }
}
