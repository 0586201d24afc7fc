package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.UIManager;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.dialogs.NewGameSeats;
import org.eternalsevens.app.look.Paragraph;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.look.WrappedLine;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Space;

/** Issue 8: the defects seen in the table window, each with the test that would have caught it. */
class TableWindowTest extends AppGuiTest {
    private static final List<String> FOUR = List.of("red", "blue", "green", "yellow");

    private Rectangle fieldOnScreen() {
        return GuiActionRunner.execute(() -> {
            Rectangle r = frame.field().boundsOf(Space.parse("R1"));
            java.awt.Point p = frame.field().getLocationOnScreen();
            return new Rectangle(p.x + r.x, p.y + r.y, r.width, r.height);
        });
    }

    @Test
    void defect_3_the_field_stays_put_when_a_reveal_prompt_opens_and_when_a_move_is_refused() {
        openWindow();
        newGame("standard", FOUR, "red");
        Rectangle before = fieldOnScreen();
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass discard+1"));
        GuiActionRunner.execute(() -> frame.table().sendTyped("blue: pass rare+1"));
        GuiActionRunner.execute(() -> frame.table().sendTyped("green: pass eternal+1"));
        robot.waitForIdle();
        window.button("reveal-kraken").requireVisible();
        assertThat(fieldOnScreen()).as("with the reveal's nine answers open").isEqualTo(before);
        click("Y5"); // refused: the reveal comes first; a reason in the message line
        assertThat(message()).isNotEmpty();
        robot.waitForIdle();
        assertThat(fieldOnScreen()).as("with a refusal shown").isEqualTo(before);
    }

