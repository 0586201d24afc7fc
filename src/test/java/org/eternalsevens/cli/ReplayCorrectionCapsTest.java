package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * R41, corrections beyond a cap: each {@code table: fix} field one beyond its cap is refused by {@code replay} with
 * exit 3, BAD_CORRECTION and the cap in the sentence, never exit 2; the cap itself is accepted (issue 23, 1.4).
 */
class ReplayCorrectionCapsTest {
    static final JsonMapper JSON = JsonMapper.builder().build();
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} players: fix {1} red {2}")
    @CsvSource({"4, hearts, 20", "3, hearts, 21", "2, hearts, 21", "4, stars, 4", "3, stars, 5", "2, stars, 5",
        "4, discs, 4", "3, apt, 2", "4, hand, 52", "4, rares, 4"})
    void R41_correctionsBeyondACapAreRefusedWithTheCapNotClampedAndNeverExit2(int players, String field, int cap)
            throws Exception {
        String seats = String.join(",", java.util.List.of("\"red\"", "\"blue\"", "\"green\"", "\"yellow\"")
                .subList(0, players));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = run(seats, "table: fix " + field + " red " + (cap + 1), out);
        assertThat(exit).isEqualTo(ReplayCommand.REJECTED);
        JsonNode rejected = JSON.readTree(out.toString(StandardCharsets.UTF_8)).path("rejected");
        assertThat(rejected.path("code").asString()).isEqualTo("BAD_CORRECTION");
        assertThat(rejected.path("reason").asString()).contains(Integer.toString(cap));
        assertThat(run(seats, "table: fix " + field + " red " + cap, new ByteArrayOutputStream()))
                .as("the cap itself").isEqualTo(ReplayCommand.OK);
    }

    private int run(String seats, String move, ByteArrayOutputStream out) throws Exception {
        String moves = move.startsWith("table: fix hand") || move.startsWith("table: fix rares")
                ? "\"table: fix hand red 4\", \"" + move + "\"" : "\"" + move + "\"";
        Path f = dir.resolve("game.json");
        Files.writeString(f, "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"expert\", \"seats\": ["
                + seats + "], \"start\": \"red\"}, \"moves\": [" + moves + "]}", StandardCharsets.UTF_8);
        return ReplayCommand.run(f.toString(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }
}
