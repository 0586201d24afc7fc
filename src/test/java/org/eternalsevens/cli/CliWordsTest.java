package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

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
}
