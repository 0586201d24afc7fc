package org.eternalsevens.rules;

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

/** P294: the rules hand out events as values: no {@code say} anywhere in the rules passes an English sentence. */
class SaidAsValuesTest {
    /** A call of {@code say} whose argument is not a new event record. */
    static final Pattern SAID = Pattern.compile("\\bsay\\((?!new )(?!Event e\\))(?!String sentence\\))");

    static List<String> sayings(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = SAID.matcher(lines.get(i));
            if (m.find()) {
                out.add(file.getFileName() + ":" + (i + 1));
            }
        }
        return out;
    }

    @Test
    void P294_onlyEngineSaysASentence() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> all = Files.walk(Path.of("src/main/java/org/eternalsevens/rules"))) {
            for (Path p : all.filter(f -> f.toString().endsWith(".java")).toList()) {
                found.addAll(sayings(p));
            }
        }
        assertThat(found).as("sentences said in the rules").isEmpty();
    }

    @Test
    void P294_theScanFindsASentence(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path f = dir.resolve("Bad.java");
        Files.writeString(f, "d.say(new TurnEvent.GameOver());\nd.say(who + \" ends the turn.\");\n");
        assertThat(sayings(f)).containsExactly("Bad.java:2");
    }
}
