package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: {@code replay FILE}, a wrong argument count, an unknown command (Main.run). */
class MainCommandTest {
    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream oldOut;
    PrintStream oldErr;

    @BeforeEach
    void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void replay_of_a_legal_record_exits_0() throws Exception {
        Path f = dir.resolve("g.json");
        Files.writeString(f, "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", "
                + "\"seats\": [\"red\", \"blue\", \"green\", \"yellow\"], \"start\": \"red\"}, \"moves\": [\"red: play R5\"]}");
        assertThat(Main.run(new String[] {"replay", f.toString()})).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"toMove\"");
        assertThat(stderr()).isEmpty();
    }

    @Test
    void replay_without_a_file_exits_2_with_one_line() {
        assertThat(Main.run(new String[] {"replay"})).isEqualTo(2);
        assertThat(stderr().strip()).isNotBlank().doesNotContain("\n").doesNotContain("Exception");
    }

    @Test
    void replay_with_two_files_exits_2() {
        assertThat(Main.run(new String[] {"replay", "a.json", "b.json"})).isEqualTo(2);
        assertThat(stderr().strip()).contains("exactly one").doesNotContain("\n");
    }

    @Test
    void replay_of_a_missing_file_exits_2() {
        assertThat(Main.run(new String[] {"replay", dir.resolve("nope.json").toString()})).isEqualTo(2);
        assertThat(stderr().strip()).contains("nope.json").doesNotContain("\n");
    }

    @Test
    void an_unknown_command_exits_2_with_the_usage() {
        assertThat(Main.run(new String[] {"dance"})).isEqualTo(2);
        assertThat(stderr().strip()).contains("\"dance\"").contains("replay").doesNotContain("\n");
    }

    @Test
    void rank_resolves_a_ranking_and_bad_facts_exit_2() {
        assertThat(Main.run(new String[] {"rank", "red:9h2s", "blue:3h"})).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("1st Red: 9 hearts and 2 stars");
        assertThat(Main.run(new String[] {"rank", "red:9h"})).isEqualTo(2);
        assertThat(stderr().strip()).startsWith("rank: ").doesNotContain("\n");
    }

    @Test
    void help_exits_0() {
        assertThat(Main.run(new String[] {"--help"})).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("replay");
    }
}
