package org.eternalsevens.app.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Game › Resolve a final ranking…: entries in, the engine's R46 ranking with its reasons out. */
class RankingDialogTest extends GuiTestBase {
    private DialogFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private void open() {
        RankingDialog d = GuiActionRunner.execute(() -> new RankingDialog(null, ContentLoader.defaults().gamer()));
        window = new DialogFixture(robot, d);
        window.show();
        window.focus(); // a first click on a window that has not yet taken the focus can be lost under Xvfb
    }

    /** A label that is hidden (not showing, so the fixture's lookup by name cannot see it). */
    private void requireHidden(String name) {
        JLabel l = (JLabel) robot.finder().findByName(window.target(), name, JLabel.class, false);
        assertThat(GuiActionRunner.execute(l::isShowing)).as(name + " hidden").isFalse();
    }

    private void enter(String spinner, int value) {
        window.spinner(spinner).enterTextAndCommit(String.valueOf(value));
        window.spinner(spinner).requireValue(value);
    }

    @Test
    void R46_the_rulebooks_example_entered_by_the_table_ranks_as_printed() {
        open();
        enter("hearts-green", 20);
        enter("hearts-yellow", 9);
        enter("hearts-blue", 9);
        enter("hearts-red", 2);
        enter("stars-yellow", 2);
        enter("stars-blue", 1);
        enter("stars-red", 4);
        // Blue's heart landed on Yellow's (R41); the table puts Yellow's on top, as on its track.
        window.list("stack").requireItemCount(4);
        assertThat(window.list("stack").contents()[2]).startsWith("3. Blue");
        // selected as the list's keys would (a mouse click on a row was lost once under CI's load, P580)
        GuiActionRunner.execute(() -> window.list("stack").target().setSelectedIndex(1));
        window.list("stack").requireSelection(1);
        window.button("stackDown").requireDisabled();
        press(window.button("stackUp"));
        assertThat(window.list("stack").contents()).as("bottom first (P347)").satisfiesExactly(
                r -> assertThat(r).startsWith("1. Red"), b -> assertThat(b).startsWith("2. Blue"),
                y -> assertThat(y).startsWith("3. Yellow"), g -> assertThat(g).startsWith("4. Green"));
        window.label("stackTyped").requireText("As typed on the command line: rank \u2026 --stack red,blue,yellow,green");
        requirePlace(1, "1st Green: reached the target of 20 hearts alone");
        window.label("group1").requireText("Group 1");
        window.label("group4").requireText("Group 3");
        requirePlace(2, "2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1");
        requirePlace(3, "3rd Blue: 9 hearts like Yellow, but 1 star to Yellow's 2");
        requirePlace(4, "4th Red: 4 stars, but only 2 hearts (more than 4 are needed to win on stars)");
        requireHidden("problem");

        press(window.checkBox("eliminated-green"));
        requirePlace(4, "4th Green: eliminated in round 2, so cannot win");
        press(window.checkBox("eliminated-green"));

        press(window.checkBox("plays-yellow"));
        requirePlace(1, "1st Green: 20 hearts and 0 stars");
        // three players: the targets are 21 hearts and 5 stars (R41), so Green and Red reach neither
        requirePlace(3, "3rd Red: 2 hearts and 4 stars");
        requireHidden("place4");
        window.spinner("hearts-yellow").requireDisabled();
        press(window.button("close"));
        window.requireNotVisible();
    }

    @Test
    void R41_hearts_beyond_the_cap_and_too_few_players_say_what_is_wrong() {
        open();
        enter("hearts-green", 21);
        window.label("problem").requireVisible();
        requireSentence("problem", "Green has 21 hearts, but hearts go from 0 to 20 with 4 players.");
        requireHidden("place1");
        press(window.checkBox("plays-red"));
        requireHidden("problem");
        requirePlace(1, "1st Green: reached the target of 21 hearts alone");
        press(window.checkBox("plays-blue"));
        press(window.checkBox("plays-yellow"));
        requireSentence("problem", "Tick at least two colours that play.");
    }

