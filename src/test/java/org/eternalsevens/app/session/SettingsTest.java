package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;

class SettingsTest {
    @TempDir
    Path dir;

    @Test
    void settings_survive_a_save_and_load_round_trip() throws Exception {
        Path file = dir.resolve("sub/settings.properties");
        Settings p = Settings.load(file);
        p.dark(true);
        p.scalePercent(175);
        p.level(Level.STANDARD);
        p.seats(List.of(Colour.YELLOW, Colour.RED, Colour.GREEN));
        p.name(Colour.RED, "Zoë");
        p.board(Colour.RED, "green");
        p.deck(Level.STANDARD, "instant", List.of("phoenix", "kappa"));
        p.save();
        Settings q = Settings.load(file);
        assertThat(q.dark()).isTrue();
        assertThat(q.scalePercent()).isEqualTo(175);
        assertThat(q.level()).isEqualTo(Level.STANDARD);
        assertThat(q.seats()).containsExactly(Colour.YELLOW, Colour.RED, Colour.GREEN);
        assertThat(q.name(Colour.RED)).isEqualTo("Zoë");
        assertThat(q.name(Colour.BLUE)).isEmpty();
        assertThat(q.board(Colour.RED)).isEqualTo("green");
        assertThat(q.deck(Level.STANDARD, "instant")).containsExactly("phoenix", "kappa");
        assertThat(q.deck(Level.STANDARD, "continuous")).isNull();
        assertThat(q.deck(Level.BEGINNER, "instant")).isNull();
        try (var files = Files.list(file.getParent())) {
            assertThat(files.toList()).containsExactly(file);
        }
    }

    @Test
    void a_missing_file_gives_the_defaults() {
        Settings p = Settings.load(dir.resolve("nothing-here.properties"));
        assertThat(p.dark()).isFalse();
        assertThat(p.scalePercent()).isEqualTo(100);
        assertThat(p.level()).isEqualTo(Level.BEGINNER);
        assertThat(p.seats()).containsExactly(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);
    }

    @Test
    void a_corrupt_file_gives_the_defaults_without_an_exception() throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.write(file, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, (byte) 0xc3, 0x28, '\\', 'u', 'z'});
        Settings p = Settings.load(file);
        assertThat(p.dark()).isFalse();
        assertThat(p.scalePercent()).isEqualTo(100);
        Files.writeString(file, "scale=\\uZZZZ\ntheme=dark\n", StandardCharsets.UTF_8);
        assertThat(Settings.load(file).scalePercent()).isEqualTo(100);
        assertThat(Settings.load(file).dark()).isFalse();
    }

    @Test
    void nonsense_values_are_replaced_by_defaults_one_by_one() throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.writeString(file, "theme=dark\nscale=900\ngame.level=expert\ngame.seats=red,red,blue\n"
                + "name.purple=X\n", StandardCharsets.UTF_8);
        Settings p = Settings.load(file);
        assertThat(p.dark()).isTrue();
        assertThat(p.scalePercent()).isEqualTo(250);
        assertThat(p.level()).isEqualTo(Level.BEGINNER);
        assertThat(p.seats()).hasSize(4);
        Files.writeString(file, "scale=40\ngame.seats=green\n", StandardCharsets.UTF_8);
        assertThat(Settings.load(file).scalePercent()).isEqualTo(100);
        assertThat(Settings.load(file).seats()).hasSize(4);
    }

    @Test
    void the_scale_is_kept_between_100_and_250_percent() {
        Settings p = Settings.defaults(dir.resolve("s.properties"));
        p.scalePercent(99);
        assertThat(p.scalePercent()).isEqualTo(100);
        p.scalePercent(251);
        assertThat(p.scalePercent()).isEqualTo(250);
        p.scalePercent(125);
        assertThat(p.scalePercent()).isEqualTo(125);
    }
}
