package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Test;

/** The log: an entry shows the game at that point; "continue from here" asks first, then drops later moves. */
class LogViewTest extends AppGuiTest {
    @Test
    void clickingAnEntryShowsThatPointAndContinuingAsksFirst() throws Exception {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        click("B6");
        click("G4");

        window.list("log").clickItem(1); // just after move 1
        assertThat(GuiActionRunner.execute(() -> frame.table().shown().field().cardCount())).isEqualTo(1);
        window.label("log-where").requireText("Showing the game after move 1 of 3.");
        click("Y5"); // refused while looking back: nothing changes
        assertThat(moveCount()).isEqualTo(3);
        assertThat(message()).startsWith("You are looking back at move 1");

        press(window.button("log-continue"));
        JOptionPaneFixture question = window.optionPane();
        question.requireMessage(Pattern.compile(".*Go on from move 1\\? The 2 moves after it are dropped.*"));
        assertThat(moveCount()).as("nothing is dropped before the answer").isEqualTo(3);
        press(question.okButton());
        waitFor("the later moves to be dropped", () -> frame.table().session().moveCount() == 1);
        assertThat(moves()).containsExactly("red: play R5");
        assertThat(GuiActionRunner.execute(() -> frame.table().live())).isTrue();
        click("B4");
        assertThat(state().field().hasCard(Space.parse("B4"))).isTrue();
        assertThat(journalLines(home)).last().asString().contains("blue: play B4");
    }
}
