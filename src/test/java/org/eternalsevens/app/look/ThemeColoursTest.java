package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eternalsevens.rules.basics.Colour;
import org.junit.jupiter.api.Test;

/** P265: every colour of the app is a key of both theme files, read through Theme.colour; none is written in Java. */
class ThemeColoursTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final Pattern KEY = Pattern.compile("\"(EternalSevens\\.[A-Za-z0-9]+)\"");
    private static final Pattern LITERAL = Pattern.compile("new\\s+(java\\.awt\\.)?Color\\s*\\(\\s*0[xX]|Color\\.decode");

    private static List<Path> sources() throws IOException {
        try (Stream<Path> s = Files.walk(MAIN)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    /** Every EternalSevens key named in the app's code, and the player colours Theme.colour(Colour) names. */
    private static Set<String> keysRead() throws IOException {
        Set<String> keys = new TreeSet<>();
        for (Path p : sources()) {
            Matcher m = KEY.matcher(Files.readString(p));
            while (m.find()) {
                keys.add(m.group(1));
            }
        }
        for (Colour c : Colour.values()) {
            keys.add("EternalSevens." + c.id());
        }
        return keys;
    }

    @Test
    void P265_everyColourKeyTheAppReadsIsInTheLightAndTheDarkThemeFile() throws IOException {
        Set<String> read = keysRead();
        assertThat(read).as("the scan finds the keys the field and the track read")
                .contains("EternalSevens.legal", "EternalSevens.rareCard", "EternalSevens.trackSpace");
        assertThat(ThemeFiles.colours(ThemeFiles.LIGHT).keySet()).as("FlatLightLaf.properties").containsAll(read);
        assertThat(ThemeFiles.colours(ThemeFiles.DARK).keySet()).as("FlatDarkLaf.properties").containsAll(read);
    }

    @Test
    void P265_theTwoThemeFilesNameTheSameColours() {
        Map<String, Color> light = ThemeFiles.colours(ThemeFiles.LIGHT);
        Map<String, Color> dark = ThemeFiles.colours(ThemeFiles.DARK);
        Set<String> lightKeys = new TreeSet<>(light.keySet());
        Set<String> darkKeys = new TreeSet<>(dark.keySet());
        lightKeys.removeIf(k -> !k.startsWith("EternalSevens."));
        darkKeys.removeIf(k -> !k.startsWith("EternalSevens."));
        assertThat(darkKeys).isEqualTo(lightKeys);
    }

    @Test
    void P265_noColourIsWrittenInJava() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path p : sources()) {
            List<String> lines = Files.readAllLines(p);
            for (int i = 0; i < lines.size(); i++) {
                if (LITERAL.matcher(lines.get(i)).find()) {
                    found.add(MAIN.relativize(p) + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(found).as("colours belong in the theme files (read with Theme.colour)").isEmpty();
    }

    @Test
    void P265_aColourTheLookHasNotLoadedIsReadFromTheThemeFile() {
        // the look in force here has not loaded the app's theme files unless another test did: either way the
        // colour is the one the file writes
        boolean dark = Theme.isDark();
        Map<String, Color> file = ThemeFiles.colours(dark ? ThemeFiles.DARK : ThemeFiles.LIGHT);
        for (String key : List.of("EternalSevens.legal", "EternalSevens.rareCard", "EternalSevens.refusal")) {
            assertThat(Theme.colour(key)).as(key).isEqualTo(file.get(key));
        }
        assertThat(Theme.colour("EternalSevens.legal")).as("a plain colour, the same one each time")
                .isSameAs(Theme.colour("EternalSevens.legal")).isNotInstanceOf(javax.swing.plaf.UIResource.class);
        assertThatThrownBy(() -> Theme.colour("EternalSevens.noSuchColour"))
                .hasMessageContaining("EternalSevens.noSuchColour");
    }
}
