package org.eternalsevens.app.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saving an old game's record elsewhere (P403): a copy byte for byte, or why not in one plain sentence. */
class RecordCopyTest {
    @TempDir
    Path dir;

    private Path kept() throws Exception {
        Path records = Files.createDirectories(dir.resolve("records"));
        return Files.writeString(records.resolve("game-20260701-120000-0123456789ab.json"), "{\"format\":\"x\"}\n");
    }

    @Test
    void P403_theRecordIsCopiedByteForByteAndTheKeptOneLeftAsItWas() throws Exception {
        Path kept = kept();
        byte[] before = Files.readAllBytes(kept);
        Path to = dir.resolve("ours.json");
        Files.writeString(to, "an older file, replaced");

        assertThat(RecordCopy.copy(kept, to)).isNull();
        assertThat(Files.readAllBytes(to)).isEqualTo(before);
        assertThat(Files.readAllBytes(kept)).isEqualTo(before);
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("no temporary file left")
                    .containsExactlyInAnyOrder("records", "ours.json");
        }
    }

    @Test
    void P403_aFolderThatIsNotThereIsSaidInPlainWords() throws Exception {
        Path to = dir.resolve("no-such-folder").resolve("ours.json");
        String said = RecordCopy.copy(kept(), to);
        assertThat(said).startsWith("The record could not be saved as " + to).contains("there is no such folder")
                .doesNotContain("Exception");
        assertThat(to).doesNotExist();
    }

    @Test
    void P403_theKeptRecordIsNeverWrittenOverItself() throws Exception {
        Path kept = kept();
        byte[] before = Files.readAllBytes(kept);
        assertThat(RecordCopy.copy(kept, kept.getParent().resolve(".").resolve(kept.getFileName())))
                .contains("the kept record itself");
        assertThat(Files.readAllBytes(kept)).isEqualTo(before);
    }

    @Test
    void P403_aKeptRecordThatIsGoneIsSaidInPlainWords() throws Exception {
        Path kept = kept();
        Files.delete(kept);
        assertThat(RecordCopy.copy(kept, dir.resolve("ours.json"))).contains("is no longer there");
    }
}
