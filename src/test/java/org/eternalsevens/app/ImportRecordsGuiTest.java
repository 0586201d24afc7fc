package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;

import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.eternalsevens.history.GameRow;
import org.eternalsevens.history.History;
import org.eternalsevens.history.SimRecords;
import org.junit.jupiter.api.Test;

/** File › Import records… (issue 27, P372): a folder chosen, imported in the background, a summary in plain words. */
class ImportRecordsGuiTest extends AppGuiTest {
    @Test
    void P372_importRecordsEntersAFolderAndSaysWhatItSkipped() throws Exception {
        Path folder = Files.createDirectories(home.resolve("old-games"));
        SimRecords.write(folder, "one.json", SimRecords.game(11), Instant.parse("2026-07-01T20:00:00Z"));
        Files.writeString(folder.resolve("torn.json"), "{\"format\":\"eternal-sevens-record/1\"");
        openWindow();
        newGame("beginner", List.of("red", "blue"), "red");

        window.menuItem("menu-import").click();
        JFileChooserFixture chooser = window.fileChooser();
        chooser.setCurrentDirectory(home.toFile());
        chooser.selectFile(folder.toFile());
        press(chooser.approveButton());
        JOptionPaneFixture summary = window.optionPane(org.assertj.swing.timing.Timeout.timeout(30_000));
        summary.requireMessage(Pattern.compile(".*1 game entered, 0 already in the history, 1 file skipped.*"
                + "Skipped torn\\.json.*", Pattern.DOTALL));
        press(summary.okButton());

        try (History h = History.open(home).history()) {
            assertThat(h.games(GameRow.Filter.ALL)).hasSize(1);
        }
        assertThat(moveCount()).isZero(); // the game on the table is untouched
    }
}
