package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code rank}: the R46 ranking from the facts alone; exit 0, or 2 with one plain line for every kind of bad input. */
class RankCommandTest {
    static final String EXAMPLE = "green:20h yellow:9h2s blue:9h1s red:2h4s --stack blue,yellow";
    static final String[] EXAMPLE_PLACES = {
        "1st Green: reached the target of 20 hearts alone",
        "2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1",
        "3rd Blue: 9 hearts like Yellow, but 1 star to Yellow's 2",
        "4th Red: 4 stars, but only 2 hearts (more than 4 are needed to win on stars)"};
    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    int run(String args) {
        return run(args, "");
    }

    int run(String args, String stdin) {
        String[] a = args.isBlank() ? new String[0] : args.trim().split("\\s+");
        return RankCommand.run(a, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void R46_the_rulebooks_example_prints_each_place_with_its_reason() {
        assertThat(run(EXAMPLE)).isZero();
        assertThat(stdout().lines()).containsExactly(EXAMPLE_PLACES);
        assertThat(stderr()).isEmpty();
    }

    @Test
    void R46_json_gives_place_colour_group_and_reason() throws Exception {
        assertThat(run(EXAMPLE + " --json --players 4")).isZero();
        JsonNode j = JsonMapper.builder().build().readTree(stdout());
        assertThat(j.path("format").asString()).isEqualTo("eternal-sevens-ranking/1");
        assertThat(j.path("ranking")).hasSize(4);
        JsonNode second = j.path("ranking").path(1);
        assertThat(second.path("place").asInt()).isEqualTo(2);
        assertThat(second.path("colour").asString()).isEqualTo("yellow");
        assertThat(second.path("group").asInt()).isEqualTo(3);
        assertThat(second.path("hearts").asInt()).isEqualTo(9);
        assertThat(second.path("stars").asInt()).isEqualTo(2);
        assertThat(second.path("reason").asString()).isEqualTo("2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1");
        assertThat(j.path("ranking").path(0).path("group").asInt()).isEqualTo(1);
    }

    @Test
    void R46_an_eliminated_player_comes_last_and_stars_may_come_first() {
        assertThat(run("red:20h1s blue:3s5h --eliminated red")).isZero();
        assertThat(stdout().lines()).containsExactly("1st Blue: 5 hearts and 3 stars",
                "2nd Red: eliminated in round 2, so cannot win");
    }

    @Test
    void R41_three_players_use_21_hearts() {
        assertThat(run("red:20h blue:21h green:0h")).isZero();
        assertThat(stdout()).startsWith("1st Blue: reached the target of 21 hearts alone");
    }

    @Test
    void the_facts_read_from_a_json_file_and_from_standard_input() throws IOException {
        String facts = "{\"players\": {\"green\": {\"hearts\": 20, \"stars\": 0}, \"yellow\": {\"hearts\": 9, \"stars\": 2},"
                + " \"blue\": {\"hearts\": 9, \"stars\": 1}, \"red\": {\"hearts\": 2, \"stars\": 4, \"eliminated\": false}},"
                + " \"stack\": [\"blue\", \"yellow\"]}";
        Path f = dir.resolve("facts.json");
        Files.writeString(f, facts, StandardCharsets.UTF_8);
        assertThat(run("--from " + f)).isZero();
        String fromFile = stdout();
        assertThat(fromFile).startsWith("1st Green").contains("4th Red");
        out.reset();
        assertThat(run("--from -", facts)).isZero();
        assertThat(stdout()).isEqualTo(fromFile);
    }

    @Test
    void a_replay_summary_reads_as_facts_with_its_heart_order_and_status() {
        String summary = "{\"format\": \"eternal-sevens-summary/1\", \"round\": 2, \"players\": {"
                + "\"red\": {\"hearts\": 0, \"stars\": 2, \"status\": \"eliminated\"},"
                + "\"blue\": {\"hearts\": 7, \"stars\": 1, \"status\": \"out\"}},"
                + "\"heartOrder\": [\"red\", \"blue\"]}";
        assertThat(run("--from -", summary)).isZero();
        assertThat(stdout().lines()).containsExactly("1st Blue: 7 hearts and 1 star",
                "2nd Red: eliminated in round 2, so cannot win");
    }

    @Test
    void P346_the_issues_example_needs_no_stack_when_stars_decide() {
        assertThat(run("red:2h4s blue:9h1s green:20h yellow:9h2s")).isZero();
        assertThat(stdout().lines()).containsExactly(EXAMPLE_PLACES);
        assertThat(stderr()).isEmpty();
    }

    @Test
    void P346_an_elimination_separates_equal_hearts_and_stars_so_no_stack_is_asked() {
        assertThat(run("red:0h1s blue:0h1s green:5h --eliminated red")).isZero();
        assertThat(stdout().lines()).containsExactly("1st Green: 5 hearts and 0 stars",
                "2nd Blue: 0 hearts and 1 star", "3rd Red: eliminated in round 2, so cannot win");
    }

    @Test
    void P346_the_stack_decides_only_the_tie_it_is_given_for_bottom_first() {
        assertThat(run("red:9h1s blue:9h1s green:9h2s --stack blue,red")).isZero();
        assertThat(stdout().lines()).containsExactly("1st Green: 9 hearts like Blue, but 2 stars to Blue's 1",
                "2nd Blue: 9 hearts like Green, but 1 star to Green's 2; 9 hearts and 1 star like Red, but Blue's "
                        + "heart is below Red's in the stack",
                "3rd Red: 9 hearts and 1 star like Blue, but Red's heart is above Blue's in the stack");
        out.reset();
        assertThat(run("red:9h1s blue:9h1s green:9h2s --stack red,blue")).isZero();
        assertThat(stdout().lines().toList().get(1)).startsWith("2nd Red:");
    }

    @Test
    void help_prints_the_notation_and_exits_0() {
        assertThat(run("--help")).isZero();
        assertThat(stdout()).contains("red:2h4s").contains("--stack").contains("--from");
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "''|give each colour's hearts and stars",
        "red:9h|a ranking needs 2 to 4 colours; 1 is given",
        "red9h2s blue:1h|\"red9h2s\" is not COLOUR:HEARTSh[STARSs], e.g. red:9h2s",
        "red:nine blue:1h|\"red:nine\" is not COLOUR:HEARTSh[STARSs]",
        "pink:9h blue:1h|\"pink\" is not a colour: use red, blue, green or yellow",
        "red:9h red:3h|Red is given twice",
        "red:9h3h blue:1h|\"red:9h3h\" gives hearts twice",
        "red:22h blue:1h|Red has 22 hearts, but hearts go from 0 to 21 with 2 players",
        "red:2h6s blue:1h|Red has 6 stars, but stars go from 0 to 5 with 2 players",
        "red:9h blue:9h|Red and Blue both have 9 hearts and 0 stars, so the stack decides: give the stacking order of their hearts, bottom first",
        "red:9h1s blue:9h1s green:9h2s|Red and Blue both have 9 hearts and 1 star, so the stack decides",
        "red:9h1s blue:9h1s --stack blue,green|The stacking order names Green, who is not playing",
        "red:30h blue:9h1s green:9h1s|Red has 30 hearts, but hearts go from 0 to 21 with 3 players",
        "red:9h blue:9h --stack|--stack needs colours separated by commas",
        "red:9h blue:9h --stack red,red|--stack names Red twice",
        "red:9h blue:9h --stack red,purple|\"purple\" is not a colour",
        "red:9h blue:8h --stack green|The stacking order names Green, who is not playing",
        "red:9h blue:8h --eliminated green|--eliminated names Green, who is not playing",
        "red:9h blue:8h --players 4|--players 4, but 2 colours are given",
        "red:9h blue:8h --players five|--players needs 2, 3 or 4",
        "red:9h blue:8h --stack red --stack blue|--stack is given twice",
        "red:9h blue:8h --colour|\"--colour\" is not an option",
        "red:9h --from x.json|give the facts either with --from or as arguments, not both",
        "--from|--from needs a file",
        "--from /no/such/facts.json|there is no file \"/no/such/facts.json\"",
        "red:1h blue:2h green:3h yellow:4h red:5h|Red is given twice"})
    void bad_input_exits_2_with_one_plain_line(String args, String message) {
        assertThat(run(args)).isEqualTo(RankCommand.UNUSABLE);
        assertOnePlainLine(message);
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "not json|standard input is not JSON",
        "[1, 2]|standard input needs \"players\"",
        "{\"players\": {}}|standard input needs \"players\"",
        "{\"players\": {\"red\": {\"hearts\": \"9\", \"stars\": 0}, \"blue\": {\"hearts\": 1, \"stars\": 0}}}|red needs \"hearts\" as a whole number",
        "{\"players\": {\"red\": {\"hearts\": 9}, \"blue\": {\"hearts\": 1, \"stars\": 0}}}|red needs \"stars\" as a whole number",
        "{\"players\": {\"teal\": {\"hearts\": 9, \"stars\": 0}}}|\"teal\" is not a colour",
        "{\"players\": {\"red\": {\"hearts\": 9, \"stars\": 0}, \"blue\": {\"hearts\": 9, \"stars\": 0}}, \"stack\": \"red\"}|\"stack\" must be a list of colours",
        "{\"players\": {\"red\": {\"hearts\": 9, \"stars\": 0}, \"blue\": {\"hearts\": 9, \"stars\": 0}}, \"stack\": [\"red\", \"red\"]}|\"stack\" names Red twice",
        "{\"players\": {\"red\": {\"hearts\": 9, \"stars\": 0}, \"blue\": {\"hearts\": 9, \"stars\": 0}}}|both have 9 hearts"})
    void bad_json_exits_2_with_one_plain_line(String stdin, String message) {
        assertThat(run("--from -", stdin)).isEqualTo(RankCommand.UNUSABLE);
        assertOnePlainLine(message);
    }

    private void assertOnePlainLine(String message) {
        assertThat(stdout()).isEmpty();
        assertThat(stderr()).startsWith("rank: ").endsWith(System.lineSeparator()).contains(message);
        assertThat(stderr().strip()).doesNotContain("\n").doesNotContain("Exception").doesNotContain("\tat ");
    }
}
