package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.eternalsevens.history.SimRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code stats} (issue 27, P379): import, statistics as text and JSON, the CSV, and wrong arguments. */
class StatsCommandTest {
    @TempDir
    Path home;
    @TempDir
    Path folder;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    int run(String... args) {
        out.reset();
        err.reset();
        return StatsCommand.run(args, home, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    void sixGames() throws Exception {
        for (long seed = 1; seed <= 6; seed++) {
            SimRecords.write(folder, "g" + seed + ".json", SimRecords.game(seed),
                    Instant.parse("2026-09-01T10:00:00Z").plusSeconds(seed * 3600));
        }
        Files.writeString(folder.resolve("broken.json"), "{\"format\": \"eternal-sevens-record/1\"");
    }

    @Test
    void P379_statsImportEntersAFolderAndSaysWhatItSkipped() throws Exception {
        sixGames();
        assertThat(run("--import", folder.toString())).isZero();
        assertThat(out()).contains("6 games entered, 0 already in the history, 1 file skipped.")
                .contains("Skipped broken.json: ");
        assertThat(run("--import", folder.toString())).isZero();
        assertThat(out()).startsWith("0 games entered, 6 already in the history");
    }

    @Test
    void P379_statsJsonGamesIsTheNumberOfGamesAndPlayerNarrowsIt() throws Exception {
        assertThat(run("--json")).isZero();
        JsonMapper m = JsonMapper.builder().build();
        assertThat(m.readTree(out()).get("games").asInt()).isZero();
        sixGames();
        run("--import", folder.toString());
        assertThat(run("--json")).isZero();
        JsonNode all = m.readTree(out());
        assertThat(all.get("games").asInt()).isEqualTo(6);
        String name = all.get("players").get(0).get("name").asString();
        int theirs = all.get("players").get(0).get("games").asInt();
        assertThat(run("--player", name, "--json")).isZero();
        JsonNode one = m.readTree(out());
        assertThat(one.get("games").asInt()).isEqualTo(theirs);
        assertThat(one.get("players")).hasSize(1);
        assertThat(run()).isZero();
        assertThat(out()).startsWith("6 games.").contains(name + ": " + theirs + " games");
    }

    @Test
    void P379_statsCsvWritesOneRowPerPlayerPerGame() throws Exception {
        sixGames();
        run("--import", folder.toString());
        Path csv = folder.resolve("out.csv");
        assertThat(run("--csv", csv.toString())).isZero();
        List<String> lines = Files.readAllLines(csv);
        int seats = 0;
        for (long seed = 1; seed <= 6; seed++) {
            seats += SimRecords.game(seed).setup().seats().size();
        }
        assertThat(lines).hasSize(seats + 1);
        assertThat(out()).contains(seats + " rows written to ");
    }

    @Test
    void P379_wrongArgumentsGetAPlainSentenceAndUsageAndExit2() {
        for (String[] args : List.of(new String[] {"--bogus"}, new String[] {"--player"}, new String[] {"--csv"},
                new String[] {"--import", home.resolve("nowhere").toString()},
                new String[] {"--import", "x", "--csv", "y"}, new String[] {"--player", "--json"})) {
            assertThat(run(args)).as(String.join(" ", args)).isEqualTo(StatsCommand.UNUSABLE);
            assertThat(err()).startsWith("stats: ").doesNotContain("\tat ").doesNotContain("Exception");
            assertThat(err().strip().lines()).hasSize(1);
        }
        run("--bogus");
        assertThat(err()).contains("use: stats [--player NAME] [--json]");
    }

    @Test
    void P379_aHistoryThatCannotBeOpenedExits1WithASentence() throws Exception {
        Path file = home.resolve("plain-file");
        Files.writeString(file, "x");
        int code = StatsCommand.run(new String[] {"--json"}, file.resolve("home"),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(StatsCommand.HISTORY_FAILED);
        assertThat(err()).startsWith("stats: The history ").contains("cannot be opened").doesNotContain("\tat ");
    }
}
