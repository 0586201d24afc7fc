package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.swing.SwingUtilities;

import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.AutosaveLock;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.LockHolderProbe;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.testkit.FullDiskChannel;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;

/** Issue 10 in the window: two copies on one folder (P60), a full disk (P63), no autosave, bad autosaves and files. */
public class AutosaveGuiTest extends AppGuiTest {
    private Process otherWindow() throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", cp, "-Des.home=" + home, LockHolderProbe.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        assertThat(out.readLine()).as("the other window holds the autosave").isEqualTo("ready");
        return p;
    }

    private JOptionPaneFixture secondCopyQuestion() {
        SwingUtilities.invokeLater(() -> App.firstGame(frame, content(), Settings.load(), false));
        JOptionPaneFixture q = window.optionPane();
        q.requireWarningMessage().requireMessage(Pattern.compile(".*The game is open in another Eternal Sevens window.*"
                + "Open it here read-only.*separate autosave folder.*", Pattern.DOTALL));
        return q;
    }

    @Test
    void p60_a_second_copy_on_one_folder_says_so_and_opens_read_only_writing_nothing() throws Exception {
        Process other = otherWindow();
        try {
            byte[] journal = Files.readAllBytes(AppPaths.autosave());
            openWindow();
            press(secondCopyQuestion().button(JButtonMatcher.withText("Open read-only")));
            waitFor("the game shown read-only", () -> frame.table().session() != null);
            assertThat(moves()).containsExactly("red: play R5");
            assertThat(GuiActionRunner.execute(() -> frame.files().autosaveSign())).startsWith("Read-only");
            assertThat(GuiActionRunner.execute(() -> frame.getTitle())).contains("READ-ONLY");

            click("B6");
            JOptionPaneFixture refused = window.optionPane();
            refused.requireErrorMessage().requireMessage(Pattern.compile(".*was not made.*open in another window.*",
                    Pattern.DOTALL));
            press(refused.okButton());
            assertThat(moves()).containsExactly("red: play R5");
            assertThat(Files.readAllBytes(AppPaths.autosave())).isEqualTo(journal);
        } finally {
            other.destroyForcibly().waitFor();
        }
    }

    @Test
    void p60_a_second_copy_may_start_with_a_separate_folder_of_its_own() throws Exception {
        Process other = otherWindow();
        try {
            byte[] journal = Files.readAllBytes(AppPaths.autosave());
            openWindow();
            press(secondCopyQuestion().button(JButtonMatcher.withText("Use a separate folder")));
            window.dialog().pressAndReleaseKeys(KeyEvent.VK_ESCAPE); // the new-game dialog: no game yet
            assertThat(AppPaths.autosaveFolder()).isEqualTo(home.resolve("autosave-2"));
            assertThat(AutosaveLock.holds(home.resolve("autosave-2"))).isTrue();
            newGame("beginner", List.of("red", "blue"), "red");
            click("R5");
            assertThat(Files.readAllLines(home.resolve("autosave-2").resolve("current.jsonl")).get(1))
                    .contains("red: play R5");
            assertThat(Files.readAllBytes(home.resolve("autosave").resolve("current.jsonl"))).isEqualTo(journal);
        } finally {
            other.destroyForcibly().waitFor();
        }
    }

    @Test
    void p60_a_game_left_in_a_separate_folder_is_offered_at_the_next_start() throws Exception {
        Path separate = home.resolve("autosave-2").resolve("current.jsonl");
        try (Journal j = Journal.start(separate, Games.record(List.of(), "beginner", "red", "blue", "green",
                "yellow"))) {
            j.move("red: play R5");
        }
        openWindow();
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));
        assertThat(moves()).containsExactly("red: play R5");
        assertThat(AppPaths.autosaveFolder()).isEqualTo(home.resolve("autosave-2"));
        click("B6");
        assertThat(JournalReader.read(separate).record().moves()).containsExactly("red: play R5", "blue: play B6");
    }

    private FullDiskChannel gameOnDisk() throws Exception {
        FullDiskChannel[] disk = new FullDiskChannel[1];
        GameRecord record = Games.record(List.of(), "beginner", "red", "blue", "green", "yellow");
        Journal journal = Journal.start(AppPaths.autosave(), record, ch -> disk[0] = new FullDiskChannel(ch));
        GuiActionRunner.execute(() -> frame.play(new GameSession(Games.setup("beginner", "red", "blue", "green",
                "yellow"), record, List.of(), journal)));
        return disk[0];
    }

    @Test
    void p216_a_shown_move_the_disk_fails_to_take_is_taken_back_and_the_players_told() throws Exception {
        openWindow();
        FullDiskChannel disk = gameOnDisk();
        click("R5");
        waitFor("the first move on disk", () -> moveCount() == 1
                && frame.table().session().journal().forcedLength() == frame.table().session().journal().writtenLength());
        java.util.concurrent.CountDownLatch diskMayEnd = disk.holdForces();
        disk.failForces = 1;
        click("B6");
        waitFor("the move shown while the disk takes it", () -> moveCount() == 2);
        diskMayEnd.countDown();
        JOptionPaneFixture failed = window.optionPane();
        failed.requireErrorMessage().requireMessage(Pattern.compile(
                ".*The last move \\(or undo, or redo\\) was taken back.*Input/output error.*Enter it again.*",
                Pattern.DOTALL));
        press(failed.okButton());
        assertThat(moves()).containsExactly("red: play R5");
        assertThat(GuiActionRunner.execute(() -> frame.files().autosaveSign())).startsWith("Autosave failing");
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).containsExactly("red: play R5");

        disk.whileForcing = () -> { };
        click("B6");
        waitFor("the move entered again", () -> moveCount() == 2);
        assertThat(GuiActionRunner.execute(() -> frame.files().autosaveSign())).isEmpty();
    }

    @Test
    void p216_while_the_disk_is_slow_to_take_a_move_the_sign_says_saving_and_goes_when_it_is_on_disk()
            throws Exception {
        openWindow();
        FullDiskChannel disk = gameOnDisk();
        java.util.concurrent.CountDownLatch diskMayEnd = disk.holdForces();
        click("R5");
        waitFor("the move shown while the disk takes it", () -> moveCount() == 1);
        waitFor("the sign Saving…", () -> frame.files().autosaveSign().startsWith("Saving"));
        assertThat(GuiActionRunner.execute(frame::getTitle)).endsWith("SAVING\u2026");
        diskMayEnd.countDown();
        waitFor("the sign gone once the move is on disk", () -> frame.files().autosaveSign().isEmpty());
        assertThat(GuiActionRunner.execute(frame::getTitle)).isEqualTo("Eternal Sevens");
    }

    @Test
    void p63_after_a_full_disk_moves_are_refused_and_the_sign_stays_until_a_write_succeeds() throws Exception {
        openWindow();
        FullDiskChannel[] disk = new FullDiskChannel[1];
        GameRecord record = Games.record(List.of(), "beginner", "red", "blue", "green", "yellow");
        Journal journal = Journal.start(AppPaths.autosave(), record, ch -> disk[0] = new FullDiskChannel(ch));
        GuiActionRunner.execute(() -> frame.play(new GameSession(Games.setup("beginner", "red", "blue", "green",
                "yellow"), record, List.of(), journal)));
        click("R5");
        assertThat(moveCount()).isEqualTo(1);
        long whole = Files.size(AppPaths.autosave());
        disk[0].room = whole + 25;
        GameState before = state();

        click("B6");
        JOptionPaneFixture failed = window.optionPane();
        failed.requireErrorMessage().requireMessage(Pattern.compile(".*was not made.*No space left.*", Pattern.DOTALL));
        press(failed.okButton());
        assertThat(moveCount()).isEqualTo(1);
        assertThat(state()).isEqualTo(before);
        assertThat(Files.size(AppPaths.autosave())).as("the torn entry is cut at once").isEqualTo(whole);
        assertThat(GuiActionRunner.execute(() -> frame.files().autosaveSign())).startsWith("Autosave failing");

        disk[0].room = Long.MAX_VALUE;
        click("B6");
        waitFor("the move after space was freed", () -> frame.table().session().moveCount() == 2);
        assertThat(GuiActionRunner.execute(() -> frame.files().autosaveSign())).isEmpty();
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).containsExactly("red: play R5",
                "blue: play B6");
    }

    @Test
    void item_12_with_a_home_that_cannot_be_written_a_sign_stays_while_nothing_is_autosaved() throws Exception {
        Path file = Files.writeString(home.resolve("a-file"), "not a folder");
        System.setProperty("es.home", file.resolve("home").toString()); // no folder can be made under a file
        openWindow();
        SwingUtilities.invokeLater(() -> frame.files().startNew(Games.setup("beginner", "red", "blue"),
                Games.recordSetup("beginner", "red", "blue")));
        JOptionPaneFixture error = window.optionPane();
        error.requireErrorMessage().requireMessage(Pattern.compile(".*autosave could not be started.*", Pattern.DOTALL));
        press(error.okButton());
        waitFor("the game", () -> frame.table().session() != null);
        assertThat(GuiActionRunner.execute(() -> frame.files().autosaveSign())).startsWith("Not autosaving");
        click("R5");
        click("B6");
        assertThat(moveCount()).isEqualTo(2);
        assertThat(GuiActionRunner.execute(() -> frame.files().autosaveSign())).startsWith("Not autosaving");
        assertThat(GuiActionRunner.execute(() -> frame.getTitle())).contains("NOT AUTOSAVING");
    }

    @Test
    void item_3_an_autosave_with_moves_null_is_kept_aside_and_a_new_game_starts() throws Exception {
        Path journal = AppPaths.autosave();
        Files.createDirectories(journal.getParent());
        String line = "{\"t\":\"start\",\"record\":{\"format\":\"eternal-sevens-record/1\",\"setup\":{\"level\":"
                + "\"beginner\",\"seats\":[\"red\",\"blue\"],\"start\":\"red\"},\"moves\":null}}\n";
        Files.writeString(journal, line);
        openWindow();
        SwingUtilities.invokeLater(() -> App.firstGame(frame, content(), Settings.load(), true));
        JOptionPaneFixture message = window.optionPane();
        message.requireWarningMessage().requireMessage(Pattern.compile(".*cannot be resumed.*\"moves\" must be a list"
                + ".*A copy is kept in.*", Pattern.DOTALL));
        press(message.okButton());
        waitFor("a new game", () -> frame.table().session() != null);
        List<Path> copies = new ArrayList<>();
        try (Stream<Path> files = Files.list(journal.getParent())) {
            files.filter(p -> p.getFileName().toString().startsWith("current.jsonl.unreadable-")).forEach(copies::add);
        }
        assertThat(copies).hasSize(1);
        assertThat(Files.readString(copies.get(0))).isEqualTo(line);
    }

    @Test
    void the_open_fault_corpus_leaves_every_file_and_the_game_unchanged() throws Exception {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        GameSession session = GuiActionRunner.execute(() -> frame.table().session());
        GameState before = state();
        String good = "{\"format\":\"eternal-sevens-record/1\",\"setup\":{\"level\":\"beginner\",\"seats\":[\"red\","
                + "\"blue\"],\"start\":\"red\"},\"moves\":[\"red: play R5\"]}";
        List<Path> corpus = new ArrayList<>();
        corpus.add(Files.writeString(home.resolve("empty.json"), ""));
        corpus.add(Files.writeString(home.resolve("blank.json"), " \n\t"));
        corpus.add(Files.writeString(home.resolve("garbage.json"), "hello"));
        corpus.add(Files.writeString(home.resolve("torn.json"), good.substring(0, 50)));
        corpus.add(Files.writeString(home.resolve("moves-null.json"), good.replace("[\"red: play R5\"]", "null")));
        corpus.add(Files.writeString(home.resolve("deep.json"), good.replace("\"moves\"", "\"x\":" + "[".repeat(600)
                + "]".repeat(600) + ",\"moves\"")));
        corpus.add(Files.writeString(home.resolve("newer.json"), good.replace("record/1", "record/9")));
        corpus.add(Files.writeString(home.resolve("twice.json"), good.replace("\"start\":\"red\"",
                "\"start\":\"red\",\"start\":\"blue\"")));
        Path huge = home.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(20L * 1024 * 1024);
        }
        corpus.add(huge);
        Path fifo = home.resolve("pipe.json");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        corpus.add(fifo);
        corpus.add(Files.createDirectory(home.resolve("folder.json")));
        for (Path bad : corpus) {
            byte[] bytes = Files.isRegularFile(bad) ? Files.readAllBytes(bad) : null;
            long size = Files.isRegularFile(bad) ? Files.size(bad) : -1;
            SwingUtilities.invokeLater(() -> frame.files().open(bad));
            JOptionPaneFixture message = window.optionPane();
            message.requireErrorMessage().requireMessage(Pattern.compile(".*The file was not changed\\..*",
                    Pattern.DOTALL));
            assertThat(message.target().getMessage().toString()).as(bad.toString()).doesNotContain("Exception")
                    .doesNotContain("did not expect");
            press(message.okButton());
            if (bytes != null && size < 1_000_000) {
                assertThat(Files.readAllBytes(bad)).as(bad.toString()).isEqualTo(bytes);
            }
            assertThat(GuiActionRunner.execute(() -> frame.table().session())).isSameAs(session);
            assertThat(state()).isEqualTo(before);
        }
        assertThat(Files.size(huge)).isEqualTo(20L * 1024 * 1024);
    }
}
