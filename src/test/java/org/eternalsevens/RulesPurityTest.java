package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** The rules engine is pure Java: no Swing, AWT, Jackson, files, or other project packages (DESIGN "Layers"). */
class RulesPurityTest {
    static final Path RULES = Path.of("src/main/java/org/eternalsevens/rules");
    static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(static\\s+)?([\\w.]+)", Pattern.MULTILINE);
    static final List<String> FORBIDDEN = List.of("javax.swing", "java.awt", "tools.jackson", "com.fasterxml",
            "java.io", "java.nio.file");

    static List<String> problems(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>();
        Matcher m = IMPORT.matcher(text);
        while (m.find()) {
            String name = m.group(2);
            boolean other = name.startsWith("org.eternalsevens.") && !name.startsWith("org.eternalsevens.rules.");
            if (other || FORBIDDEN.stream().anyMatch(f -> name.equals(f) || name.startsWith(f + "."))) {
                out.add(file.getFileName() + " imports " + name);
            }
        }
        // fully qualified use without an import
        String body = IMPORT.matcher(text).replaceAll("");
        for (String f : FORBIDDEN) {
            if (body.matches("(?s).*[^\\w.]" + Pattern.quote(f) + "\\.[A-Za-z].*")) {
                out.add(file.getFileName() + " uses " + f);
            }
        }
        return out;
    }

    @Test
    void rules_imports_nothing_impure() throws IOException {
        List<String> problems = new ArrayList<>();
        int files = 0;
        try (Stream<Path> all = Files.walk(RULES)) {
            for (Path p : all.filter(f -> f.toString().endsWith(".java")).toList()) {
                files++;
                problems.addAll(problems(p));
            }
        }
        assertThat(files).as("files scanned").isGreaterThan(20);
        assertThat(problems).isEmpty();
    }

    @Test
    void the_scan_catches_a_bad_import(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path bad = dir.resolve("Bad.java");
        Files.writeString(bad, "package org.eternalsevens.rules;\nimport java.util.List;\nimport javax.swing.JPanel;\n"
                + "import org.eternalsevens.record.Notation;\nimport static java.nio.file.Files.readString;\n"
                + "class Bad { Object o = new java.io.File(\"x\"); }\n");
        assertThat(problems(bad)).hasSize(4);
    }
}
