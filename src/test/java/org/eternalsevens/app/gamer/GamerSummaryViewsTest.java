package org.eternalsevens.app.gamer;

import org.eternalsevens.words.RankWords;
import org.eternalsevens.testkit.Said;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;

import javax.swing.JFrame;
import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.track.EarnedReward;
import org.eternalsevens.rules.FinalTurns;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.eternalsevens.rules.track.Track;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The final-turns line (R43), the round summary (R43, R47) and the results (R46). */
class GamerSummaryViewsTest extends GuiTestBase {
    private FrameFixture frame;
    private DialogFixture dialog;

    @AfterEach
    void close() {
        if (frame != null) {
            frame.cleanUp();
        }
        if (dialog != null) {
            dialog.cleanUp();
        }
    }

    private void openFrame(Callable<Component> make) {
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("Gamer");
            fr.setContentPane(new javax.swing.JPanel());
            fr.getContentPane().add(make.call());
            fr.pack();
            return fr;
        });
        frame = new FrameFixture(robot, f);
        frame.show();
    }

    private boolean showing(Component root, String name) {
        Component c = robot.finder().findByName((java.awt.Container) root, name, false);
        return GuiActionRunner.execute((Callable<Boolean>) c::isShowing);
    }

    @Test
    void R43_the_window_says_who_has_how_many_final_turns_left_and_who_is_eliminated_without_leaving() {
        FinalTurnsLine line = GuiActionRunner.execute(FinalTurnsLine::new);
        openFrame(() -> line);
        GuiActionRunner.execute(() -> line.show(FinalTurns.NONE, Colour.RED, GamerSamples::name));
        assertThat(showing(frame.target(), "finalTurns")).as("hidden before final turns start").isFalse();

        FinalTurns t = GamerSamples.finalTurns(); // Blue Hard Passed; Green has had one of two
        GuiActionRunner.execute(() -> line.show(t, Colour.RED, GamerSamples::name));
        GuiActionRunner.execute(() -> frame.target().pack());
        frame.label("finalTurnsSentence").requireText("Final turns left: Red 2, Green 1, Yellow 2.");
        assertThat(GuiActionRunner.execute(line::warnings)).containsExactly(
                "Red has 2 final turns left: without a Go Out or Hard Pass in them, Red is eliminated.",
                "Green has 1 final turn left: without a Go Out or Hard Pass in it, Green is eliminated.",
                "Yellow has 2 final turns left: without a Go Out or Hard Pass in them, Yellow is eliminated.");
        frame.label("finalTurnsWarning").requireText(
                "Red has 2 final turns left: without a Go Out or Hard Pass in them, Red is eliminated.");

        FinalTurns cut = t.goOut(Colour.YELLOW, List.of(Colour.RED, Colour.GREEN, Colour.YELLOW));
        GuiActionRunner.execute(() -> line.show(cut, Colour.GREEN, GamerSamples::name));
        frame.label("finalTurnsSentence").requireText("Final turns left: Red 1, Green 1.");
        assertThat(GuiActionRunner.execute(line::warnings)).as("the player to move first; no line left over")
                .containsExactly("Green has 1 final turn left: without a Go Out or Hard Pass in it, Green is eliminated.",
                        "Red has 1 final turn left: without a Go Out or Hard Pass in it, Red is eliminated.");
    }

    @Test
    void P484_R43_where_a_warning_each_would_wrap_one_sentence_names_every_player_at_risk() {
        FinalTurnsLine line = GuiActionRunner.execute(FinalTurnsLine::new);
        FinalTurns t = GamerSamples.finalTurns(); // Red 2, Green 1, Yellow 2
        String[] shown = GuiActionRunner.execute(() -> {
            line.show(t, Colour.RED, GamerSamples::name);
            line.setSize(2000, line.heightFor(2000));
            line.doLayout();
            String wide = line.together();
            boolean eachShown = line.getComponent(1).isVisible();
            line.setSize(300, line.heightFor(300));
            line.doLayout();
            return new String[] {wide, String.valueOf(eachShown), line.together(),
                String.valueOf(line.getComponent(1).isVisible())};
        });
        assertThat(shown[0]).as("wide: a warning each").isEmpty();
        assertThat(shown[1]).isEqualTo("true");
        assertThat(shown[2]).as("narrow: one sentence, the player to move first").isEqualTo(
                "Without a Go Out or Hard Pass in their final turns, Red, Green and Yellow are eliminated.");
        assertThat(shown[3]).as("narrow: the warnings each hidden").isEqualTo("false");
        assertThat(GuiActionRunner.execute(() -> line.heightFor(300) < separately(line, 300)))
                .as("one sentence takes fewer lines than a warning each").isTrue();
    }

    /** The height of the sentence and a warning each at {@code width}, as before P484. */
    private static int separately(FinalTurnsLine line, int width) {
        int h = 0;
        for (int i = 0; i < line.getComponentCount() - 1; i++) {
            org.eternalsevens.app.look.WrapLabel l = (org.eternalsevens.app.look.WrapLabel) line.getComponent(i);
            h += l.getText().isEmpty() ? 0 : l.heightAt(width);
        }
        return h;
    }

    @Test
    void P480_R43_the_final_turns_and_their_warnings_wrap_in_a_narrow_column_never_cut() {
        FinalTurnsLine line = GuiActionRunner.execute(FinalTurnsLine::new);
        FinalTurns t = GamerSamples.finalTurns();
        int narrow = 220;
        List<String> problems = GuiActionRunner.execute(() -> {
            line.show(t, Colour.RED, GamerSamples::name);
            line.setSize(narrow, line.heightFor(narrow));
            line.doLayout();
            List<String> out = new java.util.ArrayList<>();
            int bottom = 0;
            for (Component c : line.getComponents()) {
                if (!c.isVisible()) {
                    continue;
                }
                org.eternalsevens.app.look.WrapLabel l = (org.eternalsevens.app.look.WrapLabel) c;
                java.awt.FontMetrics fm = l.getFontMetrics(l.getFont());
                List<String> lines = l.lines(l.getWidth());
                if (!String.join(" ", lines).equals(l.getText())) {
                    out.add(l.getName() + " shows " + lines + " of " + l.getText());
                }
                for (String one : lines) {
                    if (fm.stringWidth(one) > l.getWidth()) {
                        out.add(l.getName() + ": \"" + one + "\" wider than " + l.getWidth());
                    }
                }
                if (l.getHeight() < lines.size() * fm.getHeight()) {
                    out.add(l.getName() + " is " + l.getHeight() + " px high for " + lines.size() + " lines");
                }
                bottom = Math.max(bottom, l.getY() + l.getHeight());
            }
            if (bottom > line.getHeight()) {
                out.add("the labels end at " + bottom + " below the line's " + line.getHeight());
            }
            return out;
        });
        assertThat(problems).isEmpty();
        assertThat(GuiActionRunner.execute(() -> line.heightFor(narrow) > line.heightFor(2000)))
                .as("narrow, the warnings take more lines").isTrue();
    }

    @Test
    void R43_R47_the_round_summary_itemises_each_reward_shows_the_track_and_one_click_starts_round_2() {
        Track before = GamerSamples.track();
        Track after = GamerSamples.afterRound(before);
        List<RoundSummaryDialog.RoundResult> results = GamerSamples.roundResults(before);
        StartPlayer next = StartPlayer.round2(after);
        AtomicInteger started = new AtomicInteger();
        RoundSummaryDialog d = GuiActionRunner.execute(() -> new RoundSummaryDialog(null, 1, results, after, next,
                started::incrementAndGet));
        dialog = new DialogFixture(robot, d);
        dialog.show();
        dialog.focus();
        dialog.label("status-red").requireText("\u2665 R  Red was eliminated");
        dialog.label("status-blue").requireText("\u2666 B  Blue Hard Passed");
        dialog.label("status-green").requireText("\u2663 G  Green went out");
        assertThat(dialog.label("reward-red-1").text())
                .contains("Red is eliminated: 2 cards discarded face up, hearts set to 0, and 1 star.");
        dialog.label("part-red-1-1").requireText("\u2022 1 star for an elimination in round 1"); // plain, P447
        dialog.label("counted-red-1").requireText("Counted: -7 hearts, +1 star"); // P228: what moved on the track
        EarnedReward blue = results.get(1).lines().get(0).reward();
        assertThat(dialog.label("reward-blue-1").text()).contains(Said.of(blue) + ".");
        dialog.label("part-blue-1-1").requireText("\u2022 First Bonus: 1 heart");
        dialog.label("part-blue-1-2")
                .requireText("\u2022 Calm: 2 hearts \u00d7 2 blue cards = 4 hearts (the cap is 4)");
        dialog.label("counted-blue-1").requireText("Counted: +5 hearts, 0 stars");
        dialog.label("now-red").requireText("Now 0 hearts and 3 stars.");
        TrackView track = (TrackView) robot.finder().findByName(d, "track", true);
        assertThat(GuiActionRunner.execute(track::track)).isEqualTo(after);
        assertThat(next.colour()).isEqualTo(Colour.RED);
        dialog.label("startPlayer").requireText(RankWords.start(next) + ".");
        assertThat(RankWords.start(next)).startsWith("Red starts round 2: fewest hearts (0");
        press(dialog.button("startRound2"));
        dialog.requireNotVisible();
        assertThat(started.get()).isEqualTo(1);
    }

    @Test
    void R46_after_round_2_the_summary_names_no_start_player_and_goes_on_to_the_results() {
        Track before = GamerSamples.track();
        Track after = GamerSamples.afterRound(before);
        AtomicInteger next = new AtomicInteger();
        RoundSummaryDialog d = GuiActionRunner.execute(() -> new RoundSummaryDialog(null, 2,
                GamerSamples.roundResults(before), after, null, next::incrementAndGet));
        dialog = new DialogFixture(robot, d);
        dialog.show();
        dialog.focus();
        dialog.button("results").requireText("See the results");
        assertThat(robot.finder().findAll(d, c -> c.getName() != null && c.getName().startsWith("earlier-"))).isEmpty();
        assertThat(robot.finder().findAll(d, c -> "startPlayer".equals(c.getName()))).isEmpty();
        press(dialog.button("results"));
        assertThat(next.get()).isEqualTo(1);
    }

    @Test
    void R41_R47_the_summary_after_round_2_reads_the_engines_rewards_and_keeps_round_1s() {
        List<RoundSummaryDialog.RoundResult> results = GamerSamples.round2Results();
        RoundSummaryDialog.RoundResult green = results.get(2);
        assertThat(green.colour()).isEqualTo(Colour.GREEN);
        assertThat(green.status()).isEqualTo(org.eternalsevens.rules.basics.PlayerStatus.OUT);
        assertThat(green.lines()).extracting(EarnedLines.Line::round).containsExactly(2);
        assertThat(green.earlier()).extracting(EarnedLines.Line::round).containsExactly(1);
        assertThat(results.get(0).status()).as("Red did nothing in round 2 yet")
                .isEqualTo(org.eternalsevens.rules.basics.PlayerStatus.PLAYING);
        Track after = GamerSamples.afterRound(GamerSamples.track());
        RoundSummaryDialog d = GuiActionRunner.execute(() -> new RoundSummaryDialog(null, 2, results, after, null,
                () -> { }));
        dialog = new DialogFixture(robot, d);
        dialog.show();
        EarnedReward g2 = green.lines().get(0).reward();
        assertThat(dialog.label("reward-green-1").text()).contains(Said.of(g2) + ".");
        assertThat(Said.itemised(g2)).startsWith("First Bonus 1 star and 1 heart; ");
        dialog.label("part-green-1-1").requireText("\u2022 First Bonus: 1 star and 1 heart");
        EarnedReward g1 = green.earlier().get(0).reward();
        assertThat(dialog.label("earlier-green").text()).contains("Round 1: " + Said.of(g1) + " (+"
                + g1.hearts() + " hearts");
        assertThat(dialog.label("earlier-red").text()).contains("Round 1: Red is eliminated: 2 cards discarded face "
                + "up, hearts set to 0, and 1 star (-7 hearts, +1 star)");
    }

    /** The reason a place's label says, wrapped or not (its accessible name is the plain sentence). */
    private void requireSaid(String label, String sentence) {
        JLabel l = frame.label(label).target();
        assertThat(GuiActionRunner.execute(() -> l.getAccessibleContext().getAccessibleName())).isEqualTo(sentence);
    }

    @Test
    void R46_the_results_show_each_place_with_its_group_and_reason_and_the_track() {
        openFrame(() -> new GamerResultsPanel(GamerSamples.rulebookPlaces(), GamerSamples.rulebookTrack(),
                GamerSamples.bothRoundsLedger(), GamerSamples::name));
        requireSaid("place1", "1st Green: reached the target of 20 hearts alone");
        frame.label("group1").requireText("Group 1");
        frame.label("colour1").requireText("\u2663 G");
        requireSaid("place2", "2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1");
        frame.label("group2").requireText("Group 3");
        requireSaid("place3", "3rd Blue: 9 hearts like Yellow, but 1 star to Yellow's 2");
        requireSaid("place4",
                "4th Red: 4 stars, but only 2 hearts (more than 4 are needed to win on stars)");
        frame.label("group4").requireText("Group 3");
        assertThat(frame.label("group4").target().getToolTipText()).isEqualTo("most hearts");
        TrackView track = (TrackView) robot.finder().findByName(frame.target(), "track", true);
        assertThat(GuiActionRunner.execute(track::track)).isEqualTo(GamerSamples.rulebookTrack());
        JLabel groups = frame.label("groups").target();
        assertThat(GuiActionRunner.execute(groups::getText))
                .contains("Group 2: reached the star target with enough hearts");
        // R41: both rounds' rewards, itemised from the engine's values
        List<EarnedReward> both = GamerSamples.bothRounds();
        assertThat(frame.label("reward-1-1").text()).contains("Blue Hard Passes: " + Said.itemised(both.get(0))
                + " (+" + both.get(0).hearts() + " hearts");
        assertThat(frame.label("reward-1-4").text())
                .contains("Red is eliminated: 2 cards discarded face up, hearts set to 0, and 1 star (-7 hearts, "
                        + "+1 star).");
        assertThat(frame.label("reward-2-1").text()).contains("Green goes out: First Bonus 1 star and 1 heart; ");
    }
}
