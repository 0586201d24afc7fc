package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eternalsevens.record.HugeFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Issue 10's fault corpus for {@code replay}, generated here: every bad file exits 2 with one plain line on standard
 * error and no stack trace; files that only look odd (a byte-order mark, a note) replay. P60–P62.
 */
class ReplayFaultCorpusTest {
    static final String GOOD = "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", "
            + "\"seats\": [\"red\", \"blue\", \"green\"], \"start\": \"red\", \"names\": {\"red\": \"Ann\"}}, "
            + "\"moves\": [\"red: play R5\", \"blue: pass discard\"]}";
    @TempDir
    Path dir;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int runFile(Path file) {
        out.reset();
        err.reset();
        // streams in US-ASCII, as System.out is under LANG=POSIX: replay must still write UTF-8 (issue 10, item 11)
        return ReplayCommand.run(file.toString(), new PrintStream(out, true, StandardCharsets.US_ASCII),
                new PrintStream(err, true, StandardCharsets.US_ASCII));
    }

    int run(String text) throws IOException {
        return run(text.getBytes(StandardCharsets.UTF_8));
    }

    int run(byte[] bytes) throws IOException {
        Path f = dir.resolve("game.json");
        Files.write(f, bytes);
        return runFile(f);
    }

    String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Exit 2, nothing on standard output, one line on standard error, no stack trace. */
    String refusedInOneLine(int code) {
        assertThat(code).as("exit code; stderr: %s", stderr()).isEqualTo(ReplayCommand.UNUSABLE);
        assertThat(out.size()).isZero();
        String e = stderr();
        assertThat(e).startsWith("replay: ").endsWith("\n");
        assertThat(e.strip()).doesNotContain("\n").doesNotContain("Exception").doesNotContain("\tat ")
                .doesNotContain("Error").doesNotContain("null\"");
        return e;
    }

