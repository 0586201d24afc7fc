package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.eternalsevens.history.SimRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File › Import records…'s summary in plain words (issue 27, P372), without the window. */
class RecordImportTest {
    @TempDir
    Path home;
    @TempDir
    Path folder;

    @Test
    void P372_theImportSummarySaysWhatWasEnteredAndWhatWasSkippedAndWhy() throws Exception {
        SimRecords.write(folder, "a.json", SimRecords.game(10), Instant.parse("2026-08-01T09:00:00Z"));
        Files.writeString(folder.resolve("b.json"), "{}");
        String said = RecordImport.summary(home, folder);
        assertThat(said).startsWith("1 game entered, 0 already in the history, 1 file skipped.")
                .contains("Skipped b.json: ");
        assertThat(RecordImport.summary(home, folder)).startsWith("0 games entered, 1 already in the history");
    }

    @Test
    void P372_aFolderThatCannotBeReadIsSaidInASentence() throws Exception {
        String said = RecordImport.summary(home, folder.resolve("gone"));
        assertThat(said).contains("could not be read").doesNotContain("Exception:");
    }
}
