package org.eternalsevens.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eternalsevens.rules.basics.Colour;
import org.junit.jupiter.api.Test;

/**
 * The app's own words (P380, P381): every key the app asks {@link Ui} for is in {@code ui.properties}, every key
 * there is asked for, and the words are filled as {@link Words} fills the game's.
 */
class UiWordsTest {
    private static final Path APP = Path.of("src/main/java/org/eternalsevens");
    private static final Pattern ASKED = Pattern.compile("Ui\\.(text|mnemonic)\\(\\s*\"([^\"]+)\"");

    static Properties bundle() throws IOException {
        Properties p = new Properties();
        try (InputStream in = Ui.class.getResourceAsStream("ui.properties")) {
            assertThat(in).as("ui.properties beside Ui").isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    /** Every key the code asks for, with ".mnemonic" added for a mnemonic. */
    static Set<String> asked() throws IOException {
        Set<String> keys = new TreeSet<>();
        try (Stream<Path> files = Files.walk(APP)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                Matcher m = ASKED.matcher(Files.readString(f, StandardCharsets.UTF_8));
                while (m.find()) {
                    keys.add(m.group(2) + (m.group(1).equals("mnemonic") ? ".mnemonic" : ""));
                }
            }
        }
        return keys;
    }

    @Test
    void P380_everyKeyTheAppAsksForIsInTheBundle() throws IOException {
        Set<String> missing = new TreeSet<>(asked());
        missing.removeAll(bundle().stringPropertyNames());
        assertThat(missing).as("keys asked for by Ui.text/Ui.mnemonic but missing from ui.properties").isEmpty();
    }

    @Test
    void P380_everyKeyOfTheBundleIsAskedFor() throws IOException {
        Set<String> unused = new TreeSet<>(bundle().stringPropertyNames());
        unused.removeAll(asked());
        unused.removeIf(k -> k.startsWith("test."));
        assertThat(unused).as("keys of ui.properties no code asks for").isEmpty();
    }

    @Test
    void P380_theAppsWordsAreFilledAsTheGamesAre() {
        assertThat(Ui.text("test.filled", Colour.BLUE, 1, 3, 2)).isEqualTo("Blue has 1 move, 3 are left: 2nd {x}");
        assertThat(Ui.text("test.filled", Colour.RED, 2, 1, 11)).isEqualTo("Red has 2 moves, 1 is left: 11th {x}");
        assertThatThrownBy(() -> Ui.text("test.no.such.key")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void P381_aMnemonicIsTheKeyCodeOfItsLetter() {
        assertThat(Ui.mnemonic("test.menu")).isEqualTo(java.awt.event.KeyEvent.VK_F);
        assertThatThrownBy(() -> Ui.mnemonic("test.filled")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void P381_everyMnemonicIsOneLetterOfItsLabel() throws IOException {
        Properties p = bundle();
        for (String k : p.stringPropertyNames()) {
            if (k.endsWith(".mnemonic")) {
                String label = p.getProperty(k.substring(0, k.length() - ".mnemonic".length()));
                String letter = p.getProperty(k);
                assertThat(letter).as(k).hasSize(1);
                assertThat(label).as("the label of " + k).isNotNull();
                assertThat(label.toUpperCase()).as(k + " is a letter of its label").contains(letter.toUpperCase());
            }
        }
    }
}
