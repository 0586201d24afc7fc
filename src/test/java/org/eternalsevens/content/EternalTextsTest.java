package org.eternalsevens.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eternalsevens.rules.basics.Quote;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eternalsevens.rules.basics.ContinuousEternal;
import org.eternalsevens.rules.basics.InstantEternal;

class EternalTextsTest {
    @TempDir
    Path dir;

    @Test
    void every_instant_and_continuous_eternal_has_one_line() {
        EternalTexts t = EternalTexts.load(ProfileSource.folder(Path.of("profiles")));
        for (InstantEternal e : InstantEternal.values()) {
            assertThat(t.of(e)).as(e.id()).isNotBlank().doesNotContain("\n").hasSizeLessThan(120);
        }
        for (ContinuousEternal e : ContinuousEternal.values()) {
            assertThat(t.of(e)).as(e.id()).isNotBlank().doesNotContain("\n").hasSizeLessThan(120);
        }
        assertThat(t.of(InstantEternal.DRAGON)).isNotEqualTo(t.of(ContinuousEternal.DRAGON));
    }

    @Test
    void P269_a_malformed_profiles_path_falls_back_to_the_packed_texts() {
        EternalTexts t = EternalTexts.firstReadable(() -> {
            throw new java.nio.file.InvalidPathException("bad\0path", "Nul character not allowed");
        });
        assertThat(t.of(InstantEternal.KYUBI)).isEqualTo(EternalTexts.load(ProfileSource.packed()).of(InstantEternal.KYUBI))
                .isNotBlank();
    }

    @Test
    void P269_a_profiles_folder_with_a_broken_file_falls_back_to_the_packed_texts() throws Exception {
        Files.writeString(dir.resolve(EternalTexts.FILE), "{ not json");
        EternalTexts t = EternalTexts.firstReadable(() -> ProfileSource.folder(dir));
        assertThat(t.of(ContinuousEternal.DRAGON)).isEqualTo(EternalTexts.load(ProfileSource.packed())
                .of(ContinuousEternal.DRAGON)).isNotBlank();
    }

    @Test
    void the_packed_copy_is_the_same_file() {
        EternalTexts packed = EternalTexts.load(ProfileSource.packed());
        EternalTexts folder = EternalTexts.load(ProfileSource.folder(Path.of("profiles")));
        assertThat(packed.of(InstantEternal.KYUBI)).isEqualTo(folder.of(InstantEternal.KYUBI));
    }

    @Test
    void a_missing_line_and_an_unknown_name_are_both_reported() throws Exception {
        String text = Files.readString(Path.of("profiles/eternals.json"))
                .replace("\"kyubi\":", "\"kyubee\":");
        Files.writeString(dir.resolve("eternals.json"), text);
        assertThatThrownBy(() -> EternalTexts.load(ProfileSource.folder(dir)))
                .isInstanceOf(ProfileException.class)
                .satisfies(e -> assertThat(((ProfileException) e).problems()).containsExactlyInAnyOrder(
                        ProfileException.problem("texts.unknown.instant", "eternals.json", new Quote("kyubee")),
                        ProfileException.problem("texts.none", "eternals.json", "instant", "kyubi")));
    }

    @Test
    void a_wrong_format_or_broken_json_is_reported_in_words() throws Exception {
        Files.writeString(dir.resolve("eternals.json"), "{\"format\": \"other/2\", \"instant\": {}, \"continuous\": {}}");
        assertThatThrownBy(() -> EternalTexts.load(ProfileSource.folder(dir)))
                .isInstanceOf(ProfileException.class).satisfies(e -> ProfileProblems.hasProblem(
                        ((ProfileException) e).problems(), "format", "eternals.json", ContentLoader.FORMAT));
        Files.writeString(dir.resolve("eternals.json"), "{ not json");
        assertThatThrownBy(() -> EternalTexts.load(ProfileSource.folder(dir)))
                .isInstanceOf(ProfileException.class).satisfies(e -> ProfileProblems.hasProblem(
                        ((ProfileException) e).problems(), "json", "eternals.json"));
    }
}
