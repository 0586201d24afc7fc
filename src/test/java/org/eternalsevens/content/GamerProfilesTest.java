package org.eternalsevens.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.content.ProfileProblems.hasProblem;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.GamerCaps;
import org.eternalsevens.rules.setup.GamerContent;
import org.eternalsevens.rules.board.ObserverBoard;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;
import org.eternalsevens.testkit.NeedsSharedDocs;
import org.eternalsevens.testkit.SharedDocs;
import org.eternalsevens.rules.basics.Quote;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * profiles/gamer.json (R41, R46) and profiles/observer-boards.json (R45) load; every Observer reward term is checked
 * against the rulebook's printed text, read by a small translator of its own; a broken copy lists every problem.
 */
class GamerProfilesTest {
    static final GamerContent GAMER = ContentLoader.load(ProfileSource.folder(ProfileTest.PROFILES)).gamer();

    @Test
    void R41_R46_caps_and_targets_for_two_three_and_four_players() {
        for (int n = 2; n <= 4; n++) {
            GamerCaps c = GAMER.caps(n);
            assertThat(c.heartTarget()).isEqualTo(n == 4 ? 20 : 21);
            assertThat(c.starTarget()).isEqualTo(n == 4 ? 4 : 5);
            assertThat(c.startingHearts()).isEqualTo(n == 4 ? 3 : 0);
            assertThat(c.starWinNeedsMoreThan()).isEqualTo(4);
            assertThat(c.starBlockStars()).isEqualTo(1);
            assertThat(c.firstBonus(1)).containsExactly(RewardTerm.parse("hearts 1"));
            assertThat(c.firstBonus(2)).containsExactly(RewardTerm.parse("stars 1"), RewardTerm.parse("hearts 1"));
            assertThat(c.choiceBonus()).containsExactly(RewardTerm.parse("hearts 1/disc"));
            assertThat(c.players()).isEqualTo(n);
        }
    }

    @Test
    void R45_the_four_observer_boards_with_their_colours_and_icons() {
        assertThat(GAMER.observerBoardsInColourOrder()).extracting(ObserverBoard::id)
                .containsExactly("passion", "calm", "harmony", "challenge");
        assertThat(icons(Colour.RED)).containsExactly("rare+1", "dragon+1", "discard", "block+2");
        assertThat(icons(Colour.BLUE)).containsExactly("rare+1", "dragon+1", "mustplay+1", "discard");
        assertThat(icons(Colour.GREEN)).containsExactly("rare+1", "dragon+1", "mustplay+1", "block+2");
        assertThat(icons(Colour.YELLOW)).containsExactly("dragon+1", "discard", "mustplay+1", "block+2");
        assertThat(GAMER.observerBoard(Colour.GREEN).board().icons()).hasSize(4);
    }

    private static List<String> icons(Colour c) {
        return GAMER.observerBoard(c).icons().stream().map(PassIcon::label).toList();
    }

    /**
     * R45 "Rewards are as printed": each board's "printed" sentence is the rulebook's line word for word, and the
     * board's terms are what that sentence says, as this test's own translator reads it.
     */
    @NeedsSharedDocs
    @Test
    void R45_every_reward_term_is_what_the_rulebook_prints() throws IOException {
        List<String> lines = SharedDocs.rulebook();
        int from = lines.indexOf("Earning Rewards");
        int to = lines.indexOf("Earning stars");
        assertThat(from).isPositive();
        List<String> section = lines.subList(from, to);
        JsonNode profile = JsonMapper.builder().build().readTree(
                Files.readString(ProfileTest.PROFILES.resolve("observer-boards.json"), StandardCharsets.UTF_8));
        int checked = 0;
        for (ObserverBoard b : GAMER.observerBoardsInColourOrder()) {
            int head = section.indexOf(b.name());
            assertThat(head).as(b.name()).isPositive();
            List<String> printed = new ArrayList<>();
            for (int i = head + 1; i < section.size() && section.get(i).startsWith("- "); i++) {
                printed.add(section.get(i).substring(2));
            }
            for (RewardEvent e : RewardEvent.values()) {
                String lead = switch (e) {
                    case GO_OUT -> "Going Out";
                    case HARD_PASS -> "Hard Passing";
                    case STAR_BLOCK -> "Gaining a star block";
                    case ANY_HARD_PASS -> "When any player Hard Passes";
                };
                String line = printed.stream().filter(l -> l.startsWith(lead)).findFirst().orElse(null);
                String stored = profile.path("boards").path(b.id()).path("printed").path(e.key()).asString(null);
                assertThat(stored).as(b.name() + " " + e).isEqualTo(line);
                List<RewardTerm> expected = line == null ? List.of() : translate(line);
                assertThat(b.rewards(e)).as(b.name() + " " + e + ": " + line).isEqualTo(expected);
                checked += expected.size();
            }
        }
        assertThat(checked).isEqualTo(18);
    }

