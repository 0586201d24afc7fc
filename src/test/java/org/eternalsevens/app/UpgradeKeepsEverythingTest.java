package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eternalsevens.app.session.Settings;
import org.eternalsevens.cli.ReplayCommand;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.content.ProfileSource;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.record.RecordException;
import org.eternalsevens.record.RecordFiles;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * P257: a newer version installed over 0.1.0 in the middle of a campaign keeps everything. The fixtures in
 * src/test/resources/upgrade/0.1.0 were written by version 0.1.0 itself (its Journal, RecordFiles and Preferences):
 * a four-player Pro game autosaved in round 2 with two moves undone, a saved record of a whole game, the settings,
 * and a user's own profiles folder (Beginner with 4 discs); expected/ holds what 0.1.0's replay printed for them.
 * newer/ holds the same files as a later format would mark them.
 */
class UpgradeKeepsEverythingTest {
    static final Path FIXTURES = Path.of("src/test/resources/upgrade/0.1.0");

    @TempDir
    Path home;

    @BeforeEach
    void installOverTheOldHome() throws IOException {
        Path old = FIXTURES.resolve("home");
        try (Stream<Path> files = Files.walk(old)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Path to = home.resolve(old.relativize(f).toString());
                Files.createDirectories(to.getParent());
                Files.copy(f, to);
            }
        }
    }

    @Test
    void P257_a_game_autosaved_by_0_1_0_resumes_exactly_with_its_redo_moves() throws Exception {
        JournalReader.Recovery r = JournalReader.read(home.resolve("autosave/current.jsonl"));
        assertThat(r.warning()).isNull();
        assertThat(r.record().moves()).isEqualTo(lines("expected/autosave.moves.txt")).hasSize(28);
        assertThat(r.redo()).isEqualTo(lines("expected/autosave.redo.txt")).hasSize(2);
        Path resumed = home.resolve("resumed.json");
        RecordFiles.save(resumed, r.record());
        assertThat(replay(resumed)).isEqualTo(expected("autosave.summary.json"));
    }

    @Test
    void P257_a_record_saved_by_0_1_0_opens_and_replays_to_the_same_summary() throws Exception {
        Path record = home.resolve("records/whole-game.json");
        assertThat(RecordFiles.open(record).moves()).hasSize(42);
        assertThat(replay(record)).isEqualTo(expected("whole-game.summary.json"));
    }

    @Test
    void P257_the_settings_of_0_1_0_are_kept() {
        Settings p = Settings.load(home.resolve("settings.properties"));
        assertThat(p.dark()).isTrue();
        assertThat(p.scalePercent()).isEqualTo(150);
        assertThat(p.name(Colour.RED)).isEqualTo("Ann");
        assertThat(p.name(Colour.BLUE)).isEqualTo("Ben");
    }

    @Test
    void P257_a_users_own_profiles_folder_still_works() {
        Path mine = FIXTURES.resolve("my-profiles");
        assertThat(ContentLoader.load(ProfileSource.folder(mine)).level(Level.BEGINNER).discs()).isEqualTo(4);
        assertThat(ContentLoader.load(ProfileSource.packed()).level(Level.BEGINNER).discs()).isEqualTo(3);
        String before = System.getProperty("es.profiles");
        System.setProperty("es.profiles", mine.toString()); // as the README says: -Des.profiles=DIR
        try {
            assertThat(ProfileSource.find().describe()).isEqualTo(mine.toString());
            assertThat(ContentLoader.load(ProfileSource.find()).level(Level.BEGINNER).discs()).isEqualTo(4);
        } finally {
            if (before == null) {
                System.clearProperty("es.profiles");
            } else {
                System.setProperty("es.profiles", before);
            }
        }
    }

    @Test
    void P257_a_record_or_an_autosave_of_a_newer_version_is_refused_in_a_sentence() {
        String sentence = "This record was written by a newer version (eternal-sevens-record/2); this version reads "
                + "eternal-sevens-record/1. Update the companion to open it.";
        assertThatThrownBy(() -> RecordFiles.open(FIXTURES.resolve("newer/whole-game.json")))
                .isInstanceOf(RecordException.class).hasMessage(sentence);
        assertThatThrownBy(() -> JournalReader.read(FIXTURES.resolve("newer/current.jsonl")))
                .isInstanceOf(RecordException.class).hasMessage(sentence);
    }

    private static List<String> lines(String fixture) throws IOException {
        return Files.readAllLines(FIXTURES.resolve(fixture), StandardCharsets.UTF_8);
    }

    private static String expected(String name) throws IOException {
        return Files.readString(FIXTURES.resolve("expected").resolve(name), StandardCharsets.UTF_8);
    }

    private static String replay(Path record) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ReplayCommand.run(record.toString(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }
}
