package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.rules.GameState;
import org.junit.jupiter.api.Test;

/** Save As and Open through the menus; damaged and partly illegal records get a plain message. */
class RecordFilesGuiTest extends AppGuiTest {
    @Test
    void saveThenOpenGivesBackTheSameGame() throws Exception {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        click("B6");
        click("G4");
        GameState played = state();
        List<String> moves = moves();
        Path file = home.resolve("round-trip.json");

        window.menuItem("menu-save-as").click();
        JFileChooserFixture chooser = window.fileChooser();
        chooser.setCurrentDirectory(home.toFile());
        chooser.fileNameTextBox().setText(file.getFileName().toString());
        press(chooser.approveButton());
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the record to be saved") {
            @Override
            public boolean test() {
                return Files.exists(file);
            }
        });
        assertThat(RecordFiles.open(file).moves()).isEqualTo(moves);

        newGame("beginner", List.of("red", "blue"), "blue");
        assertThat(moveCount()).isZero();
        openThroughMenu(file);

        assertThat(moves()).isEqualTo(moves);
        assertThat(state()).isEqualTo(played);
    }

    @Test
    void aDamagedRecordGetsAPlainMessageAndNothingChanges() throws Exception {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        GameState before = state();
        Path bad = home.resolve("torn.json");
        byte[] torn = "{\"format\":\"eternal-sevens-record/1\",\"setup\":{\"level\":\"beg".getBytes();
        Files.write(bad, torn);

        chooseInOpenDialog(bad);
        JOptionPaneFixture message = window.optionPane();
        message.requireErrorMessage().requireMessage(Pattern.compile(".*The file was not changed.*", Pattern.DOTALL));
        assertThat(message.target().getMessage().toString()).doesNotContain("Exception");
        press(message.okButton());

        assertThat(Files.readAllBytes(bad)).isEqualTo(torn);
        assertThat(state()).isEqualTo(before);
    }

    @Test
    void aRecordWithAnIllegalMoveLoadsUpToItAndSaysSo() throws Exception {
        Path record = writeRecord("illegal.json", "beginner", List.of("red", "blue", "green", "yellow"),
                "red: play R5", "blue: play B6", "green: play G1", "yellow: play Y4");
        byte[] original = Files.readAllBytes(record);
        openWindow();

        chooseInOpenDialog(record);
        JOptionPaneFixture message = window.optionPane();
        message.requireWarningMessage().requireMessage(Pattern.compile(
                ".*loaded up to move 2\\. Move 3, \"green: play G1\", was refused: The green row is empty.*",
                Pattern.DOTALL));
        press(message.okButton());

        assertThat(moves()).containsExactly("red: play R5", "blue: play B6");
        assertThat(Files.readAllBytes(record)).isEqualTo(original);
    }
}
