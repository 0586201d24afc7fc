package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import org.eternalsevens.testkit.Games;
import org.eternalsevens.rules.basics.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    @TempDir
    Path dir;

    private Path journalOf(String... moves) throws Exception {
        Path file = dir.resolve("autosave/current.jsonl");
        try (Journal j = Journal.start(file, Games.record(List.of(), "beginner", "red", "blue", "green"))) {
            for (String m : moves) {
                j.move(m);
            }
        }
        return file;
    }

    @Test
    void movesUndoRedoAndCutAreRebuiltExactly() throws Exception {
        Path file = dir.resolve("j.jsonl");
        try (Journal j = Journal.start(file, Games.record(List.of(), "beginner", "red", "blue", "green"))) {
            j.move("red: play R5");
            j.move("blue: play R6");
            j.move("green: play R7");
            j.undo();
            j.undo();
            j.redo();
        }
        JournalReader.Recovery r = JournalReader.read(file);
        assertThat(r.record().moves()).containsExactly("red: play R5", "blue: play R6");
        assertThat(r.redo()).containsExactly("green: play R7");
        assertThat(r.warning()).isNull();
        try (Journal j = Journal.resume(file, r.validLength())) {
            j.cut(1);
        }
        JournalReader.Recovery again = JournalReader.read(file);
        assertThat(again.record().moves()).containsExactly("red: play R5");
        assertThat(again.redo()).isEmpty();
    }

    @Test
    void aTornLastLineIsCutBackAndTheGameGoesOn() throws Exception {
        Path file = journalOf("red: play R5", "blue: play R6");
        Files.writeString(file, "{\"t\":\"move\",\"mo", StandardOpenOption.APPEND);
        JournalReader.Recovery r = JournalReader.read(file);
        assertThat(r.record().moves()).containsExactly("red: play R5", "blue: play R6");
        assertThat(r.damage()).as("P465").isEqualTo(new Reason("journal.torn", List.of()));
        try (Journal j = Journal.resume(file, r.validLength())) {
            j.move("green: play R7");
        }
        assertThat(JournalReader.read(file).record().moves()).endsWith("green: play R7");
    }

    @Test
    void aDamagedLineInTheMiddleStopsRecoveryAndKeepsACopy() throws Exception {
        Path file = journalOf("red: play R5", "blue: play R6", "green: play R7");
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        lines.set(2, "garbage");
        Files.write(file, lines, StandardCharsets.UTF_8);
        JournalReader.Recovery r = JournalReader.read(file);
        assertThat(r.record().moves()).containsExactly("red: play R5");
        assertThat(r.damage()).as("P465: entry 3 of 4, 1 left out, the copy").isEqualTo(new Reason("journal.damaged",
                List.of(3, 4, 1, file.resolveSibling("current.jsonl.damaged-1"))));
        assertThat(file.resolveSibling("current.jsonl.damaged-1")).exists();
        assertThat(Files.readAllLines(file.resolveSibling("current.jsonl.damaged-1"))).isEqualTo(lines);
    }

    @Test
    void startingANewGameKeepsThePreviousJournal() throws Exception {
        Path file = journalOf("red: play R5");
        try (Journal j = Journal.start(file, Games.record(List.of(), "beginner", "red", "blue"))) {
            j.move("red: play B5");
        }
        assertThat(JournalReader.read(file.resolveSibling("current.jsonl.previous")).record().moves())
                .containsExactly("red: play R5");
        assertThat(JournalReader.read(file).record().moves()).containsExactly("red: play B5");
    }

    @Test
    void namesWithQuotesLineBreaksAndAccentsAndFieldsFromAFileSurviveTheJournal() throws Exception {
        GameRecord fromFile = RecordJson.read("{\"format\":\"eternal-sevens-record/1\",\"event\":{\"club\":\"Köln\"},"
                + "\"setup\":{\"level\":\"beginner\",\"seats\":[\"red\",\"blue\",\"green\"],\"start\":\"red\","
                + "\"names\":{\"red\":\"Ann \\\"the Ace\\\"\\nO'Neil\",\"blue\":\"Zoë ♥\"},\"table\":7},\"moves\":[]}");
        Path file = dir.resolve("j.jsonl");
        try (Journal j = Journal.start(file, fromFile)) {
            j.move("red: play R5");
        }
        assertThat(Files.readAllLines(file)).hasSize(2);
        GameRecord back = JournalReader.read(file).record();
        assertThat(back.setup()).isEqualTo(fromFile.setup());
        assertThat(back.setup().names().get("red")).isEqualTo("Ann \"the Ace\"\nO'Neil");
        assertThat(back.moves()).containsExactly("red: play R5");
        assertThat(RecordJson.write(back)).contains("\"club\" : \"Köln\"").contains("\"table\" : 7");
    }

    @Test
    void anEmptyOrForeignJournalIsRefusedInPlainWords() throws Exception {
        Path empty = dir.resolve("empty.jsonl");
        Files.writeString(empty, "");
        assertThatThrownBy(() -> JournalReader.read(empty)).isInstanceOf(RecordException.class)
                .hasMessageContaining("empty");
        Path foreign = dir.resolve("foreign.jsonl");
        Files.writeString(foreign, "{\"hello\": 1}\n");
        assertThatThrownBy(() -> JournalReader.read(foreign)).isInstanceOf(RecordException.class)
                .hasMessageContaining("does not begin with a game");
    }
}
