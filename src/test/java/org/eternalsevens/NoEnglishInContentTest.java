package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Issue 24 §2, P496: the profiles' problems are values ({@code profile.*} keys) and {@code words} says them, so no
 * sentence may come back into {@code content}: a string literal of two words or more outside a programmer's
 * exception counts as one (the scan of {@link NoEnglishInRulesTest}).
 */
class NoEnglishInContentTest {
    static final Path CONTENT = Path.of("src/main/java/org/eternalsevens/content");
    /** What is still English in content, by file: nothing since the packed copy is named in words (P498). */
    private static final Map<String, List<String>> ALLOWED = Map.of();

    @Test
    void P496_no_problem_sentence_in_content() throws IOException {
        Map<String, List<String>> found = new TreeMap<>();
        try (Stream<Path> files = Files.list(CONTENT)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> e = NoEnglishInRulesTest.english(Files.readString(p, StandardCharsets.UTF_8));
                if (!e.isEmpty()) {
                    found.put(p.getFileName().toString(), e);
                }
            }
        }
        ALLOWED.forEach((file, allowed) -> found.computeIfPresent(file, (f, e) -> e.equals(allowed) ? null : e));
        assertThat(found).as("English in content: add a profile.* key to words.properties and hand a Reason").isEmpty();
    }

    @Test
    void P496_the_scan_sees_an_old_problem_line() {
        assertThat(NoEnglishInRulesTest.english("problem(where, \"has no pass icons\");"))
                .containsExactly("has no pass icons");
        assertThat(NoEnglishInRulesTest.english("problem(\"noIcons\", where);")).isEmpty();
    }
}
