package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordFilesTest {
    @TempDir
    Path dir;

    @Test
    void saveThenOpenGivesTheSameRecordAndLeavesNoTemporaryFile() throws Exception {
        GameRecord r = Games.record(List.of("red: play R5", "blue: play B6"), "beginner", "red", "blue", "green");
        Path file = dir.resolve("game.json");
        RecordFiles.save(file, r);
        RecordFiles.save(file, r); // replacing an existing file
        GameRecord back = RecordFiles.open(file);
        assertThat(back.moves()).isEqualTo(r.moves());
        assertThat(back.setup()).isEqualTo(r.setup());
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).toList()).containsExactly("game.json");
        }
    }

    @Test
    void aTruncatedFileIsRefusedAndLeftUntouched() throws Exception {
        Path file = dir.resolve("cut.json");
        String text = RecordJson.write(Games.record(List.of("red: play R5"), "beginner", "red", "blue", "green"));
        Files.writeString(file, text.substring(0, text.length() / 2));
        byte[] before = Files.readAllBytes(file);
        assertThatThrownBy(() -> RecordFiles.open(file)).isInstanceOf(RecordException.class)
                .hasMessageContaining("not complete, valid JSON");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void aBinaryFileANewerRecordAndAMissingFileEachGetOneClearLine() throws Exception {
        Path bin = dir.resolve("photo.json");
        Files.write(bin, new byte[] {(byte) 0xff, (byte) 0xd8, (byte) 0xff, 0, 1, 2});
        assertThatThrownBy(() -> RecordFiles.open(bin)).hasMessageContaining("not a text file");
        Path newer = dir.resolve("newer.json");
        Files.writeString(newer, "{\"format\":\"eternal-sevens-record/2\",\"setup\":{},\"moves\":[]}");
        assertThatThrownBy(() -> RecordFiles.open(newer)).hasMessageContaining("newer version");
        assertThatThrownBy(() -> RecordFiles.open(dir.resolve("nothing.json"))).hasMessageContaining("no file");
    }
}
