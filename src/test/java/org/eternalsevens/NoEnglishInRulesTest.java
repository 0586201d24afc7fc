package org.eternalsevens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Issue 24 §2, P360: the rules hand out values and {@code words} makes the sentences, so English must not creep
 * back into the rules. A string literal of two words or more ("goes out", "the Forbidden card") outside a
 * programmer's exception ({@code throw}, {@code …Exception(}) counts as English; comments do not. Each file may hold
 * no more such literals than its allowance below, which names what is still English there and why; the allowance
 * only shrinks as that English moves to {@code words.properties}.
 */
class NoEnglishInRulesTest {
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern WORDS = Pattern.compile("[A-Za-z]+ [A-Za-z]+");

    /** What is still English made in the rules (P326, P360), by file under rules/, with its count. */
    private static final Map<String, Integer> ALLOWED = new TreeMap<>(Map.ofEntries(
            // a Dragon action's notation ("dragon forbidden 3"): the record's text, not English
            Map.entry("dragon/DragonAction.java", 4)));

    /** The English literals of one source: each a literal of two words or more outside an exception's message. */
    static List<String> english(String source) {
        String code = source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
        String[] lines = code.split("\n", -1);
        List<String> out = new ArrayList<>();
        for (int n = 0; n < lines.length; n++) {
            String near = String.join(" ", List.of(lines).subList(Math.max(0, n - 2), n + 1));
            if (near.contains("throw ") || near.contains("Exception(")) {
                continue;
            }
            Matcher m = LITERAL.matcher(lines[n]);
            while (m.find()) {
                if (WORDS.matcher(m.group(1)).find()) {
                    out.add(m.group(1));
                }
            }
        }
        return out;
    }

    @Test
    void P360_no_more_english_in_the_rules_than_each_files_allowance() throws IOException {
        Map<String, List<String>> found = new TreeMap<>();
        try (Stream<Path> files = Files.walk(RulesPurityTest.RULES)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> e = english(Files.readString(p, StandardCharsets.UTF_8));
                if (!e.isEmpty()) {
                    found.put(RulesPurityTest.RULES.relativize(p).toString().replace('\\', '/'), e);
                }
            }
        }
        List<String> over = new ArrayList<>();
        found.forEach((file, e) -> {
            if (e.size() > ALLOWED.getOrDefault(file, 0)) {
                over.add(file + " makes " + e.size() + " English literals (allowed " + ALLOWED.getOrDefault(file, 0)
                        + "): " + e);
            }
        });
        assertThat(over).as("English in the rules: word it in words.properties and hand out values").isEmpty();
    }

    @Test
    void P360_the_scan_sees_a_sentence_and_skips_comments_and_exceptions() {
        assertThat(english("String s = \"goes out\"; // \"a comment\"\n/* \"a block\" */ int n = 1;"))
                .containsExactly("goes out");
        assertThat(english("throw new IllegalArgumentException(\"A reward term needs a kind\");")).isEmpty();
        assertThat(english("String key = \"event.gamer.out\"; String one = \"red\";")).isEmpty();
    }
}
