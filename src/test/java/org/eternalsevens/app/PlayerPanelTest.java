package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.awt.font.TextAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.panels.PlayerPanel;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.junit.jupiter.api.Test;

/**
 * The player panels (issue 8): long names end in an ellipsis and the "to move" badge stays; nothing reaches past a
 * panel's edge; an earlier position from the log does not look live (P70); hand counts and discs are large; the
 * labels are kept from move to move and a used icon is struck through with a font attribute, not HTML.
 */
class PlayerPanelTest extends AppGuiTest {
    private static final Map<String, String> LONG_NAMES = Map.of("red", "Maximilian Alexander the Third",
            "blue", "Bartholomew Longname-Smythe", "green", "Gwendolyn Featherstonehaugh", "yellow", "Yolanda");

    private void longNameGame() {
        GuiActionRunner.execute(() -> {
            RecordSetup rs = new RecordSetup("standard", List.of("red", "blue", "green", "yellow"), "red",
                    LONG_NAMES, null, null, null);
            frame.files().startNew(rs.toSetup(content()).setup(), rs);
        });
    }

    @Test
    void issue8_7_longNamesEndInAnEllipsisTheBadgeStaysAndNothingReachesPastThePanel() {
        GuiActionRunner.execute(() -> Theme.scaleTo(150));
        openWindow();
        longNameGame();
        robot.waitForIdle();

        GuiActionRunner.execute(() -> {
            JLabel name = label("player-name-red");
            // the name has the line but the badge (P510): shortened, the colour's word first, then with "…"
            String drawn = ((org.eternalsevens.app.panels.NameHeading) name).shown().text();
            assertThat(drawn).as("what the label draws").isNotEqualTo(name.getText()).startsWith("\u2665 Max");
            assertThat(drawn.endsWith("\u2026") || drawn.equals("\u2665 Maximilian Alexander the Third"))
                    .as("%s: the name whole without the colour's word, or cut with \u2026", drawn).isTrue();
            assertThat(name.getToolTipText()).contains("Maximilian Alexander the Third");
            JLabel badge = label("to-move-red");
            assertThat(badge.getText()).isEqualTo("\u25B6 to move");
            assertThat(badge.isShowing()).isTrue();
            assertThat(badge.getWidth()).as("the badge is drawn whole").isGreaterThanOrEqualTo(
                    badge.getPreferredSize().width);
            for (Colour c : List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW)) {
                PlayerPanel panel = (PlayerPanel) find("player-" + c.id());
                Rectangle inside = new Rectangle(0, 0, panel.getWidth(), panel.getHeight());
                for (Component part : parts(panel)) {
                    if (part.getWidth() == 0 && part.getHeight() == 0) {
                        continue; // an empty badge draws nothing
                    }
                    Rectangle r = SwingUtilities.convertRectangle(part.getParent(), part.getBounds(), panel);
                    assertThat(inside.contains(r)).as("%s lies inside %s's panel (%s in %s)", part.getName(),
                            c.id(), r, inside).isTrue();
                }
            }
            return null;
        });
    }

    @Test
    void ruling_P70_lookingBackThePanelsDoNotSayToMove() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        click("R5");
        click("B6");
        click("G4");
        window.label("to-move-yellow").requireText("\u25B6 to move");

        window.list("log").clickItem(1); // the game after move 1: Blue was to move

        window.label("to-move-blue").requireText("(looking back at move 1)");
        for (String c : List.of("red", "green", "yellow")) {
            window.label("to-move-" + c).requireText("");
        }
        assertThat(GuiActionRunner.execute(() -> thickBorder("blue"))).as("no panel looks live").isFalse();

        press(window.button("log-back"));
        window.label("to-move-yellow").requireText("\u25B6 to move");
        window.label("to-move-blue").requireText("");
        assertThat(GuiActionRunner.execute(() -> thickBorder("yellow"))).isTrue();
    }

    @Test
    void issue8_12_handCountsAndDiscsAreLargerThanThePanelsOtherText() {
        openWindow();
        newGame("standard", List.of("red", "blue"), "red");
        GuiActionRunner.execute(() -> {
            float text = label("status-red").getFont().getSize2D();
            for (String part : List.of("hand-red", "discs-red")) {
                JLabel l = label(part);
                assertThat(l.getFont().getSize2D()).as(part).isGreaterThanOrEqualTo(text + 2).isGreaterThanOrEqualTo(15f);
                assertThat(l.getFont().isBold()).as(part).isTrue();
            }
            return null;
        });
    }

    @Test
    void aMoveKeepsThePanelsLabelsAndStrikesAUsedIconThroughWithAFontAttribute() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        List<Component> before = GuiActionRunner.execute(() -> parts((Container) find("player-red")));

        press(window.button("pass-discard")); // Red uses the discard icon
        waitFor("the pass", () -> frame.table().session().moveCount() >= 1);

        List<Component> after = GuiActionRunner.execute(() -> parts((Container) find("player-red")));
        assertThat(after).as("the same label objects").containsExactlyElementsOf(before);
        GuiActionRunner.execute(() -> {
            int used = 0;
            for (Component c : after) {
                if (c instanceof PlayerPanel.IconLabel l) {
                    assertThat(l.getText()).doesNotStartWith("<html>");
                    Object strike = l.getFont().getAttributes().get(TextAttribute.STRIKETHROUGH);
                    assertThat(TextAttribute.STRIKETHROUGH_ON.equals(strike)).as(l.getText()).isEqualTo(l.struck());
                    used += l.struck() ? 1 : 0;
                }
            }
            assertThat(used).isEqualTo(1);
            return null;
        });
    }

    @Test
    void ruling_P206_theToMoveBadgeKeepsItsPlaceWhenItsWordsComeAndGo() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        window.label("to-move-red").requireText("\u25B6 to move");
        Rectangle shown = laidOut("red");

        click("R5");
        window.label("to-move-red").requireText("");
        Rectangle gone = laidOut("red");

        // a badge a pixel lower without its words moved the panel's children, so its kept drawing was drawn whole
        assertThat(gone).as("the badge without words, against with them").isEqualTo(shown);
    }

    @Test
    void ruling_P211_a_used_icon_is_struck_through_without_laying_out_its_panel() {
        openWindow();
        newGame("beginner", List.of("red", "blue", "green", "yellow"), "red");
        robot.waitForIdle();
        boolean[] after = GuiActionRunner.execute(() -> {
            PlayerPanel panel = (PlayerPanel) find("player-red");
            PlayerPanel.IconLabel icon = null;
            for (Component c : parts(panel)) {
                if (c instanceof PlayerPanel.IconLabel l) {
                    icon = l;
                    break;
                }
            }
            assertThat(panel.isValid()).as("the panel is laid out before").isTrue();
            java.awt.Dimension size = icon.getSize();
            icon.show(true, Theme.colour(Colour.RED));
            Object strike = icon.getFont().getAttributes().get(TextAttribute.STRIKETHROUGH);
            return new boolean[] {icon.struck(), TextAttribute.STRIKETHROUGH_ON.equals(strike), panel.isValid(),
                icon.getPreferredSize().equals(size)};
        });
        assertThat(after[0]).as("shown as used").isTrue();
        assertThat(after[1]).as("struck through").isTrue();
        assertThat(after[3]).as("the struck-through icon keeps its size").isTrue();
        // the struck-through font measures the same: a new layout of the panel would move nothing
        assertThat(after[2]).as("the panel is still laid out").isTrue();
    }

    /** The badge's place after a new layout of its panel. */
    private Rectangle laidOut(String colour) {
        return GuiActionRunner.execute(() -> {
            Container panel = (Container) find("player-" + colour);
            panel.invalidate();
            panel.validate();
            return label("to-move-" + colour).getBounds();
        });
    }

    /** Whether the panel draws the live game's thick border (its badge says "to move"). */
    private boolean thickBorder(String colour) {
        PlayerPanel p = (PlayerPanel) find("player-" + colour);
        return p.movesNow();
    }

    private JLabel label(String name) {
        return (JLabel) find(name);
    }

    private Component find(String name) {
        return find(frame.getContentPane(), name);
    }

    private static Component find(Container in, String name) {
        for (Component c : in.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container k) {
                Component f = find(k, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    /** Every component inside, depth first. */
    private static List<Component> parts(Container c) {
        List<Component> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k.isVisible()) {
                out.add(k);
                if (k instanceof Container kc) {
                    out.addAll(parts(kc));
                }
            }
        }
        return out;
    }
}
