package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import org.eternalsevens.history.HistoryWords;

/** The command line's own sentences come from the words bundle, as they read before (P304). */
class CliWordsTest {
    @Test
    void P304_theCommandLinesOwnSentencesReadAsBefore() {
        assertThat(CliWords.of("replay.one_file"))
                .isEqualTo("give exactly one record file: java -jar eternal-sevens.jar replay FILE");
        assertThat(CliWords.of("not_a_command", "dance", "Use: …"))
                .isEqualTo("\"dance\" is not a command. Use: …");
        assertThat(CliWords.of("rank.unrankable", "no players"))
                .isEqualTo("these facts cannot be ranked (no players)");
        assertThat(CliWords.of("replay.unexpected", "game.json", "IllegalStateException")).isEqualTo("\"game.json\" "
                + "could not be replayed: the replay met a problem it did not expect (IllegalStateException).");
    }

    @Test
    void P391_theHistorysCountsReadInTheSingularForOne() {
        assertThat(CliWords.of("stats.games", 1)).isEqualTo("1 game.");
        assertThat(CliWords.of("stats.games", 6)).isEqualTo("6 games.");
        assertThat(CliWords.of("stats.level", "Expert", 3, 1)).isEqualTo("Expert, 3 players: 1 game.");
        assertThat(CliWords.of("stats.csv_written", 1, "out.csv")).isEqualTo("1 row written to out.csv.");
        assertThat(CliWords.of("stats.csv_written", 4, "out.csv")).isEqualTo("4 rows written to out.csv.");
        assertThat(CliWords.of("stats.player", "Ann", 1, 1, "1.00", "9.00", "2.00", 1, 0, 0, 1))
                .startsWith("Ann: 1 game, 1 win, average place 1.00;").endsWith("eliminated 0 in 1 round.");
        assertThat(CliWords.of("stats.player", "Ann", 2, 0, "2.00", "9.00", "2.00", 1, 0, 0, 4))
                .startsWith("Ann: 2 games, 0 wins,").endsWith(" in 4 rounds.");
        assertThat(CliWords.of("stats.board", "3A", "Fire", 1, 0, 0, "4.00")).contains("chosen 1 time, won 0");
        assertThat(HistoryWords.of("import.summary", 1, 0, 1))
                .isEqualTo("1 game entered, 0 already in the history, 1 file skipped.");
        assertThat(HistoryWords.of("import.summary", 2, 1, 0))
                .isEqualTo("2 games entered, 1 already in the history, 0 files skipped.");
        assertThat(HistoryWords.of("repaired", "h.db.damaged-1", 1)).endsWith("rebuilt from the records (1 game).");
    }

    @Test
    void P304_aFileNameTheSystemCannotUseIsOneLineOnStandardError() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ReplayCommand.run("bad\u0000name", new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(exit).isEqualTo(ReplayCommand.UNUSABLE);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("replay: \"bad\u0000name\" is not a file name this system can use.\n");
        assertThat(out.size()).isZero();
    }

    @Test
    void P462_ranks_unreadable_facts_are_worded_from_their_keys() {
        assertThat(catchThrowable(() -> RankFacts.json("{}", "facts.json")))
                .hasMessage("facts.json needs \"players\": {\"red\": {\"hearts\": 9, \"stars\": 2}, ...}");
        assertThat(catchThrowable(() -> RankFacts.colours("--stack", " ")))
                .hasMessage("--stack needs colours separated by commas, e.g. --stack blue,yellow");
        assertThat(catchThrowable(() -> RankFacts.json("{\"players\": {\"blue\": {\"hearts\": -1}}}", "f.json")))
                .hasMessage("f.json: blue needs \"hearts\" as a whole number");
        assertThat(catchThrowable(() -> RankFacts.json("{\"players\": {\"red\": {\"hearts\": 1, \"stars\": 0}}, "
                + "\"stack\": [\"red\", \"red\"]}", "f.json"))).hasMessage("f.json: \"stack\" names Red twice");
    }
}
