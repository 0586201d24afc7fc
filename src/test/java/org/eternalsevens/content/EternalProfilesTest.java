package org.eternalsevens.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.eternalsevens.content.ProfileProblems.hasProblem;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eternalsevens.rules.board.EternalAbility;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.board.HardPassLimit;
import org.eternalsevens.rules.board.PassIcon;
import org.eternalsevens.rules.board.Preparation;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;
import org.eternalsevens.testkit.NeedsSharedDocs;
import org.eternalsevens.testkit.SharedDocs;
import org.eternalsevens.rules.basics.Quote;
import org.eternalsevens.rules.basics.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * profiles/eternal-boards.json (R50-R79): every side is checked against RULINGS' own tables (R50 ids, R54
 * Preparation, R55 icons, R57 rewards, restrictions and abilities), read by this test from RULINGS.md, not from
 * the profile; RULINGS' profile data loads as the same boards; a broken copy lists every problem at once.
 */
class EternalProfilesTest {
    static final EternalBoards BOARDS = ContentLoader.load(ProfileSource.folder(ProfileTest.PROFILES)).eternalBoards();

    static String rulings() throws IOException {
        return SharedDocs.rulings();
    }

    /** The rows of the markdown table that follows {@code heading} in RULINGS.md, cells trimmed, header dropped. */
    static List<List<String>> table(String text, String heading) {
        int at = text.indexOf(heading);
        assertThat(at).as(heading).isPositive();
        List<List<String>> rows = new ArrayList<>();
        boolean in = false;
        for (String line : text.substring(at).split("\n")) {
            String l = line.trim();
            if (l.startsWith("|")) {
                in = true;
                List<String> cells = new ArrayList<>();
                for (String c : l.substring(1, l.length() - 1).split("\\|")) {
                    cells.add(c.trim());
                }
                rows.add(cells);
            } else if (in) {
                break;
            }
        }
        return rows.subList(2, rows.size());
    }

    /** The same check with this test's own list (R50), so that a clone without the shared folder checks it too. */
    @Test
    void R50_twenty_sides_with_the_ids_and_names_this_test_lists() {
        List<String> names = List.of("phoenix", "fairy", "witch", "vampire", "minotaur", "medusa", "pegasus", "barong",
                "yeti", "cyclops", "king", "mermaid", "ghost", "kraken", "skeleton", "mummy", "kyubi", "jinn", "kappa",
                "golem");
        assertThat(BOARDS.all()).hasSize(20);
        for (int i = 0; i < 20; i++) {
            String id = (i / 2 + 1) + (i % 2 == 0 ? "A" : "B");
            assertThat(BOARDS.side(id).name()).as(id).isEqualTo(names.get(i));
        }
    }

    @NeedsSharedDocs
    @Test
    void R50_twenty_sides_with_the_ids_and_names_of_R50s_table() throws IOException {
        Map<String, String> expected = new HashMap<>();
        for (List<String> row : table(rulings(), "**R50 The Eternal boards.**")) {
            for (String cell : row.subList(1, 3)) {
                String[] idName = cell.split(" ");
                expected.put(idName[0], idName[1]);
            }
        }
        assertThat(expected).hasSize(20);
        assertThat(BOARDS.all()).hasSize(20);
        for (EternalBoard b : BOARDS.all()) {
            assertThat(b.name()).as(b.id()).isEqualTo(expected.get(b.id()));
            assertThat(b.id()).isEqualTo(b.number() + String.valueOf(b.side()));
        }
        assertThat(BOARDS.side("9a").name()).isEqualTo("kyubi");
        assertThat(BOARDS.named("Golem").id()).isEqualTo("10B");
    }

    @NeedsSharedDocs
    @Test
    void R55_every_sides_icons_with_their_bonuses_as_R55s_table() throws IOException {
        Map<String, List<String>> expected = new HashMap<>();
        for (List<String> row : table(rulings(), "**R55 Pass icons.**")) {
            List<String> icons = new ArrayList<>();
            for (String i : row.get(1).split(",")) {
                icons.add(i.trim().replace("`", ""));
            }
            for (String name : row.get(0).split(",")) {
                expected.put(name.trim(), icons);
            }
        }
        assertThat(expected).hasSize(20);
        for (EternalBoard b : BOARDS.all()) {
            assertThat(b.icons()).extracting(PassIcon::label).as(b.name()).isEqualTo(expected.get(b.name()));
        }
    }

