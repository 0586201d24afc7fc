package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AppPathsTest {
    @TempDir
    Path dir;

    @AfterEach
    void clear() {
        System.clearProperty("es.home");
    }

    @Test
    void the_home_folder_comes_from_es_home_and_holds_every_file() {
        System.setProperty("es.home", dir.toString());
        assertThat(AppPaths.home()).isEqualTo(dir);
        assertThat(AppPaths.autosave()).isEqualTo(dir.resolve("autosave/current.jsonl"));
        assertThat(AppPaths.settings()).isEqualTo(dir.resolve("settings.properties"));
        assertThat(Files.exists(dir.resolve("records"))).isFalse();
        assertThat(AppPaths.records()).isEqualTo(dir.resolve("records")).isDirectory();
    }

    @Test
    void without_es_home_the_folder_is_in_the_user_home() {
        System.clearProperty("es.home");
        assertThat(AppPaths.home()).isEqualTo(Path.of(System.getProperty("user.home"), ".eternal-sevens"));
    }
}
