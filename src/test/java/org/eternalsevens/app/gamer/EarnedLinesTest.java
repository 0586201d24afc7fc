package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.sim.ExpertGames;
import org.eternalsevens.sim.PlayedGame;
import org.eternalsevens.sim.ProGames;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * P228, issue 23 section 4: the results' "what each player earned" reads the engine's ledger, and each player's
 * round figures (round 1's with the starting hearts, then round 2's) add up to the track at the end, in the view
 * model after every move and on the results panel of the finished game.
 */
class EarnedLinesTest extends GuiTestBase {
    private static final Pattern AMOUNTS = Pattern.compile("in round (\\d): ([+-]?\\d+) hearts?, ([+-]?\\d+) stars?");

    @ParameterizedTest(name = "{0} {1} players, seed {2}")
    @CsvSource({"expert, 2, 7", "expert, 3, 8", "expert, 4, 9", "pro, 2, 17", "pro, 3, 18", "pro, 4, 19"})
    void R41_P228_theResultsPerRoundFiguresAddUpToTheTrack(String level, int players, long seed) {
        System.out.println("EarnedLinesTest " + level + " " + players + " players, seed " + seed);
        PlayedGame g = level.equals("pro") ? ProGames.play(players, seed) : ExpertGames.play(players, seed);
        for (GameState s : g.states()) {
            for (Colour c : s.setup().seats()) {
                int hearts = 0;
                int stars = 0;
                for (int round = 1; round <= s.round(); round++) {
                    List<EarnedLines.Line> lines = EarnedLines.of(s.gamer().ledger(), round, null,
                            s.setup()::nameOf);
                    hearts += EarnedLines.hearts(lines, c);
                    stars += EarnedLines.stars(lines, c);
                }
                assertThat(hearts).as(c + "'s hearts, seed " + seed).isEqualTo(s.gamer().track().hearts(c));
                assertThat(stars).as(c + "'s stars, seed " + seed).isEqualTo(s.gamer().track().stars(c));
            }
        }
        GameState end = g.last();
        assertThat(end.finished()).isTrue();
        GamerResultsPanel panel = GuiActionRunner.execute(() -> new GamerResultsPanel(
                end.gamer().places(), end.gamer().track(), end.gamer().ledger(),
                end.setup()::nameOf));
        Map<Colour, int[]> shown = new HashMap<>();
        for (Component k : ResultsScreensTest.all(panel)) {
            if (k instanceof JLabel l && l.getName() != null && l.getName().startsWith("total-")) {
                Colour c = Colour.parse(l.getName().substring(l.getName().lastIndexOf('-') + 1));
                Matcher m = AMOUNTS.matcher(l.getToolTipText()); // the cell's words in full (P340)
                assertThat(m.find()).as(l.getToolTipText()).isTrue();
                int[] sum = shown.computeIfAbsent(c, x -> new int[2]);
                sum[0] += Integer.parseInt(m.group(2));
                sum[1] += Integer.parseInt(m.group(3));
            }
        }
        assertThat(shown.keySet()).containsExactlyInAnyOrderElementsOf(end.setup().seats());
        shown.forEach((c, sum) -> {
            assertThat(sum[0]).as(c + "'s hearts in the results").isEqualTo(end.gamer().track().hearts(c));
            assertThat(sum[1]).as(c + "'s stars in the results").isEqualTo(end.gamer().track().stars(c));
        });
    }
}