    @NeedsSharedDocs
    @Test
    void R57_every_sides_rewards_as_R57s_table() throws IOException {
        List<List<String>> rows = table(rulings(), "**R57 The twenty boards.**");
        assertThat(rows).hasSize(20);
        int terms = 0;
        for (List<String> row : rows) {
            EternalBoard b = BOARDS.named(row.get(0));
            assertThat(b).as(row.get(0)).isNotNull();
            assertThat(b.rewards(RewardEvent.GO_OUT)).as(b.name() + " goOut").isEqualTo(terms(row.get(1)));
            assertThat(b.rewards(RewardEvent.HARD_PASS)).as(b.name() + " hardPass").isEqualTo(terms(row.get(2)));
            assertThat(b.rewards(RewardEvent.STAR_BLOCK)).as(b.name() + " starBlock").isEqualTo(terms(row.get(3)));
            List<RewardTerm> any = row.get(4).startsWith("anyHP ")
                    ? terms(row.get(4).split(";")[0].substring("anyHP ".length())) : List.of();
            assertThat(b.rewards(RewardEvent.ANY_HARD_PASS)).as(b.name() + " anyHP").isEqualTo(any);
            terms += b.rewards(RewardEvent.GO_OUT).size() + b.rewards(RewardEvent.HARD_PASS).size();
        }
        assertThat(terms).isEqualTo(81);
    }

    private static List<RewardTerm> terms(String cell) {
        List<RewardTerm> out = new ArrayList<>();
        if (cell.equals("–") || cell.equals("(nothing)")) {
            return out;
        }
        for (String t : cell.split(";")) {
            out.add(RewardTerm.parse(t.trim()));
        }
        return out;
    }

    /** R57's "other" column, R65, R75, R76: restrictions, modifiers and abilities, each as R57 words it. */
    @NeedsSharedDocs
    @Test
    void R57_R62_R65_R75_R76_every_sides_restrictions_and_abilities_as_R57s_other_column() throws IOException {
        int seen = 0;
        for (List<String> row : table(rulings(), "**R57 The twenty boards.**")) {
            EternalBoard b = BOARDS.named(row.get(0));
            Set<String> expected = new LinkedHashSet<>();
            if (!row.get(4).equals("–")) {
                for (String part : row.get(4).split(";")) {
                    expected.add(part.trim().startsWith("anyHP ") ? "anyHP" : part.trim());
                }
            }
            assertThat(inR57Words(b)).as(b.name()).isEqualTo(expected);
            seen += expected.size();
        }
        assertThat(seen).isEqualTo(28);
        assertThat(BOARDS.named("kyubi").tokenLimit()).isEqualTo(3);
        assertThat(BOARDS.named("pegasus").tokenLimit()).isZero();
        assertThat(BOARDS.named("barong").tokenLimit()).isZero();
        assertThat(BOARDS.named("phoenix").tokenLimit()).isEqualTo(2);
        assertThat(BOARDS.named("jinn").hardPass().sizes()).containsExactlyInAnyOrder(0, 1, 2, 3);
        assertThat(BOARDS.named("cyclops").hardPass().sizes()).containsExactly(1);
        assertThat(BOARDS.named("golem").hardPass()).isEqualTo(HardPassLimit.MAX2);
    }

