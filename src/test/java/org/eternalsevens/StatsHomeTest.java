package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stats} honours {@code -Des.home} (issue 27, P379): the history is the one of that home. */
class StatsHomeTest {
    @TempDir
    Path home;

    @Test
    void P379_statsUsesTheHistoryOfEsHome() throws Exception {
        String old = System.getProperty("es.home");
        PrintStream oldOut = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setProperty("es.home", home.toString());
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            assertThat(Main.run(new String[] {"stats", "--json"})).isZero();
        } finally {
            System.setOut(oldOut);
            if (old == null) {
                System.clearProperty("es.home");
            } else {
                System.setProperty("es.home", old);
            }
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"games\" : 0");
        assertThat(Files.exists(home.resolve("history.db"))).isTrue();
    }
}
