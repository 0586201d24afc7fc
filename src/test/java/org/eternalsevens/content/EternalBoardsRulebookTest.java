package org.eternalsevens.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.board.EternalBoards;
import org.eternalsevens.rules.track.RewardEvent;
import org.eternalsevens.rules.track.RewardTerm;
import org.eternalsevens.testkit.NeedsSharedDocs;
import org.eternalsevens.testkit.SharedDocs;
import org.junit.jupiter.api.Test;

/**
 * profiles/eternal-boards.json against the rulebook's "20 Eternals" (R57 "as printed"): each side's printed lines
 * are the rulebook's, and its reward terms are what those lines say.
 */
class EternalBoardsRulebookTest {
    static final EternalBoards BOARDS = EternalProfilesTest.BOARDS;

    @NeedsSharedDocs
    @Test
    void R57_each_sides_printed_lines_are_the_rulebooks_lines_under_its_heading() throws IOException {
        List<String> book = SharedDocs.rulebook();
        for (EternalBoard b : BOARDS.all()) {
            int head = book.indexOf(b.title() + " (" + b.id() + ")");
            assertThat(head).as(b.id()).isPositive();
            assertThat(book.subList(head + 1, head + 1 + b.printed().size())).as(b.id()).isEqualTo(b.printed());
        }
    }

    /**
     * R57 "as printed": each side's reward lists are what its rulebook lines say, read by this test's own small
     * translator of the rulebook's English (independent of RULINGS and of the profile's terms).
     */
    @Test
    void R57_every_sides_reward_terms_are_what_the_rulebook_prints() {
        Map<RewardEvent, String> leads = Map.of(RewardEvent.GO_OUT, "- Go Out: ", RewardEvent.HARD_PASS,
                "- Hard Pass: ", RewardEvent.STAR_BLOCK, "- Gain a Star Block: ", RewardEvent.ANY_HARD_PASS,
                "- When any player Hard Passes (including yourself): ");
        int checked = 0;
        for (EternalBoard b : BOARDS.all()) {
            for (RewardEvent e : RewardEvent.values()) {
                List<RewardTerm> expected = new ArrayList<>();
                for (String line : b.printed()) {
                    if (line.startsWith(leads.get(e))) {
                        expected.addAll(translate(line.substring(leads.get(e).length())));
                    }
                }
                assertThat(b.rewards(e)).as(b.name() + " " + e).isEqualTo(expected);
                checked += expected.size();
            }
        }
        assertThat(checked).isEqualTo(81 + 9 + 2);
    }

    private static final Pattern GAIN = Pattern.compile("(?:Immediately gain|Gain) (\\d+) (?:additional )?"
            + "(points?|[Ss]tars?)(?: and (\\d+) (points?))?(?: for (?:each|every) (.+?))?(?: if you have (.+?))?"
            + "(?: \\(max (\\d+) \\w+\\))?");
    private static final Pattern HAVE = Pattern.compile("(\\d+|two) (unused pass discs|purple cards?|rare cards?|"
            + "Rare cards|Additional Play Tokens|10s)(?: in your hand)?");

    static List<RewardTerm> translate(String clause) {
        Matcher m = GAIN.matcher(clause);
        assertThat(m.matches()).as("the translator reads \"" + clause + "\"").isTrue();
        String kind = m.group(2).startsWith("point") ? "hearts " : "stars ";
        String unit = "";
        if (m.group(5) != null) {
            String u = m.group(5);
            Matcher card = Pattern.compile("(red|blue|green|yellow|purple|Rare) card in your hand").matcher(u);
            unit = u.equals("Additional Play Token") ? "/apt"
                    : u.equals("unused Pass") || u.equals("unused pass disc") ? "/disc"
                    : u.equals("2 unused pass discs") ? "/2discs"
                    : card.matches() ? "/" + card.group(1).toLowerCase(java.util.Locale.ROOT) : "?" + u;
        }
        List<String> conditions = new ArrayList<>();
        if (m.group(6) != null) {
            for (String have : m.group(6).split(" and ")) {
                Matcher h = HAVE.matcher(have);
                assertThat(h.matches()).as("the translator reads \"" + have + "\"").isTrue();
                int n = h.group(1).equals("two") ? 2 : Integer.parseInt(h.group(1));
                String what = h.group(2).toLowerCase(java.util.Locale.ROOT);
                String counter = what.startsWith("unused") ? "discs" : what.startsWith("purple") ? "purple"
                        : what.startsWith("rare") ? "rare" : what.startsWith("additional") ? "apt" : "tens";
                conditions.add(counter + (counter.equals("discs") ? "=" : ">=") + n);
            }
        }
        List<RewardTerm> out = new ArrayList<>();
        out.add(RewardTerm.parse(kind + m.group(1) + unit + (m.group(7) == null ? "" : " max " + m.group(7))
                + (conditions.isEmpty() ? "" : " if " + String.join(",", conditions))));
        if (m.group(3) != null) {
            out.add(RewardTerm.parse("hearts " + m.group(3)));
        }
        return out;
    }

    @Test
    void R57_the_translator_itself_reads_the_rulebooks_forms() {
        assertThat(translate("Gain 1 Star and 4 points")).containsExactly(RewardTerm.parse("stars 1"),
                RewardTerm.parse("hearts 4"));
        assertThat(translate("Gain 1 Star if you have 1 purple card and 1 rare card in your hand"))
                .containsExactly(RewardTerm.parse("stars 1 if purple>=1,rare>=1"));
        assertThat(translate("Gain 1 Star for every 2 unused pass discs (max 2 Stars)"))
                .containsExactly(RewardTerm.parse("stars 1/2discs max 2"));
        assertThat(translate("Immediately gain 1 additional Star")).containsExactly(RewardTerm.parse("stars 1"));
        assertThat(translate("Gain 3 points if you have 0 unused pass discs"))
                .containsExactly(RewardTerm.parse("hearts 3 if discs=0"));
    }
}
