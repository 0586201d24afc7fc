package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28, section 4 (P247): {@code DISPLAY=:N java -jar eternal-sevens.jar} with a display that cannot be
 * reached prints one sentence and exits 2, as with no display at all: no AWTError trace.
 */
class NoDisplayTest {
    @TempDir
    Path home;

    @Test
    void P247_anUnreachableDisplayGivesOneSentenceAndExit2() throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-cp", cp, "-Des.home=" + home,
                "-Djava.awt.headless=false", "org.eternalsevens.Main");
        pb.environment().put("DISPLAY", ":32123"); // no X server has this number
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(err).isEqualTo(2);
        assertThat(err.strip()).contains("The app needs a display").contains("\":32123\" cannot be reached")
                .contains("replay FILE").doesNotContain("\n").doesNotContain("AWTError").doesNotContain("\tat ");
    }
}
