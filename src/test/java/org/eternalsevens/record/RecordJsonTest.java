package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/** Record files (RECORD-FORMAT.md): unknown fields kept, newer formats refused clearly, bad files get one line. */
class RecordJsonTest {
    static final String RECORD = """
            {"format": "eternal-sevens-record/1",
             "app": {"window": [800, 600], "theme": "dark"},
             "setup": {"level": "beginner", "seats": ["red", "blue", "green"], "start": "blue",
                       "names": {"red": "Ann"}, "instant": ["phoenix", "mummy", "skeleton", "kyubi", "barong",
                       "minotaur", "ghost", "dragon"], "table": "kitchen", "eternalBoards": ["1A", "2A"]},
             "moves": ["blue: play R5", "green: pass discard"],
             "comment": "first game"}
            """;

    @Test
    void unknown_fields_at_the_top_and_in_the_setup_survive_read_and_write() throws Exception {
        GameRecord r = RecordJson.read(RECORD);
        JsonNode out = ScenarioCases.JSON.readTree(RecordJson.write(r));
        JsonNode in = ScenarioCases.JSON.readTree(RECORD);
        assertThat(out.get("app")).isEqualTo(in.get("app"));
        assertThat(out.get("comment")).isEqualTo(in.get("comment"));
        assertThat(out.get("setup").get("table")).isEqualTo(in.get("setup").get("table"));
        assertThat(out.get("setup").get("eternalBoards")).isEqualTo(in.get("setup").get("eternalBoards"));
        assertThat(out).isEqualTo(in);
    }

    @Test
    void a_record_reads_back_to_an_equal_setup_and_moves() throws Exception {
        GameRecord r = RecordJson.read(RECORD);
        GameRecord again = RecordJson.read(RecordJson.write(r));
        assertThat(again.setup()).isEqualTo(r.setup());
        assertThat(again.moves()).containsExactly("blue: play R5", "green: pass discard");
        assertThat(r.setup().start()).isEqualTo("blue");
        assertThat(r.setup().continuous()).isNull(); // not given: the default deck (R31)
    }

    @Test
    void changed_moves_are_written_while_other_fields_stay() throws Exception {
        GameRecord r = RecordJson.read(RECORD).withMoves(List.of("blue: play R5"));
        JsonNode out = ScenarioCases.JSON.readTree(RecordJson.write(r));
        assertThat(out.get("moves")).hasSize(1);
        assertThat(out.path("app").path("theme").asString()).isEqualTo("dark");
    }

    @Test
    void a_newer_format_gets_a_clear_message() {
        String msg = message(RECORD.replace("eternal-sevens-record/1", "eternal-sevens-record/2"));
        assertThat(msg).contains("newer").contains("eternal-sevens-record/2");
    }

    @Test
    void another_format_is_not_a_game_record() {
        assertThat(message(RECORD.replace("eternal-sevens-record/1", "chess-pgn/1"))).contains("\"chess-pgn/1\"");
        assertThat(message("{\"setup\": {}, \"moves\": []}")).contains("format").contains("missing");
    }

    @Test
    void not_json_and_a_truncated_file_get_one_line() {
        assertThat(message("this is a shopping list")).contains("not");
        assertThat(message(RECORD.substring(0, RECORD.length() / 2))).contains("JSON");
        assertThat(message("")).isNotBlank();
        assertThat(message("[1, 2, 3]")).contains("object");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": 3, \"seats\": [\"red\", \"blue\"], \"start\": \"red\"}}",
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", \"seats\": \"red\", \"start\": \"red\"}}",
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", \"seats\": [\"red\", 2], \"start\": \"red\"}}",
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", \"seats\": [\"red\", \"blue\"], \"start\": \"red\", \"names\": [\"Ann\"]}}",
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", \"seats\": [\"red\", \"blue\"], \"start\": \"red\", \"names\": {\"red\": 7}}}",
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", \"seats\": [\"red\", \"blue\"], \"start\": \"red\"}, \"moves\": \"red: play R5\"}",
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", \"seats\": [\"red\", \"blue\"], \"start\": \"red\"}, \"moves\": [5]}",
        "{\"format\": \"eternal-sevens-record/1\", \"setup\": [\"beginner\"]}",
        "{\"format\": \"eternal-sevens-record/1\"}"})
    void wrong_field_types_get_one_clear_line(String text) {
        message(text);
    }

    /** The one-line message of a refused file; fails if the file is accepted or the message is not one plain line. */
    static String message(String text) {
        RecordException e = catchThrowableOfType(RecordException.class, () -> RecordJson.read(text));
        assertThat(e).as(text).isNotNull();
        assertThat(e.getMessage()).isNotBlank().doesNotContain("\n").doesNotContain("Exception")
                .doesNotContain("tools.jackson").doesNotContain("com.fasterxml");
        return e.getMessage();
    }
}
