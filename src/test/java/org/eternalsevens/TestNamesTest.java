package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Every class with tests is one that Maven Surefire or Failsafe runs: a name outside their patterns would never run
 * in `mvn verify`, and its checks would pass unseen (the legal-list and ledger properties once did).
 */
class TestNamesTest {
    /** Surefire's default includes, and Failsafe's integration tests. */
    private static final Pattern RUN = Pattern.compile("(Test.*|.*Test|.*Tests|.*TestCase|.*IT)\\.java");
    /** Tools run by hand with -Dtest=NAME, named so that the normal run leaves them out on purpose. */
    private static final Set<String> TOOLS = Set.of("DialogScreenshots.java");

    @Test
    void everyClassWithTestsIsNamedSoThatMavenRunsIt() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/test/java"))) {
            List<String> unseen = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !RUN.matcher(f.getFileName().toString()).matches())
                    .filter(f -> !TOOLS.contains(f.getFileName().toString()))
                    .filter(TestNamesTest::hasTests)
                    .map(Path::toString).toList();
            assertThat(unseen).as("test classes Maven would never run").isEmpty();
        }
    }

    private static boolean hasTests(Path f) {
        try {
            String s = Files.readString(f, StandardCharsets.UTF_8);
            return s.contains("@Test") || s.contains("@ParameterizedTest") || s.contains("@RepeatedTest");
        } catch (IOException e) {
            throw new IllegalStateException(f.toString(), e);
        }
    }
}