    /** This test's own wording of a board's modifiers and abilities, in R57's words. */
    private static Set<String> inR57Words(EternalBoard b) {
        Set<String> out = new LinkedHashSet<>();
        if (!b.rewards(RewardEvent.ANY_HARD_PASS).isEmpty()) {
            out.add("anyHP");
        }
        if (b.ignoresX()) {
            out.add("ignores X");
        }
        switch (b.hardPass()) {
            case EXACTLY1 -> out.add("Hard Pass with exactly 1 card");
            case MAX3 -> out.add("Hard Pass with 3 or fewer");
            default -> { }
        }
        if (b.noTokens()) {
            out.add("no tokens");
        }
        if (b.tokenCap() != 2) {
            out.add("holds " + b.tokenCap() + " tokens");
        }
        switch (b.secondCard()) {
            case ANY -> out.add("two cards a turn");
            case SAME_COLOUR -> out.add("a second card of the same colour");
            default -> { }
        }
        for (EternalAbility a : b.abilities()) {
            List<String> n = a.numbers().stream().map(String::valueOf).toList();
            out.add(switch (a.id()) {
                case "tokenOn" -> "+1 token on a " + String.join(" or ", n);
                case "heartOn" -> "+1 heart on a " + String.join(" or ", n);
                case "tokenOnRare" -> "+1 token on a rare card";
                case "heartOnX" -> "+1 heart on an X space";
                case "columnToken" -> "+1 token per column";
                case "takesCoveredRares" -> "takes covered rare cards";
                case "purpleGift" -> "gift on a purple card";
                case "moveXCube" -> "moves the X cube";
                case "twoDragonActions" -> "two Dragon actions";
                default -> "unknown ability " + a.id();
            });
        }
        return out;
    }

    private static final Pattern PREP =
            Pattern.compile("((?:[a-z]+, )*[a-z]+): ([^;\\n]+(?:\\n\\s{4}[^-\\n][^;\\n]*)*)");

    @NeedsSharedDocs
    @Test
    void R54_every_sides_preparation_as_R54_lists_it() throws IOException {
        String text = rulings();
        int from = text.indexOf("**R54 Preparation.**");
        String r54 = text.substring(from, text.indexOf("### What the boards say", from));
        Map<String, Preparation> expected = new HashMap<>();
        for (String bullet : r54.split("\n  - ")) {
            Matcher m = PREP.matcher(bullet);
            while (m.find()) {
                String what = m.group(2);
                Preparation p = what.contains("Forbidden cube") ? Preparation.FORBIDDEN1
                        : what.contains("disc is placed") ? Preparation.DISC
                        : what.contains("+1 rare card") ? Preparation.RARE
                        : what.contains("+1 token") ? Preparation.APT
                        : what.contains("hand −2") ? Preparation.DISCARD2
                        : what.contains("hand −1") ? Preparation.DISCARD1 : null;
                for (String name : m.group(1).split(", ")) {
                    if (BOARDS.named(name) != null && p != null) {
                        expected.put(name, p);
                    }
                }
            }
        }
        assertThat(expected).hasSize(9);
        for (EternalBoard b : BOARDS.all()) {
            assertThat(b.preparation()).as(b.name()).isEqualTo(expected.getOrDefault(b.name(), Preparation.NONE));
            assertThat(b.preparationIcon() != null).as(b.name() + "'s prep icon").isEqualTo(
                    b.preparation() == Preparation.DISC);
        }
        assertThat(BOARDS.named("skeleton").icons().get(0).label()).isEqualTo("prep+1");
    }

    @NeedsSharedDocs
    @Test
    void R57_the_profile_data_printed_in_RULINGS_loads_as_the_same_boards(@TempDir Path dir) throws IOException {
        String text = rulings();
        int at = text.indexOf("```json", text.indexOf("### Profile data"));
        copyProfiles(dir);
        Files.writeString(dir.resolve("eternal-boards.json"), text.substring(at + 7, text.indexOf("```", at + 7)),
                StandardCharsets.UTF_8);
        EternalBoards theirs = ContentLoader.load(ProfileSource.folder(dir)).eternalBoards();
        assertThat(theirs.all()).hasSize(20);
        for (EternalBoard b : BOARDS.all()) {
            EternalBoard t = theirs.side(b.id());
            assertThat(b.printed()).as(b.name() + " carries the rulebook's lines").isNotEmpty();
            assertThat(new EternalBoard(t.id(), t.name(), t.preparation(), t.icons(), t.rewards(), t.hardPass(),
                    t.tokenCap(), t.noTokens(), t.ignoresX(), t.secondCard(), t.abilities(), b.printed()))
                    .as(b.id()).isEqualTo(b);
        }
    }

