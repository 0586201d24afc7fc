package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import javax.swing.SwingUtilities;

import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.AutosaveLock;
import org.eternalsevens.app.session.AutosaveRetry;
import org.eternalsevens.app.session.Loading;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.testkit.FullDiskChannel;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, section 2: a game whose autosave could not be started (a full disk, a read-only home) is not lost. The app
 * keeps trying and autosaves the whole game once it can (P243); a .previous game never resumed is offered (P244);
 * Quit, New game and Open warn while it is lost if left, and offer Save as… (P245).
 */
class NotAutosavingGuiTest extends AppGuiTest {
    /** The room of the disk every new journal writes to (testkit/FullDiskChannel). */
    private static volatile long room = Long.MAX_VALUE;

    @AfterEach
    void wholeDisk() {
        AutosaveRetry.disk = java.util.function.UnaryOperator.identity();
        room = Long.MAX_VALUE;
    }

    private static void fullDisk() {
        room = 0;
        AutosaveRetry.disk = ch -> {
            FullDiskChannel d = new FullDiskChannel(ch);
            d.room = room;
            return d;
        };
    }

    private void pressOk(String says) {
        JOptionPaneFixture error = window.optionPane();
        error.requireErrorMessage().requireMessage(Pattern.compile(".*" + says + ".*", Pattern.DOTALL));
        Shots.take("not-autosaving-" + says.replaceAll("\\W+", "-"));
        press(error.okButton());
    }

    private String sign() {
        return GuiActionRunner.execute(() -> frame.files().autosaveSign());
    }

    private Path previous() {
        return AppPaths.autosave().resolveSibling("current.jsonl.previous");
    }

