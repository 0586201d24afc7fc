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
        assertThat(window.list("stack").contents()[1]).startsWith("Blue");
        window.list("stack").selectItem(2);
        window.button("stackDown").requireDisabled();
        press(window.button("stackUp"));
        assertThat(window.list("stack").contents()[1]).startsWith("Yellow");
        window.label("place1").requireText("1st Green: reached the target of 20 hearts alone");
        window.label("group1").requireText("Group 1");
        window.label("group4").requireText("Group 3");
        window.label("place2").requireText("2nd Yellow: 9 hearts like Blue, but 2 stars to Blue's 1");
        window.label("place3").requireText("3rd Blue: 9 hearts like Yellow, but 1 star to Yellow's 2");
        window.label("place4").requireText(
                "4th Red: 4 stars, but only 2 hearts (more than 4 are needed to win on stars)");
        requireHidden("problem");

        press(window.checkBox("eliminated-green"));
        window.label("place4").requireText("4th Green: eliminated in round 2, so cannot win");
        press(window.checkBox("eliminated-green"));

        press(window.checkBox("plays-yellow"));
        window.label("place1").requireText("1st Green: 20 hearts and 0 stars");
        // three players: the targets are 21 hearts and 5 stars (R41), so Green and Red reach neither
        window.label("place3").requireText("3rd Red: 2 hearts and 4 stars");
        requireHidden("place4");
        window.spinner("hearts-yellow").requireDisabled();
        press(window.button("close"));
        window.requireNotVisible();
    }

    @Test
    void R41_hearts_beyond_the_cap_and_too_few_players_say_what_is_wrong() {
        open();
        enter("hearts-green", 21);
        window.label("problem").requireVisible()
                .requireText("Green has 21 hearts, but hearts go from 0 to 20 with 4 players.");
        requireHidden("place1");
        press(window.checkBox("plays-red"));
        requireHidden("problem");
        window.label("place1").requireText("1st Green: reached the target of 21 hearts alone");
        press(window.checkBox("plays-blue"));
        press(window.checkBox("plays-yellow"));
        window.label("problem").requireText("Tick at least two colours that play.");
    }
}