    @Test
    void R41_25_hearts_and_7_stars_are_explained_as_21_is_P345() {
        open();
        enter("hearts-green", 25);
        requireSentence("problem", "Green has 25 hearts, but hearts go from 0 to 20 with 4 players.");
        requireHidden("place1");
        enter("hearts-green", 20);
        enter("stars-blue", 7);
        requireSentence("problem", "Blue has 7 stars, but stars go from 0 to 4 with 4 players.");
        enter("stars-blue", 0);
        press(window.checkBox("plays-red"));
        enter("hearts-green", 25);
        requireSentence("problem", "Green has 25 hearts, but hearts go from 0 to 21 with 3 players.");
    }

    @Test
    void R46_every_group_has_a_legend_with_the_tables_targets_P348() {
        open();
        enter("hearts-green", 20);
        enter("hearts-red", 9);
        enter("stars-red", 4);
        window.label("group1").requireText("Group 1");
        window.label("group2").requireText("Group 2");
        window.label("group3").requireText("Group 3");
        assertThat(window.label("group3").target().getToolTipText())
                .isEqualTo("Group 3: everyone else; ordered by hearts, then stars, then the lower heart.");
        String legend = window.label("legend").text();
        assertThat(legend).contains("Group 1: at the heart target of 20 hearts; ordered by stars, then the lower heart.")
                .contains("Group 2: at the star target of 4 stars with more than 4 hearts;")
                .contains("Group 3: everyone else; ordered by hearts, then stars, then the lower heart.")
                .contains("Group 4: eliminated in round 2;");
        press(window.checkBox("plays-yellow"));
        assertThat(window.label("legend").text()).as("three players: 21 hearts, 5 stars")
                .contains("heart target of 21 hearts").contains("star target of 5 stars");
    }

    @Test
    void the_dialog_keeps_its_width_whatever_the_sentences_say_P348() {
        open();
        int width = GuiActionRunner.execute(() -> window.target().getWidth());
        enter("hearts-green", 20);
        enter("hearts-yellow", 9);
        enter("hearts-blue", 9);
        enter("stars-blue", 4);
        enter("stars-yellow", 4);
        press(window.checkBox("eliminated-red"));
        requireSentence("place4", "4th Red: eliminated in round 2, so cannot win");
        enter("hearts-green", 25);
        press(window.checkBox("plays-red"));
        press(window.checkBox("plays-blue"));
        press(window.checkBox("plays-yellow"));
        enter("hearts-green", 3);
        assertThat(GuiActionRunner.execute(() -> window.target().getWidth())).isEqualTo(width);
        java.awt.Rectangle inside = GuiActionRunner.execute(() -> new java.awt.Rectangle(
                ((javax.swing.JDialog) window.target()).getContentPane().getSize()));
        for (String name : new String[] {"problem", "legend", "close"}) {
            java.awt.Component c = robot.finder().findByName(window.target(), name, false);
            java.awt.Rectangle r = GuiActionRunner.execute(() -> javax.swing.SwingUtilities.convertRectangle(
                    c.getParent(), c.getBounds(), ((javax.swing.JDialog) window.target()).getContentPane()));
            assertThat(inside.contains(r)).as(name + " in view: " + r + " in " + inside).isTrue();
        }
    }

    /** A wrapped label's sentence (its tooltip holds it whole; its HTML text wraps at one width). */
    private void requireSentence(String label, String start) {
        assertThat(GuiActionRunner.execute(() -> window.label(label).target().getToolTipText())).startsWith(start);
    }

    private void requirePlace(int place, String sentence) {
        assertThat(GuiActionRunner.execute(() -> window.label("place" + place).target().getToolTipText()))
                .isEqualTo(sentence);
    }
}
