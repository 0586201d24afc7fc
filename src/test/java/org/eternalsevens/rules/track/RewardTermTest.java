package org.eternalsevens.rules.track;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eternalsevens.testkit.NeedsSharedDocs;
import org.eternalsevens.testkit.SharedDocs;
import org.eternalsevens.rules.basics.Quote;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** R56: the reward term notation; every term of R57's twenty boards parses, so Pro's boards join as data. */
class RewardTermTest {
    @Test
    void R56_terms_parse_into_kind_amount_unit_max_and_conditions() {
        RewardTerm t = RewardTerm.parse("hearts 2/disc max 8");
        assertThat(t).extracting(RewardTerm::kind, RewardTerm::amount, RewardTerm::per, RewardTerm::unit,
                RewardTerm::max).containsExactly(RewardTerm.Kind.HEARTS, 2, 1, "discs", 8);
        assertThat(RewardTerm.parse("stars 1/2discs max 2")).extracting(RewardTerm::per, RewardTerm::unit)
                .containsExactly(2, "discs");
        assertThat(RewardTerm.parse("stars 1 if purple>=1,rare>=1").conditions()).containsExactly(
                new RewardTerm.Condition("purple", ">=", 1), new RewardTerm.Condition("rare", ">=", 1));
        assertThat(RewardTerm.parse("stars 2")).extracting(RewardTerm::hasUnit, RewardTerm::hasMax)
                .containsExactly(false, false);
    }

    @Test
    void R56_P498_a_bad_term_says_what_is_wrong_as_a_value() {
        bad("gold 2", "term.kind");
        bad("hearts 2/socks", "term.unit", new Quote("socks"), RewardCounters.names());
        bad("hearts two", "term.number", new Quote("two"));
        bad("hearts 2 max 3", "term.max");
        bad("stars 1 if luck=7", "term.counter", new Quote("luck"), RewardCounters.names());
        bad("stars 1 if discs", "term.condition");
        bad("", "term.form");
    }

    /** {@code text} is refused as a term, with the reason {@code key} and its values. */
    private static void bad(String text, String key, Object... args) {
        assertThatThrownBy(() -> RewardTerm.parse(text)).isInstanceOfSatisfying(RewardTerm.Unparsed.class,
                u -> assertThat(u.reason()).isEqualTo(new org.eternalsevens.rules.basics.Reason("term.bad",
                        List.of(new Quote(text), new org.eternalsevens.rules.basics.Reason(key, List.of(args))))));
    }

    /** The terms of RULINGS' profile data (its "Profile data" section). */
    @NeedsSharedDocs
    @Test
    void R57_every_term_of_the_twenty_pro_boards_parses() throws IOException {
        String rulings = SharedDocs.rulings();
        int at = rulings.indexOf("```json", rulings.indexOf("### Profile data"));
        everyTermParses(rulings.substring(at + 7, rulings.indexOf("```", at + 7)));
    }

    /** The terms of the project's own profiles/eternal-boards.json. */
    @Test
    void R57_every_term_of_the_twenty_boards_of_the_profile_parses() throws IOException {
        everyTermParses(Files.readString(Path.of("profiles/eternal-boards.json"), StandardCharsets.UTF_8));
    }

    private static void everyTermParses(String json) {
        JsonNode boards = JsonMapper.builder().build().readTree(json).path("boards");
        List<String> terms = new ArrayList<>();
        for (Map.Entry<String, JsonNode> b : boards.properties()) {
            for (String key : List.of("goOut", "hardPassReward", "starBlock", "anyHardPass")) {
                for (JsonNode term : b.getValue().path(key)) {
                    terms.add(term.asString());
                }
            }
        }
        assertThat(boards.size()).isEqualTo(20);
        assertThat(terms).hasSizeGreaterThan(50);
        for (String s : terms) {
            RewardTerm t = RewardTerm.parse(s);
            assertThat(RewardTerm.parse(t.toString())).as(s).isEqualTo(t);
        }
    }
}