    static void copyProfiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(ProfileTest.PROFILES)) {
            for (Path f : s.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
    }

    @Test
    void a_broken_eternal_boards_copy_lists_all_its_problems_at_once(@TempDir Path dir) throws IOException {
        copyProfiles(dir);
        Path f = dir.resolve("eternal-boards.json");
        String text = Files.readString(f, StandardCharsets.UTF_8)
                .replace("\"10B\": {", "\"11B\": {")
                .replace("\"ignoreX\": true,\n      \"columnToken\"", "\"ignoresX\": true,\n      \"columnToken\"")
                .replace("\"icons\": [\"take+2\", \"tens\"]", "\"icons\": [\"take+2\", \"fly+1\"]")
                .replace("\"hearts 2/yellow max 4\"", "\"hearts 2/gold max 4\"")
                .replace("\"hardPass\": \"max3\"", "\"hardPass\": \"max9\"")
                .replace("\"tokenOn\": [6, 8]", "\"tokenOn\": [\"six\"]")
                .replace("\"tokenCap\": 3", "\"tokenCap\": 0")
                .replace("\"noTokens\": true,\n      \"secondCard\": \"any\"", "\"noTokens\": \"yes\",\n"
                        + "      \"secondCard\": \"twice\"");
        text = text.replaceFirst("\"icons\": \\[\"prep\\+1\", \"dragon\\+1\"\\]",
                "\"icons\": [\"dragon+1\", \"prep+1\"]");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        ProfileException e = catchThrowableOfType(ProfileException.class,
                () -> ContentLoader.load(ProfileSource.folder(dir)));
        assertThat(e).isNotNull();
        List<Reason> p = e.problems();
        java.util.function.Function<String, Reason> b = id -> ProfileException.board("eternal-boards.json", id); // P498
        hasProblem(p, "eternal.id", b.apply("11B"));
        hasProblem(p, "eternal.key", b.apply("9A"), new Quote("ignoresX"));
        hasProblem(p, "eternal.icon", b.apply("7B"), new Quote("fly+1"));
        assertThat(p).anySatisfy(r -> assertThat(r.args()).first().isEqualTo(ProfileException.in(b.apply("6A"), "hardPassReward")))
                .anySatisfy(r -> assertThat(r.key()).isEqualTo("profile.term"));
        hasProblem(p, "eternal.hardPass", b.apply("9B"));
        hasProblem(p, "eternal.numbers", b.apply("1A"), "tokenOn");
        hasProblem(p, "eternal.tokenCap", b.apply("9A"));
        hasProblem(p, "flag", b.apply("4A"), "noTokens");
        hasProblem(p, "eternal.secondCard", b.apply("4A"));
        hasProblem(p, "eternal.prepIcon", b.apply("8A"));
        assertThat(p).contains(ProfileException.problem("eternal.sides", "eternal-boards.json", "10B"));
        assertThat(e.where()).isEqualTo(ProfileSource.folder(dir).describe());
    }

    @Test
    void a_missing_eternal_boards_file_is_a_clear_problem(@TempDir Path dir) throws IOException {
        copyProfiles(dir);
        Files.delete(dir.resolve("eternal-boards.json"));
        ProfileException e = catchThrowableOfType(ProfileException.class,
                () -> ContentLoader.load(ProfileSource.folder(dir)));
        assertThat(e.problems()).containsExactly(ProfileException.problem("file.missing", "eternal-boards.json"));
    }

    @Test
    void R61_an_abilitys_words_for_the_app() {
        assertThat(BOARDS.named("phoenix").ability("tokenOn")).isEqualTo(new EternalAbility("tokenOn", List.of(6, 8)));
        assertThat(BOARDS.named("kraken").ability("heartOn")).isEqualTo(new EternalAbility("heartOn", List.of(10)));
        assertThat(BOARDS.named("kraken").ability("heartOn").firesOn(10)).isTrue();
        assertThat(BOARDS.named("kraken").ability("heartOn").firesOn(1)).isFalse();
        assertThat(BOARDS.named("golem").has("twoDragonActions")).isTrue();
        assertThat(BOARDS.named("kappa").abilities()).isEmpty();
    }
}
