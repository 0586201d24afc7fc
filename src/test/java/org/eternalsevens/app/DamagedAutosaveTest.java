package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.eternalsevens.app.session.AppPaths;
import org.eternalsevens.app.session.Autosave;
import org.eternalsevens.app.session.AutosaveRetry;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 28, section 3 (P248): an autosave whose fifth line is a refused move, an unreadable move or a Latin-1 byte is
 * resumed up to move 3; a never-overwritten {@code .damaged-N} copy of the whole file is kept, the players are told
 * where, and {@code current.jsonl.previous} (the older game) is never overwritten with it, by the resume or by the
 * next new game.
 */
class DamagedAutosaveTest extends AppGuiTest {
    private static final List<String> SEATS = List.of("red", "blue", "green", "yellow");

    private byte[] badLine(String kind) {
        return switch (kind) {
            case "refused" -> "{\"t\":\"move\",\"move\":\"red: play G11\"}\n".getBytes(StandardCharsets.UTF_8);
            case "unreadable" -> "{\"t\":\"move\",\"move\":\"red: fly away\"}\n".getBytes(StandardCharsets.UTF_8);
            default -> "{\"t\":\"move\",\"move\":\"red: play R6 # caf\u00e9\"}\n"
                    .getBytes(StandardCharsets.ISO_8859_1); // é as one Latin-1 byte: not UTF-8
        };
    }

    /** An older game in .previous, and an autosave with three moves, the bad line 5, and two more moves. */
    private byte[] autosave(String kind) throws Exception {
        Path file = AppPaths.autosave();
        Journal.start(file, Games.record(List.of("red: play R5"), "beginner", "red", "blue")).close();
        try (Journal j = Journal.start(file, Games.record(List.of(), "beginner", SEATS.toArray(String[]::new)))) {
            j.move("red: play R5");
            j.move("blue: play B6");
            j.move("green: play G4");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(Files.readAllBytes(file));
        bytes.write(badLine(kind));
        bytes.write("{\"t\":\"move\",\"move\":\"yellow: play Y7\"}\n{\"t\":\"undo\"}\n".getBytes(StandardCharsets.UTF_8));
        Files.write(file, bytes.toByteArray());
        return bytes.toByteArray();
    }

    private Path previous() {
        return AppPaths.autosave().resolveSibling("current.jsonl.previous");
    }

    private Path damaged(int n) {
        return AppPaths.autosave().resolveSibling("current.jsonl.damaged-" + n);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"refused", "unreadable", "latin-1"})
    void P248_aBadFifthLineIsResumedUpToMove3_theWholeFileIsKeptAndPreviousIsNotOverwritten(String kind)
            throws Exception {
        byte[] original = autosave(kind);
        byte[] older = Files.readAllBytes(previous());
        Files.write(damaged(1), "an earlier copy".getBytes(StandardCharsets.UTF_8)); // never overwritten
        openWindow();
        SwingUtilities.invokeLater(() -> App.firstGame(frame, content(), Settings.load(), true));
        JOptionPaneFixture told = window.optionPane();
        told.requireWarningMessage().requireMessage(Pattern.compile(".*resumed up to.*copy of the whole autosave.*"
                + "kept in .*current.jsonl.damaged-2.*", Pattern.DOTALL));
        Shots.take("damaged-autosave-" + kind);
        press(told.okButton());
        waitFor("the game resumed", () -> frame.table().session() != null);
        assertThat(moves()).containsExactly("red: play R5", "blue: play B6", "green: play G4");
        assertThat(Files.readAllBytes(damaged(2))).as("the whole autosave, as it was").isEqualTo(original);
        assertThat(Files.readString(damaged(1))).isEqualTo("an earlier copy");
        assertThat(Files.readAllBytes(previous())).as("the older game's backup").isEqualTo(older);

        GuiActionRunner.execute(() -> frame.files().startNew(Games.setup("beginner", "red", "blue"),
                Games.recordSetup("beginner", "red", "blue")));
        assertThat(Files.readAllBytes(damaged(2))).isEqualTo(original);
        assertThat(JournalReader.read(previous()).record().moves()).as("the resumed game, as any replaced game")
                .containsExactly("red: play R5", "blue: play B6", "green: play G4");
    }