    static Stream<Arguments> badTexts() {
        return Stream.of(
                Arguments.of("empty", "", "is empty"),
                Arguments.of("whitespace", " \n\t \r\n ", "is empty"),
                Arguments.of("garbage", "hello, world", "not complete, valid JSON"),
                Arguments.of("a list", "[1, 2]", "does not hold a JSON object"),
                Arguments.of("moves null (issue 10, item 3)", GOOD.replaceFirst("\"moves\": \\[.*\\]", "\"moves\": null"),
                        "\"moves\" must be a list"),
                Arguments.of("moves a string", GOOD.replaceFirst("\"moves\": \\[.*\\]", "\"moves\": \"red: play R5\""),
                        "\"moves\" must be a list"),
                Arguments.of("a move a number", GOOD.replace("\"blue: pass discard\"", "7"), "only text"),
                Arguments.of("format null", GOOD.replace("\"eternal-sevens-record/1\"", "null"), "\"format\" is missing"),
                Arguments.of("format a number", GOOD.replace("\"eternal-sevens-record/1\"", "1"), "\"format\""),
                Arguments.of("setup null", GOOD.replaceFirst("\\{\"level.*?\\}\\}", "null"), "no \"setup\""),
                Arguments.of("setup a list", GOOD.replaceFirst("\\{\"level.*?\\}\\}", "[]"), "no \"setup\""),
                Arguments.of("level missing (item 9)", GOOD.replace("\"level\": \"beginner\", ", ""), "gives no level"),
                Arguments.of("level null", GOOD.replace("\"beginner\"", "null"), "gives no level"),
                Arguments.of("level a number", GOOD.replace("\"beginner\"", "5"), "\"level\" must be a word"),
                Arguments.of("seats null", GOOD.replace("[\"red\", \"blue\", \"green\"]", "null"), "no seats"),
                Arguments.of("seats a string", GOOD.replace("[\"red\", \"blue\", \"green\"]", "\"red\""), "must be a list"),
                Arguments.of("a seat null", GOOD.replace("[\"red\", \"blue\"", "[null, \"blue\""), "only text"),
                Arguments.of("start null", GOOD.replace("\"start\": \"red\"", "\"start\": null"), "no start player"),
                Arguments.of("names a list", GOOD.replace("{\"red\": \"Ann\"}", "[]"), "must be an object"),
                Arguments.of("a name null", GOOD.replace("\"Ann\"", "null"), "must be text"),
                Arguments.of("newer format", GOOD.replace("record/1", "record/2"), "newer version"),
                Arguments.of("another format", GOOD.replace("eternal-sevens-record/1", "chess/1"), "\"chess/1\""),
                Arguments.of("duplicate keys (P62)", GOOD.replace("\"start\": \"red\"", "\"start\": \"red\", \"start\": \"blue\""),
                        "names the field \"start\" twice"),
                Arguments.of("instant names ghost three times (item 9)", GOOD.replace("\"start\": \"red\"",
                        "\"start\": \"red\", \"instant\": [\"ghost\", \"ghost\", \"ghost\", \"mummy\", \"skeleton\", "
                        + "\"kyubi\", \"barong\", \"dragon\"]"), "names ghost three times"),
                Arguments.of("one unknown instant (item 9)", GOOD.replace("\"start\": \"red\"",
                        "\"start\": \"red\", \"instant\": [\"nobody\"]"), "is not an instant eternal"),
                Arguments.of("an instant deck of one (item 9)", GOOD.replace("\"start\": \"red\"",
                        "\"start\": \"red\", \"instant\": [\"nobody\"]"), ", not 1."),
                Arguments.of("too deep, 500 levels (item 9)", GOOD.replace("\"moves\"", "\"deep\": " + "[".repeat(500)
                        + "]".repeat(500) + ", \"moves\""), "nest deeper than any game record"),
                Arguments.of("a 5 MB key (item 9)", GOOD.replace("\"moves\"", "\"" + "k".repeat(5_000_000)
                        + "\": 1, \"moves\""), "field name far longer"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badTexts")
    void a_bad_record_exits_2_with_one_clear_line(String what, String text, String says) throws Exception {
        assertThat(refusedInOneLine(run(text))).contains(says);
    }

    @Test
    void item_3_moves_null_says_moves_and_not_null_pointer() throws Exception {
        String e = refusedInOneLine(run(GOOD.replaceFirst("\"moves\": \\[.*\\]", "\"moves\": null")));
        assertThat(e).doesNotContain("NullPointer").contains("it is null");
    }

    @Test
    void item_9_the_duplicate_message_names_ghost_once() throws Exception {
        String e = refusedInOneLine(run(GOOD.replace("\"start\": \"red\"", "\"start\": \"red\", \"instant\": "
                + "[\"ghost\", \"ghost\", \"ghost\", \"mummy\", \"skeleton\", \"kyubi\", \"barong\", \"dragon\"]")));
        assertThat(e.split("names ghost", -1)).hasSize(2);
    }

    @Test
    void a_record_truncated_at_every_offset_exits_2() throws Exception {
        byte[] good = GOOD.getBytes(StandardCharsets.UTF_8);
        for (int cut = 0; cut < good.length; cut++) {
            byte[] part = java.util.Arrays.copyOf(good, cut);
            refusedInOneLine(run(part));
        }
    }

    @Test
    void a_null_byte_at_every_offset_is_refused_or_read_never_a_crash() throws Exception {
        byte[] good = GOOD.getBytes(StandardCharsets.UTF_8);
        List<Integer> codes = new ArrayList<>();
        for (int at = 0; at < good.length; at++) {
            byte[] b = good.clone();
            b[at] = 0;
            int code = run(b);
            codes.add(code);
            if (code == ReplayCommand.UNUSABLE) {
                refusedInOneLine(code);
            } else {
                assertThat(stderr()).isEmpty(); // a NUL inside a name or move text is text: replayed or refused (3)
                JSON.readTree(out.toString(StandardCharsets.UTF_8));
            }
        }
        assertThat(codes).contains(ReplayCommand.UNUSABLE);
    }

    static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void item_7_a_byte_order_mark_before_a_valid_record_is_read() throws Exception {
        byte[] text = GOOD.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xef;
        withBom[1] = (byte) 0xbb;
        withBom[2] = (byte) 0xbf;
        System.arraycopy(text, 0, withBom, 3, text.length);
        assertThat(run(withBom)).as(stderr()).isEqualTo(ReplayCommand.OK);
        assertThat(JSON.readTree(out.toString(StandardCharsets.UTF_8)).path("toMove").asString()).isEqualTo("green");
    }

    @Test
    void item_11_non_ascii_in_a_refused_move_is_written_as_utf8_whatever_the_locale() throws Exception {
        assertThat(run(GOOD.replace("\"blue: pass discard\"", "\"blue: play Ö5 # Köln\"")))
                .isEqualTo(ReplayCommand.REJECTED);
        JsonNode r = JSON.readTree(out.toString(StandardCharsets.UTF_8)).path("rejected");
        assertThat(r.path("move").asString()).isEqualTo("blue: play Ö5 # Köln");
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("?");
    }

    @Test
    void item_4_a_file_over_16_MB_is_refused_by_its_size_without_reading_it() throws Exception {
        Path f = dir.resolve("huge.json");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(3L * 1024 * 1024 * 1024); // sparse: 3 GB of zeros that take no room
        }
        assertThat(refusedInOneLine(runFile(f))).contains("3072 MB").contains("16 MB");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(16L * 1024 * 1024 + 1);
        }
        assertThat(refusedInOneLine(runFile(f))).contains("files over 16 MB are not read");
    }

    @Test
    void item_4_dev_zero_is_refused_by_type() {
        assertThat(refusedInOneLine(runFile(Path.of("/dev/zero")))).contains("not an ordinary file");
    }

    @Test
    void item_5_a_named_pipe_is_refused_by_type_and_never_opened() throws Exception {
        Path fifo = dir.resolve("p.json");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor()).isZero();
        // a guard against a hang (opening a pipe blocks until someone writes), not a measure of speed
        int code = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> runFile(fifo));
        assertThat(refusedInOneLine(code)).contains("not an ordinary file");
    }

    @Test
    void item_9_a_folder_says_folder() throws Exception {
        assertThat(refusedInOneLine(runFile(dir))).contains("is a folder");
    }

    @Test
    void item_9_a_symlink_loop_says_circle() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        assertThat(refusedInOneLine(runFile(a))).contains("goes round in a circle");
    }

    @Test
    void a_dangling_link_and_a_missing_file_say_so() throws Exception {
        Path a = dir.resolve("a.json");
        Files.createSymbolicLink(a, dir.resolve("gone.json"));
        assertThat(refusedInOneLine(runFile(a))).contains("link to a file that does not exist");
        assertThat(refusedInOneLine(runFile(dir.resolve("none.json")))).contains("There is no file");
    }

    @Test
    void not_utf8_says_not_a_text_file() throws Exception {
        assertThat(refusedInOneLine(run(new byte[] {'{', (byte) 0xff, (byte) 0xfe, '}'}))).contains("not a text file");
    }

    // Issue 28, section 1: long values and large files within the 16 MB limit (P235-P237)

    @Test
    void p235_a_megabyte_format_is_refused_in_one_short_line() throws Exception {
        String e = refusedInOneLine(runFile(HugeFiles.longFormat(dir)));
        assertThat(e).contains("\u2026\" (1,000,000 characters)").hasSizeLessThan(250);
    }

    @Test
    void p235_a_megabyte_move_is_refused_with_a_short_reason_and_the_move_whole() throws Exception {
        assertThat(runFile(HugeFiles.longMove(dir))).as(stderr()).isEqualTo(ReplayCommand.REJECTED);
        JsonNode r = JSON.readTree(out.toString(StandardCharsets.UTF_8)).path("rejected");
        assertThat(r.path("index").asInt()).isEqualTo(2);
        assertThat(r.path("move").asString()).hasSize(1_000_015); // "the string" (RECORD-FORMAT), as in the file
        assertThat(r.path("reason").asString()).contains("(1,000,000 characters)").hasSizeLessThan(300);
    }

    @Test
    void p235_a_setup_value_a_megabyte_long_is_quoted_short() throws Exception {
        String e = refusedInOneLine(run(GOOD.replace("\"level\": \"beginner\"", "\"level\": \""
                + "b".repeat(1_000_000) + "\"")));
        assertThat(e).contains("(1,000,000 characters)").hasSizeLessThan(300);
    }

    @Test
    void p236_a_megabyte_note_replays() throws Exception {
        assertThat(runFile(HugeFiles.longNote(dir))).as(stderr()).isEqualTo(ReplayCommand.OK);
    }

    @Test
    void p237_a_15_MB_record_of_a_million_and_a_half_notes_replays() throws Exception {
        Path f = HugeFiles.manyNotes(dir);
        assertThat(Files.size(f)).isBetween(14_000_000L, 16L * 1024 * 1024);
        assertThat(runFile(f)).as(stderr()).isEqualTo(ReplayCommand.OK);
        assertThat(JSON.readTree(out.toString(StandardCharsets.UTF_8)).path("toMove").asString()).isEqualTo("red");
    }
}