    @Test
    void P243_fullDiskAtOpen_theNextMoveAfterSpaceIsBackAutosavesTheWholeGame() throws Exception {
        GameRecord older = Games.record(List.of("red: play R5"), "beginner", "red", "blue", "green", "yellow");
        Journal.start(AppPaths.autosave(), older).close(); // the last game, which the opened record replaces
        Path record = writeRecord("game.json", "beginner", List.of("red", "blue", "green", "yellow"),
                "red: play R5", "blue: play B6");
        openWindow();
        fullDisk();
        SwingUtilities.invokeLater(() -> frame.files().open(record));
        pressOk("The autosave could not be started");
        waitFor("the record on the table", () -> frame.table().session() != null);
        assertThat(sign()).startsWith("Not autosaving");
        assertThat(AppPaths.autosave()).doesNotExist();
        click("G4"); // the disk is still full: shown, not autosaved
        assertThat(sign()).startsWith("Not autosaving");
        assertThat(AppPaths.autosave()).doesNotExist();

        room = Long.MAX_VALUE; // space is back
        click("Y7");
        waitFor("the sign gone", () -> frame.files().autosaveSign().isEmpty());
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).as("the whole game, not only later moves")
                .containsExactly("red: play R5", "blue: play B6", "green: play G4", "yellow: play Y7");
        assertThat(JournalReader.read(previous()).record().moves()).as("the older game stays in .previous")
                .containsExactly("red: play R5");
        click("R6"); // and later moves are journalled after it
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).hasSize(5).endsWith("red: play R6");
    }

    /** As {@link #fullDisk()}, telling whether each journal is started on the window's thread. */
    private static List<Boolean> fullDiskWatched() {
        List<Boolean> onEdt = new java.util.concurrent.CopyOnWriteArrayList<>();
        room = 0;
        AutosaveRetry.disk = ch -> {
            onEdt.add(SwingUtilities.isEventDispatchThread());
            FullDiskChannel d = new FullDiskChannel(ch);
            d.room = room;
            return d;
        };
        return onEdt;
    }

    @Test
    void P261_aRecordOpenedStartsItsJournalOffTheWindowThread_aFullDiskStillGivesNotAutosaving() throws Exception {
        GameRecord older = Games.record(List.of("red: play R5"), "beginner", "red", "blue", "green", "yellow");
        Journal.start(AppPaths.autosave(), older).close();
        Path record = writeRecord("game.json", "beginner", List.of("red", "blue", "green", "yellow"),
                "red: play R5", "blue: play B6");
        openWindow();
        List<Boolean> onEdt = fullDiskWatched();
        GuiActionRunner.execute(() -> frame.files().openInBackground(record));
        pressOk("The autosave could not be started");
        waitFor("the record on the table", () -> frame.table().session() != null);
        assertThat(onEdt.get(0)).as("the open's journal was tried off the window's thread").isFalse();
        assertThat(sign()).startsWith("Not autosaving");
        assertThat(AppPaths.autosave()).doesNotExist();
        assertThat(JournalReader.read(previous()).record().moves()).containsExactly("red: play R5");
        room = Long.MAX_VALUE; // space is back: the next move autosaves the whole game, as in P243
        click("G4");
        waitFor("the sign gone", () -> frame.files().autosaveSign().isEmpty());
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves())
                .containsExactly("red: play R5", "blue: play B6", "green: play G4");

        onEdt.clear(); // with room, the next record's journal holds it whole before it is on the table
        Path second = writeRecord("second.json", "beginner", List.of("red", "blue"), "red: play R5");
        GuiActionRunner.execute(() -> frame.files().openInBackground(second));
        waitFor("the second record on the table", () -> frame.table().session().setup().playerCount() == 2);
        assertThat(onEdt).containsExactly(false);
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).containsExactly("red: play R5");
        assertThat(JournalReader.read(previous()).record().moves()).hasSize(3);
        assertThat(sign()).isEmpty();
    }

    @Test
    void P261_whileARecordIsOpenedTheGameOnTheTableStartsNoJournalThatWouldTakeTheOpenedOnesFile() throws Exception {
        Path first = writeRecord("first.json", "beginner", List.of("red", "blue", "green", "yellow"), "red: play R5");
        Path second = writeRecord("second.json", "beginner", List.of("red", "blue"), "red: play R5", "blue: play B6");
        openWindow();
        fullDisk();
        SwingUtilities.invokeLater(() -> frame.files().open(first));
        pressOk("The autosave could not be started");
        waitFor("the first record on the table", () -> frame.table().session() != null);
        java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
        Loading.held = held;
        Loading.delayMs = 600_000; // no progress dialog: the first game can still be played
        try {
            GuiActionRunner.execute(() -> frame.files().openInBackground(second));
            room = Long.MAX_VALUE;
            click("B6"); // a change would start the first game's journal (P243): not while the second's is started
            waitFor("the move shown", () -> moveCount() == 2);
            assertThat(AppPaths.autosave()).doesNotExist();
            assertThat(sign()).startsWith("Not autosaving");
        } finally {
            held.countDown();
            Loading.held = null;
            Loading.delayMs = Loading.DELAY_MS;
        }
        waitFor("the second record on the table", () -> frame.table().session().setup().playerCount() == 2);
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).containsExactly("red: play R5",
                "blue: play B6");
        assertThat(sign()).isEmpty();
    }

    @Test
    void P243_aReadOnlyHomeMadeWritable_theAppStartsAutosavingByItselfWithTheUndoneMoves() throws Exception {
        Path blocker = Files.writeString(home.resolve("a-file"), "not a folder");
        System.setProperty("es.home", blocker.resolve("home").toString()); // no folder can be made under a file
        openWindow();
        newGameWithoutAutosave();
        click("R6");
        GuiActionRunner.execute(() -> frame.table().undo());
        waitFor("one move undone", () -> moveCount() == 2);
        assertThat(sign()).startsWith("Not autosaving");

        Files.delete(blocker); // the home can be written again; no move is made: the app's own timer tries
        waitFor("autosaving again", () -> frame.files().autosaveSign().isEmpty());
        assertThat(GuiActionRunner.execute(frame::getTitle)).isEqualTo("Eternal Sevens");
        JournalReader.Recovery r = JournalReader.read(AppPaths.autosave());
        assertThat(r.record().moves()).containsExactly("red: play R5", "blue: play B6");
        assertThat(r.redo()).as("redo comes back after a crash too").containsExactly("red: play R6");
        assertThat(AutosaveLock.holds(AppPaths.autosaveFolder())).as("one writer per folder (P60)").isTrue();
    }

    /** A new two-player game whose autosave cannot be started, with two moves. */
    private void newGameWithoutAutosave() {
        SwingUtilities.invokeLater(() -> frame.files().startNew(Games.setup("beginner", "red", "blue"),
                Games.recordSetup("beginner", "red", "blue")));
        pressOk("autosave could not be started");
        waitFor("the game", () -> frame.table().session() != null);
        click("R5");
        click("B6");
    }

    private void notAutosavingWithTwoMoves() {
        openWindow();
        fullDisk();
        newGameWithoutAutosave();
    }

    private JOptionPaneFixture notSavedWarning(String title) {
        JOptionPaneFixture w = window.optionPane();
        w.requireWarningMessage().requireTitle(title + ": the game is not saved").requireMessage(Pattern.compile(
                ".*This game is not saved: the autosave cannot be written.*No space left.*in no record.*loses its 2 moves.*Save it first.*",
                Pattern.DOTALL));
        return w;
    }

    @Test
    void P245_quitWhileNotAutosavingWarnsAndOffersSaveAs() throws Exception {
        notAutosavingWithTwoMoves();
        SwingUtilities.invokeLater(frame::quit);
        JOptionPaneFixture w = notSavedWarning("Quit");
        Shots.take("quit-not-saved");
        press(w.button(JButtonMatcher.withText("Cancel")));
        assertThat(GuiActionRunner.execute(frame::isDisplayable)).as("Cancel stays").isTrue();

        SwingUtilities.invokeLater(frame::quit);
        press(notSavedWarning("Quit").button(JButtonMatcher.withText("Save as\u2026")));
        JFileChooserFixture chooser = window.fileChooser();
        Path saved = home.resolve("kept.json");
        chooser.fileNameTextBox().setText(saved.toString());
        press(chooser.approveButton());
        waitFor("the window closed after saving", () -> !frame.isDisplayable());
        assertThat(RecordFiles.open(saved).moves()).containsExactly("red: play R5", "blue: play B6");
    }

    @Test
    void P245_newGameWhileNotAutosavingWarnsAndCancelKeepsTheGame() throws Exception {
        notAutosavingWithTwoMoves();
        SwingUtilities.invokeLater(() -> frame.newGame(false));
        JOptionPaneFixture w = notSavedWarning("New game");
        w.button(JButtonMatcher.withText("Start a new game without saving")).requireVisible();
        press(w.button(JButtonMatcher.withText("Cancel")));
        assertThat(moves()).containsExactly("red: play R5", "blue: play B6");
    }

    @Test
    void P245_noWarningOnceSpaceIsBack_theLastTryAutosavesTheGame() throws Exception {
        notAutosavingWithTwoMoves();
        room = Long.MAX_VALUE;
        GuiActionRunner.execute(frame::quit); // no dialog: the game is autosaved as the window closes
        assertThat(GuiActionRunner.execute(frame::isDisplayable)).isFalse();
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).containsExactly("red: play R5",
                "blue: play B6");
    }

    @Test
    void P244_aPreviousGameNeverResumedIsOfferedAndBecomesTheAutosave() throws Exception {
        GameRecord last = Games.record(List.of("red: play R5", "blue: play B6"), "beginner", "red", "blue");
        Journal.start(AppPaths.autosave(), last).close();
        Files.move(AppPaths.autosave(), previous()); // as a journal start that failed on a full disk leaves it
        openWindow();
        SwingUtilities.invokeLater(() -> App.firstGame(frame, content(), Settings.load(), false));
        JOptionPaneFixture q = window.optionPane();
        q.requireQuestionMessage().requireMessage(Pattern.compile(".*unfinished game was found.*2 moves.*"
                + "current.jsonl.previous.*Resume it.*", Pattern.DOTALL));
        Shots.take("previous-offered");
        press(q.yesButton());
        waitFor("the game resumed", () -> frame.table().session() != null);
        assertThat(moves()).containsExactly("red: play R5", "blue: play B6");
        assertThat(sign()).isEmpty();
        click("R6");
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).containsExactly("red: play R5",
                "blue: play B6", "red: play R6");
    }
}
