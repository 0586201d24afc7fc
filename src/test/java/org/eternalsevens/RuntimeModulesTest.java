package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * P495: the packaged app's runtime holds only the modules jdeps finds the jar needs (PackageApp), and issue 26 keeps
 * the image under 80 MB. The start-up measurement once used java.management for the JVM's start time and options,
 * which put that whole module in the image; it now asks {@code ProcessHandle} (java.base). No main class may bring
 * java.management back.
 */
class RuntimeModulesTest {
    @Test
    void P495_noMainClassNeedsJavaManagement() throws IOException {
        List<String> using;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            using = files.filter(p -> p.toString().endsWith(".java")).filter(p -> {
                try {
                    return Files.readString(p, StandardCharsets.UTF_8).contains("java.lang.management");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).map(Path::toString).toList();
        }
        assertThat(using).as("main classes naming java.lang.management").isEmpty();
    }

    @Test
    void P495_theProcessStartIsKnownWithoutJavaManagement() {
        long started = org.eternalsevens.app.diagnostics.FirstPaint.started();
        assertThat(started).isPositive().isLessThanOrEqualTo(System.currentTimeMillis());
        assertThat(System.currentTimeMillis() - started).as("this test's JVM started within the last day")
                .isLessThan(86_400_000L);
    }
}
