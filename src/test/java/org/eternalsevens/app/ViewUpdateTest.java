package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.look.Paragraph;
import org.eternalsevens.app.look.WrappedLine;
import org.eternalsevens.app.prompt.AnswerButton;

/**
 * Issue 8 item 5: the prompt, the action bar and the eternals rebuild nothing when what they show did not change
 * (the same button instances stay), and show the new options and texts when it did (P71).
 */
class ViewUpdateTest extends AppGuiTest {
    private static final List<String> FOUR = List.of("red", "blue", "green", "yellow");

    /** The names of the prompt's answer buttons, in order. */
    private List<String> answerNames() {
        return GuiActionRunner.execute(() -> {
            List<String> out = new ArrayList<>();
            for (Component c : WindowScreens.all(frame.getRootPane())) {
                if (c instanceof JButton && c.getName() != null && c.getName().startsWith("reveal-")
                        && c.isShowing()) {
                    out.add(c.getName());
                }
            }
            return out;
        });
    }

    private void refresh() {
        GuiActionRunner.execute(() -> frame.table().refresh());
        robot.waitForIdle();
    }

    @Test
    void ruling_P195_theRevealAnswersArePlainTextWithTheirEffectNotHtml() {
        openWindow();
        newGame("standard", FOUR, "red");
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass eternal"));
        robot.waitForIdle();
        List<String> names = answerNames();
        assertThat(names).contains("reveal-kraken");
        for (String name : names) {
            Component c = named(name);
            assertThat(c).as(name).isInstanceOf(AnswerButton.class);
            AnswerButton b = (AnswerButton) c;
            assertThat(b.getText()).as(name + ": no HTML to parse").doesNotContain("<html>");
            assertThat(GuiActionRunner.execute(b::words)).as(name + ": its title and effect")
                    .startsWith(name.substring("reveal-".length(), "reveal-".length() + 1).toUpperCase())
                    .hasSizeGreaterThan(30);
            assertThat(b.getAccessibleContext().getAccessibleName()).isEqualTo(GuiActionRunner.execute(b::words)
                    .replaceFirst(" ", ". "));
        }
        assertThat(GuiActionRunner.execute(() -> ((AnswerButton) named("reveal-kraken")).words()))
                .isEqualTo("Kraken No one may discard cards from their hand.");
    }

    @Test
    void ruling_P71_anUnchangedRevealPromptKeepsItsButtonsAndAChangedOneShowsTheNewOptions() {
        openWindow();
        newGame("standard", FOUR, "red");
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass discard+1"));
        GuiActionRunner.execute(() -> frame.table().sendTyped("blue: pass rare+1"));
        GuiActionRunner.execute(() -> frame.table().sendTyped("green: pass eternal+1"));
        robot.waitForIdle();
        Component kraken = named("reveal-kraken");
        List<String> before = answerNames();
        assertThat(before).contains("reveal-kraken").hasSizeGreaterThan(2);
        refresh();
        assertThat(named("reveal-kraken")).as("the same prompt again: the same button").isSameAs(kraken);
        assertThat(answerNames()).isEqualTo(before);

        press(window.button("reveal-kraken"));
        robot.waitForIdle();
        assertThat(moves()).last().isEqualTo("green: reveal kraken");
        assertThat(answerNames()).as("the reveal is answered: no answers shown").isEmpty();
        assertThat(((Paragraph) named("active-eternal")).text()).contains("Kraken");
        assertThat(((Paragraph) named("continuous-deck")).text()).doesNotContain("Kraken");
        assertThat(GuiActionRunner.execute(() -> named("answers").isVisible())).isFalse();
    }

    @Test
    void ruling_P71_P75_theActionBarKeepsItsButtonsAndShowsTheNextPlayersIconsOnThemAfterAMove() {
        openWindow();
        newGame("standard", FOUR, "red");
        robot.waitForIdle();
        Component end = named("end-turn");
        List<Component> passes = passButtons();
        assertThat(passes).isNotEmpty();
        refresh();
        assertThat(passButtons()).as("nothing changed: the same buttons").containsExactlyElementsOf(passes);
        assertThat(named("end-turn")).isSameAs(end);
        assertThat(((JLabel) named("actions-who")).getText()).contains("Red");

        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass discard+1"));
        robot.waitForIdle();
        assertThat(((JLabel) named("actions-who")).getText()).as("Blue's turn now").contains("Blue");
        List<Component> after = passButtons();
        // P75: the pass buttons are kept from turn to turn and show the next player's icons
        assertThat(after).isNotEmpty().allMatch(passes::contains);
        org.eternalsevens.rules.GameState s = GuiActionRunner.execute(() -> frame.table().shown());
        List<String> want = new ArrayList<>();
        List<org.eternalsevens.rules.board.PassIcon> icons = s.setup().board(s.toMove()).icons();
        for (int i = 0; i < icons.size(); i++) {
            if (!s.player(s.toMove()).iconUsed(i)) {
                want.add("pass-" + icons.get(i).label());
            }
        }
        assertThat(GuiActionRunner.execute(() -> after.stream().map(Component::getName).toList()))
                .as("Blue's unused icons, in order").isEqualTo(want);
    }

    private List<Component> passButtons() {
        return GuiActionRunner.execute(() -> {
            List<Component> out = new ArrayList<>();
            for (Component c : WindowScreens.all(frame.getRootPane())) {
                if (c instanceof JButton && c.getName() != null && c.getName().startsWith("pass-") && c.isShowing()) {
                    out.add(c);
                }
            }
            return out;
        });
    }

    @Test
    void ruling_P72_aNewTopLineChangesItsTextWithoutInvalidatingTheWindow() {
        openWindow();
        newGame("standard", FOUR, "red");
        robot.waitForIdle();
        WrappedLine question = (WrappedLine) named("question");
        boolean valid = GuiActionRunner.execute(() -> {
            frame.getRootPane().validate();
            question.setText("Blue to move: a sentence the line has never said before.");
            return frame.getRootPane().isValid() && question.isValid();
        });
        assertThat(valid).as("the top line keeps its height: no layout of the window for its new text").isTrue();
        assertThat(GuiActionRunner.execute(question::getText)).startsWith("Blue to move");
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass discard+1"));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(question::getText)).as("the next update says the new player")
                .contains("Blue").doesNotContain("never said");
    }
}