    private static final Pattern CLAUSE = Pattern.compile(
            "(\\d+) (?:additional )?(points?|stars?)(?: and (\\d+) (points?|stars?))?"
                    + "(?: for (?:each|every) (.+?))?( if you have zero unused pass discs)?(?: \\(max (\\d+) \\w+\\))?");

    /** The rulebook's English read into R56 terms, independently of the profile. */
    static List<RewardTerm> translate(String line) {
        List<RewardTerm> out = new ArrayList<>();
        String s = line.replaceFirst("\\.$", "");
        for (String clause : s.split("\\. Additionally, ")) {
            String c = clause.replaceFirst("^(Going Out|Hard Passing|Gaining a star block immediately) earns you ", "")
                    .replaceFirst("^earn ", "");
            Matcher m = CLAUSE.matcher(c);
            assertThat(m.matches()).as("the translator reads \"" + c + "\"").isTrue();
            String kind = m.group(2).startsWith("point") ? "hearts" : "stars";
            String unit = "";
            if (m.group(5) != null) {
                String u = m.group(5);
                if (u.equals("unused pass disc")) {
                    unit = "/disc";
                } else if (u.equals("2 unused pass discs")) {
                    unit = "/2discs";
                } else {
                    Matcher card = Pattern.compile("(red|blue|green|yellow) card in your hand").matcher(u);
                    assertThat(card.matches()).as(u).isTrue();
                    unit = "/" + card.group(1).toLowerCase(Locale.ROOT);
                }
            }
            String term = kind + " " + m.group(1) + unit + (m.group(7) == null ? "" : " max " + m.group(7))
                    + (m.group(6) == null ? "" : " if discs=0");
            out.add(RewardTerm.parse(term));
            if (m.group(3) != null) {
                out.add(RewardTerm.parse((m.group(4).startsWith("point") ? "hearts " : "stars ") + m.group(3)));
            }
        }
        return out;
    }

    @Test
    void R45_the_translator_itself_reads_the_rulebooks_forms() {
        assertThat(translate("Going Out earns you 1 star and 3 points. Additionally, earn 1 star for every 2 unused "
                + "pass discs (max 2 stars).")).containsExactly(RewardTerm.parse("stars 1"),
                RewardTerm.parse("hearts 3"), RewardTerm.parse("stars 1/2discs max 2"));
        assertThat(translate("Hard Passing earns you 4 points if you have zero unused pass discs."))
                .containsExactly(RewardTerm.parse("hearts 4 if discs=0"));
    }

    @Test
    void a_broken_gamer_copy_lists_all_its_problems_at_once(@TempDir Path dir) throws IOException {
        try (Stream<Path> s = Files.list(ProfileTest.PROFILES)) {
            for (Path f : s.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        Path gamer = dir.resolve("gamer.json");
        Files.writeString(gamer, Files.readString(gamer, StandardCharsets.UTF_8)
                .replace("\"heartTarget\": 20", "\"heartTarget\": \"twenty\"")
                .replace("[\"hearts 1\"]", "[\"hugs 1\"]"), StandardCharsets.UTF_8);
        Path boards = dir.resolve("observer-boards.json");
        Files.writeString(boards, Files.readString(boards, StandardCharsets.UTF_8)
                .replace("\"colour\": \"blue\"", "\"colour\": \"red\"")
                .replace("\"hearts 2/disc max 8\"", "\"hearts 2/sock max 8\"")
                .replace("\"rare+1\", \"dragon+1\", \"mustplay+1\", \"block+2\"", "\"fly\""), StandardCharsets.UTF_8);
        ProfileException e = catchThrowableOfType(ProfileException.class,
                () -> ContentLoader.load(ProfileSource.folder(dir)));
        assertThat(e).isNotNull();
        hasProblem(e.problems(), "count", "gamer.json players.4", "heartTarget", 1, 99);
        hasProblem(e.problems(), "term", "gamer.json firstBonus.1");
        hasProblem(e.problems(), "gamer.sameColour", ProfileException.board("observer-boards.json", "calm"), "red");
        hasProblem(e.problems(), "term", ProfileException.in(ProfileException.board("observer-boards.json", "passion"), "goOut"));
        hasProblem(e.problems(), "gamer.icon", ProfileException.board("observer-boards.json", "harmony"), new Quote("fly"));
    }

    @Test
    void missing_gamer_files_are_clear_problems(@TempDir Path dir) throws IOException {
        for (String f : List.of("levels.json", "beginner-boards.json", "standard-boards.json", "eternals.json")) {
            Files.copy(ProfileTest.PROFILES.resolve(f), dir.resolve(f));
        }
        ProfileException e = catchThrowableOfType(ProfileException.class,
                () -> ContentLoader.load(ProfileSource.folder(dir)));
        assertThat(e.problems()).contains(ProfileException.problem("file.missing", "gamer.json"),
                ProfileException.problem("file.missing", "observer-boards.json"));
    }
}
