package org.eternalsevens.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * P256: no test reads the shared folder but through {@link SharedDocs}, so that CI's run with a missing folder
 * ({@code -Des.shared=...}) proves what a clone of the project alone does.
 */
class SharedDocsUseTest {
    private static final Pattern DIRECT = Pattern.compile("\"\\.\\./shared|\"\\.\\.\"\\s*,\\s*\"shared\"");

    @Test
    void P256_only_SharedDocs_names_the_shared_folder() throws IOException {
        List<Path> direct;
        try (Stream<Path> files = Files.walk(Path.of("src/test/java"))) {
            direct = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().equals("SharedDocs.java"))
                    .filter(SharedDocsUseTest::namesTheFolder).toList();
        }
        assertThat(direct).as("tests that read ../shared themselves").isEmpty();
        assertThat(namesTheFolder(Path.of("src/test/java/org/eternalsevens/testkit/SharedDocs.java"))).isTrue();
    }

    private static boolean namesTheFolder(Path file) {
        try {
            return DIRECT.matcher(Files.readString(file, StandardCharsets.UTF_8)).find();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
