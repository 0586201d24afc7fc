package org.eternalsevens.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.LevelRules;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.basics.Quote;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The profiles/ files load, match the rulings (R12, R16, R31), and a broken copy lists every problem at once. */
class ProfileTest {
    static final Path PROFILES = Path.of("profiles");

    @Test
    void every_profile_file_is_json_with_the_profile_format() throws IOException {
        JsonMapper json = JsonMapper.builder().build();
        List<Path> files;
        try (Stream<Path> s = Files.list(PROFILES)) {
            files = s.filter(p -> p.toString().endsWith(".json")).toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(3);
        for (Path f : files) {
            JsonNode root = json.readTree(Files.readString(f, StandardCharsets.UTF_8));
            assertThat(root.path("format").asString()).as(f.toString()).isEqualTo(ContentLoader.FORMAT);
        }
    }

    @Test
    void the_profile_folder_loads_with_the_beginner_rules() {
        GameContent c = ContentLoader.load(ProfileSource.folder(PROFILES));
        LevelRules b = c.level(Level.BEGINNER);
        assertThat(b.discs()).isEqualTo(3); // R12
        assertThat(b.tokenCap()).isZero(); // R16
        assertThat(b.boards().get(b.defaultBoards().get(org.eternalsevens.rules.basics.Colour.RED)).icons())
                .extracting(PassIcon::label).containsExactly("rare", "discard", "eternal"); // R12
        assertThat(b.defaultInstant()).extracting(InstantEternal::id).containsExactly("phoenix", "mummy", "skeleton",
                "kyubi", "barong", "minotaur", "ghost", "dragon"); // R31
        assertThat(b.defaultContinuous()).extracting(ContinuousEternal::id)
                .containsExactly("kraken", "pegasus", "cyclops", "jinn"); // R31
        assertThat(b.instantAllowed()).doesNotContain(InstantEternal.KAPPA); // R16
        assertThat(c.handSizes()).containsEntry(3, 16).containsEntry(4, 12);
        assertThat(c.dragonSwapCards()).isEqualTo(3); // R17
    }

    @Test
    void the_packed_copy_equals_the_folder() {
        assertThat(ContentLoader.load(ProfileSource.packed())).isEqualTo(ContentLoader.load(ProfileSource.folder(PROFILES)));
    }

    @Test
    void a_broken_copy_lists_all_its_problems_at_once(@TempDir Path dir) throws IOException {
        try (Stream<Path> s = Files.list(PROFILES)) {
            for (Path f : s.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        Path levels = dir.resolve("levels.json");
        String text = Files.readString(levels, StandardCharsets.UTF_8)
                .replace("\"discs\": 3", "\"discs\": \"three\"")
                .replace("\"4\": 12", "\"4\": 0")
                .replace("\"defaultContinuous\": [\"kraken\", \"pegasus\", \"cyclops\", \"jinn\"],\n      \"boards\": \"beginner",
                        "\"defaultContinuous\": [\"kraken\", \"pegasus\", \"cyclops\", \"unicorn\"],\n      \"boards\": \"beginner");
        Files.writeString(levels, text, StandardCharsets.UTF_8);
        Path boards = dir.resolve("beginner-boards.json");
        Files.writeString(boards, Files.readString(boards, StandardCharsets.UTF_8).replace("\"discard\"", "\"fly\""),
                StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("standard-boards.json"), "{ not json", StandardCharsets.UTF_8);

        ProfileException e = catchThrowableOfType(ProfileException.class,
                () -> ContentLoader.load(ProfileSource.folder(dir)));
        assertThat(e).isNotNull();
        assertThat(e.problems()).hasSizeGreaterThanOrEqualTo(5);
        ProfileProblems.hasProblem(e.problems(), "count", "levels.json", "discs", 1, 6);
        ProfileProblems.hasProblem(e.problems(), "handSize", "levels.json", 4);
        ProfileProblems.hasProblem(e.problems(), "names.unknown", "levels.json levels.beginner", "defaultContinuous",
                new Quote("unicorn"));
        ProfileProblems.hasProblem(e.problems(), "board.icon", "beginner-boards.json", "beginner", new Quote("fly"));
        ProfileProblems.hasProblem(e.problems(), "json", "standard-boards.json");
    }

    @Test
    void a_missing_levels_file_is_one_clear_problem(@TempDir Path dir) {
        ProfileException e = catchThrowableOfType(ProfileException.class,
                () -> ContentLoader.load(ProfileSource.folder(dir)));
        assertThat(e.problems()).containsExactly(ProfileException.problem("file.missing", "levels.json"));
    }
}