    @org.junit.jupiter.api.Test
    void P264_theAutosaveStartedAgainAfterARefusedMoveIsWrittenOffTheWindowThread() throws Exception {
        autosave("refused");
        List<Boolean> onEdt = new java.util.concurrent.CopyOnWriteArrayList<>();
        AutosaveRetry.disk = ch -> {
            onEdt.add(SwingUtilities.isEventDispatchThread());
            return ch;
        };
        try {
            openWindow();
            SwingUtilities.invokeLater(() -> App.firstGameInBackground(frame, content(), true));
            JOptionPaneFixture told = window.optionPane();
            told.requireWarningMessage().requireMessage(Pattern.compile(".*resumed up to move 3.*", Pattern.DOTALL));
            press(told.okButton());
            waitFor("the game resumed", () -> frame.table().session() != null);
        } finally {
            AutosaveRetry.disk = java.util.function.UnaryOperator.identity();
        }
        assertThat(onEdt).as("the journal started again with the whole game, off the window's thread")
                .containsExactly(false);
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves())
                .containsExactly("red: play R5", "blue: play B6", "green: play G4");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"refused", "latin-1"})
    void P248_anAutosaveNotResumedIsKeptAsDamagedAndNeverBecomesPrevious(String kind) throws Exception {
        byte[] original = autosave(kind);
        byte[] older = Files.readAllBytes(previous());
        openWindow();
        GuiActionRunner.execute(() -> Autosave.show(frame, Autosave.look(content()))); // the players say No
        GuiActionRunner.execute(() -> frame.files().startNew(Games.setup("beginner", "red", "blue"),
                Games.recordSetup("beginner", "red", "blue")));
        assertThat(Files.readAllBytes(damaged(1))).isEqualTo(original);
        assertThat(Files.readAllBytes(previous())).isEqualTo(older);
        assertThat(JournalReader.read(AppPaths.autosave()).record().moves()).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void P248_aByteOrderMarkAtTheStartOfAnAutosaveIsRead() throws Exception {
        Path file = AppPaths.autosave();
        GameRecord record = Games.record(List.of(), "beginner", SEATS.toArray(String[]::new));
        try (Journal j = Journal.start(file, record)) {
            j.move("red: play R5");
            j.move("blue: play B6");
        }
        byte[] plain = Files.readAllBytes(file);
        ByteArrayOutputStream bom = new ByteArrayOutputStream();
        bom.write(new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf});
        bom.write(plain);
        bom.write("{\"t\":\"move\",\"move\":\"green: pl".getBytes(StandardCharsets.UTF_8)); // and a torn tail
        Files.write(file, bom.toByteArray());
        JournalReader.Recovery r = JournalReader.read(file);
        assertThat(r.record().moves()).containsExactly("red: play R5", "blue: play B6");
        assertThat(r.validLength()).isEqualTo(plain.length + 3L);
        assertThat(r.kept()).isNull();
        openWindow();
        SwingUtilities.invokeLater(() -> App.firstGame(frame, content(), Settings.load(), true));
        JOptionPaneFixture told = window.optionPane(); // the torn tail: its move was never shown
        told.requireMessage(Pattern.compile(".*last autosave entry was incomplete.*", Pattern.DOTALL));
        press(told.okButton());
        waitFor("the game resumed", () -> frame.table().session() != null);
        assertThat(moves()).containsExactly("red: play R5", "blue: play B6");
        click("G4");
        assertThat(JournalReader.read(file).record().moves()).containsExactly("red: play R5", "blue: play B6",
                "green: play G4");
    }
}