    @Test
    void defect_5_a_theme_switch_recolours_the_top_line_and_the_names_at_once() {
        openWindow();
        newGame("beginner", FOUR, "red");
        GuiActionRunner.execute(() -> Theme.switchTo(true));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            WrappedLine q = (WrappedLine) named("question");
            assertThat(q.shownColour()).isEqualTo(Theme.colour(Colour.RED));
            JLabel name = (JLabel) named("player-name-blue");
            assertThat(name.getForeground()).isEqualTo(Theme.colour(Colour.BLUE));
            assertThat(WindowScreens.ratio(name.getForeground(), UIManager.getColor("Panel.background")))
                    .isGreaterThanOrEqualTo(4.5);
            return null;
        });
        GuiActionRunner.execute(() -> Theme.switchTo(false));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            assertThat(((JLabel) named("player-name-blue")).getForeground()).isEqualTo(Theme.colour(Colour.BLUE));
            return null;
        });
    }

    @Test
    void defect_6_a_refusal_reads_at_4_5_to_1_in_both_themes() {
        openWindow();
        newGame("beginner", FOUR, "red");
        click("R1");
        for (boolean dark : new boolean[] {false, true}) {
            GuiActionRunner.execute(() -> Theme.switchTo(dark));
            robot.waitForIdle();
            GuiActionRunner.execute(() -> {
                WrappedLine reason = (WrappedLine) named("reason");
                assertThat(reason.shownColour()).isEqualTo(Theme.refusal());
                assertThat(WindowScreens.ratio(reason.shownColour(), UIManager.getColor("Panel.background")))
                        .as("dark " + dark).isGreaterThanOrEqualTo(4.5);
                return null;
            });
        }
        GuiActionRunner.execute(() -> Theme.switchTo(false));
    }

    @Test
    void defect_7_a_long_name_never_pushes_the_pass_buttons_out_of_sight() {
        openWindow();
        newGame("beginner", FOUR, "red");
        int shortName = GuiActionRunner.execute(() -> named("pass-rare").getLocationOnScreen().x);
        GuiActionRunner.execute(() -> {
            org.eternalsevens.record.RecordSetup rs = new org.eternalsevens.record.RecordSetup("beginner", FOUR, "red",
                    java.util.Map.of("red", "Alexandra-Marguerite von Hohenzollern-Sigmaringen"), null, null, null);
            frame.files().startNew(rs.toSetup(content()).setup(), rs);
        });
        robot.waitForIdle();
        int longName = GuiActionRunner.execute(() -> named("pass-rare").getLocationOnScreen().x);
        assertThat(longName).isEqualTo(shortName);
        GuiActionRunner.execute(() -> {
            Component b = named("eliminate");
            WindowScreens.whole(b, new Rectangle(0, 0, b.getWidth(), b.getHeight()), "eliminate", problems);
            return null;
        });
        assertThat(problems).isEmpty();
    }

    private final List<String> problems = new ArrayList<>();

    @Test
    void defect_8_saved_to_is_a_note_and_goes_with_the_next_game() throws Exception {
        openWindow();
        newGame("beginner", FOUR, "red");
        click("R5");
        java.nio.file.Path file = home.resolve("kept.json");
        GuiActionRunner.execute(() -> frame.files().saveTo(file));
        assertThat(message()).startsWith("Saved to ");
        GuiActionRunner.execute(() -> {
            assertThat(((WrappedLine) named("reason")).shownColour()).isEqualTo(UIManager.getColor("Label.foreground"));
            return null;
        });
        newGame("beginner", FOUR, "blue");
        assertThat(message()).isEmpty();
    }

    @Test
    void defect_8_after_continue_from_here_the_command_box_hint_goes() {
        openWindow();
        newGame("beginner", FOUR, "red");
        click("R5");
        click("B6");
        GuiActionRunner.execute(() -> frame.table().view(1));
        window.textBox("command").enterText("green: play G4\n");
        window.label("command-error").requireText(java.util.regex.Pattern.compile(".*looking back at move 1.*"));
        GuiActionRunner.execute(() -> frame.table().continueHere());
        robot.waitForIdle();
        window.label("command-error").requireText(" ");
    }

    @Test
    void defect_8_the_must_play_instruction_is_said_once_and_not_as_a_refusal() {
        openWindow();
        newGame("standard", FOUR, "red");
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass discard+1"));
        press(window.button("pass-mustplay+1"));
        robot.waitForIdle();
        assertThat(message()).isEmpty();
        assertThat(GuiActionRunner.execute(() -> ((WrappedLine) named("question")).getText()))
                .contains("click an empty space for the Must Play token").contains("Esc");
    }

    @Test
    void P65_ctrl_z_while_looking_back_is_refused_with_a_message_and_keeps_the_view() {
        openWindow();
        newGame("beginner", FOUR, "red");
        click("R5");
        click("B6");
        GuiActionRunner.execute(() -> frame.table().view(1));
        GuiActionRunner.execute(() -> frame.field().requestFocusInWindow());
        robot.waitForIdle();
        window.pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_Z)
                .modifiers(java.awt.event.InputEvent.CTRL_MASK)); // as FieldClicksTest: AssertJ Swing's old-style mask
        robot.waitForIdle();
        assertThat(moveCount()).isEqualTo(2);
        assertThat(GuiActionRunner.execute(() -> frame.table().live())).isFalse();
        assertThat(message()).startsWith("You are looking back at move 1: Undo works on the game itself");
    }

    @Test
    void defect_11_after_the_end_the_turn_buttons_go_and_the_game_is_over_is_said_once() {
        openWindow();
        newGame("beginner", FOUR, "red");
        GuiActionRunner.execute(() -> {
            for (String m : List.of("table: fix stars blue 2", "table: fix hand green 0", "table: fix discs red 0")) {
                frame.table().sendTyped(m);
            }
            return null;
        });
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: eliminated"));
        robot.waitForIdle();
        // the results dialog opens by itself: close it
        press(window.dialog().button("close"));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            assertThat(named("end-turn").isShowing()).isFalse();
            assertThat(named("eliminate").isShowing()).isFalse();
            int said = 0;
            for (Component c : WindowScreens.all(frame.getRootPane())) {
                if (c instanceof JLabel l && c.isShowing() && "The game is over.".equals(l.getText())) {
                    said++;
                }
            }
            assertThat(said).isEqualTo(1);
            return null;
        });
    }

    @Test
    void defect_12_the_top_line_is_larger_and_counts_keep_their_words() {
        openWindow();
        newGame("beginner", FOUR, "red");
        GuiActionRunner.execute(() -> {
            int label = UIManager.getFont("Label.font").getSize();
            assertThat(named("question").getFont().getSize()).isGreaterThanOrEqualTo(label + 5);
            assertThat(((Paragraph) named("supply")).text()).contains("0\u00A0face\u00A0up");
            return null;
        });
        assertThat(NewGameSeats.boardTitle("red")).isEqualTo("Red");
    }

    @Test
    void P68_the_turn_order_shows_who_plays_after_whom() {
        openWindow();
        newGame("beginner", FOUR, "green");
        assertThat(GuiActionRunner.execute(() -> ((WrappedLine) named("turn-order")).getText()))
                .isEqualTo("Turn order: \u25B6 Green, then Yellow, Red, Blue");
    }

    @Test
    void a_player_panel_menu_makes_the_tables_corrections() {
        openWindow();
        newGame("beginner", FOUR, "red");
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass rare"));
        GuiActionRunner.execute(() -> {
            JComponent red = (JComponent) named("player-red");
            javax.swing.JPopupMenu menu = red.getComponentPopupMenu();
            menu.show(red, 10, 10);
            javax.swing.JMenu to = (javax.swing.JMenu) WindowScreens.all(menu).stream()
                    .filter(c -> "rare-to-red".equals(c.getName())).findFirst().orElseThrow();
            JMenuItem rare = (JMenuItem) java.util.Arrays.stream(to.getMenuComponents())
                    .filter(c -> "rare-red-blue".equals(c.getName())).findFirst().orElseThrow();
            menu.setVisible(false);
            rare.doClick();
            return null;
        });
        assertThat(moves()).last().isEqualTo("table: rare red>blue");
        GuiActionRunner.execute(() -> {
            JComponent blue = (JComponent) named("player-blue");
            javax.swing.JPopupMenu menu = blue.getComponentPopupMenu();
            menu.show(blue, 10, 10);
            JMenuItem hand = (JMenuItem) WindowScreens.all(menu).stream()
                    .filter(c -> "fix-hand-blue".equals(c.getName())).findFirst().orElseThrow();
            menu.setVisible(false);
            javax.swing.SwingUtilities.invokeLater(hand::doClick);
            return null;
        });
        JOptionPaneFixture ask = window.optionPane();
        ask.spinner("hand-size").select(7);
        press(ask.okButton());
        waitFor("the correction", () -> frame.table().session().moves().size() == 3);
        assertThat(moves()).last().isEqualTo("table: fix hand blue 7");
    }

    @Test
    void the_edit_menu_names_the_move_undo_takes_back() {
        openWindow();
        newGame("beginner", FOUR, "red");
        click("R5");
        window.menuItemWithPath("Edit").click();
        assertThat(window.menuItem("menu-undo").target().getText()).isEqualTo("Undo: " + org.eternalsevens.app.look.Theme.symbol(org.eternalsevens.rules.basics.Colour.RED)
                + " Red played red 5 on R5"); // the log's words, with the colour's symbol (P357)
        assertThat(window.menuItem("menu-redo").target().getText()).isEqualTo("Redo");
    }
}
