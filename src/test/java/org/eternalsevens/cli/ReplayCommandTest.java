package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code replay FILE}: exit 0, 3 with the rejection, 2 with one plain line on standard error (RECORD-FORMAT). */
class ReplayCommandTest {
    static final JsonMapper JSON = JsonMapper.builder().build();
    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    static String record(String seats, String moves) {
        return "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", \"seats\": [" + seats
                + "], \"start\": \"red\"}, \"moves\": [" + moves + "]}";
    }

    int run(String text) throws IOException {
        Path f = dir.resolve("game.json");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return runFile(f.toString());
    }

    int runFile(String file) {
        return ReplayCommand.run(file, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    void assertOnePlainErrorLine() {
        assertThat(stdout()).isEmpty();
        assertThat(stderr()).endsWith("\n");
        assertThat(stderr().strip()).isNotBlank().doesNotContain("\n").doesNotContain("Exception")
                .doesNotContain("\tat ");
    }

    @Test
    void a_legal_record_exits_0_with_the_summary() throws Exception {
        assertThat(run(record("\"red\", \"blue\", \"green\"", "\"red: play R5\", \"blue: pass discard\"")))
                .isEqualTo(ReplayCommand.OK);
        JsonNode s = JSON.readTree(stdout());
        assertThat(s.path("format").asString()).isEqualTo("eternal-sevens-summary/1");
        assertThat(s.path("toMove").asString()).isEqualTo("green");
        assertThat(s.path("players").path("blue").path("hand").asInt()).isEqualTo(15);
        assertThat(s.has("rejected")).isFalse();
        assertThat(stderr()).isEmpty();
    }

    @Test
    void a_refused_move_exits_3_with_the_rejection_and_the_state_before_it() throws Exception {
        assertThat(run(record("\"red\", \"blue\", \"green\", \"yellow\"", "\"red: play R5\", \"blue: play R7\"")))
                .isEqualTo(ReplayCommand.REJECTED);
        JsonNode s = JSON.readTree(stdout());
        JsonNode r = s.path("rejected");
        assertThat(r.path("index").asInt()).isEqualTo(1);
        assertThat(r.path("move").asString()).isEqualTo("blue: play R7");
        assertThat(r.path("code").asString()).isEqualTo("NOT_ADJACENT");
        assertThat(r.path("reason").asString()).isNotBlank().doesNotContain("\n");
        assertThat(s.path("toMove").asString()).isEqualTo("blue");
        assertThat(s.path("field").path("cards")).hasSize(1);
        assertThat(stderr()).isEmpty();
    }

    @Test
    void an_unreadable_move_is_rejected_with_its_own_code() throws Exception {
        assertThat(run(record("\"red\", \"blue\", \"green\"", "\"red: dance\""))).isEqualTo(ReplayCommand.REJECTED);
        JsonNode r = JSON.readTree(stdout()).path("rejected");
        assertThat(r.path("index").asInt()).isZero();
        assertThat(r.path("code").asString()).isEqualTo("UNKNOWN_VERB");
    }

    @Test
    void not_json_exits_2_with_one_line() throws Exception {
        assertThat(run("hello, world")).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
    }

    @Test
    void a_truncated_record_exits_2_with_one_line() throws Exception {
        String text = record("\"red\", \"blue\", \"green\"", "\"red: play R5\"");
        assertThat(run(text.substring(0, 60))).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
    }

    @Test
    void a_newer_format_exits_2_with_one_line() throws Exception {
        assertThat(run(record("\"red\", \"blue\"", "").replace("record/1", "record/2"))).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
        assertThat(stderr()).contains("newer");
    }

    @Test
    void ruling_R31_a_setup_with_kappa_in_beginner_exits_2() throws Exception {
        String text = record("\"red\", \"blue\", \"green\"", "").replace("\"start\": \"red\"", "\"start\": \"red\", "
                + "\"instant\": [\"phoenix\", \"mummy\", \"skeleton\", \"kyubi\", \"barong\", \"minotaur\", \"kappa\", "
                + "\"dragon\"]");
        assertThat(run(text)).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
        assertThat(stderr()).contains("Kappa");
    }

    @Test
    void a_bad_seat_exits_2() throws Exception {
        assertThat(run(record("\"red\", \"purple\"", ""))).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
    }

    @Test
    void a_missing_file_exits_2_with_one_line() {
        assertThat(runFile(dir.resolve("no-such-game.json").toString())).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
        assertThat(stderr()).contains("no-such-game.json");
    }

    @Test
    void a_folder_instead_of_a_file_exits_2_with_one_line() {
        assertThat(runFile(dir.toString())).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
    }

    @Test
    void a_binary_file_exits_2_with_one_line() throws Exception {
        Path f = dir.resolve("game.bin");
        Files.write(f, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, (byte) 0xc3});
        assertThat(runFile(f.toString())).isEqualTo(ReplayCommand.UNUSABLE);
        assertOnePlainErrorLine();
    }
}
