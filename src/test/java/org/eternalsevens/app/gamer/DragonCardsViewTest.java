package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.app.look.TextWrap;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Dragon cards (R40): spaces, sides, cubes; the legal spaces as buttons; the cube menu; Decline (R15). */
class DragonCardsViewTest extends GuiTestBase {
    private FrameFixture window;
    private DragonCardsView view;
    private final List<DragonAction> taken = new ArrayList<>();
    private int declined;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private void open(DragonCards cards) {
        view = GuiActionRunner.execute(() -> new DragonCardsView(cards, taken::add, () -> declined++));
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("Dragon");
            fr.setContentPane(view);
            fr.pack();
            return fr;
        });
        window = new FrameFixture(robot, f);
        window.show();
        window.focus();
    }

    private void offer(DragonCards cards, boolean starBlock, boolean declinable) {
        GuiActionRunner.execute(() -> view.setOffer(DragonOffers.of(cards, starBlock), declinable));
    }

    private Component find(String name) {
        return robot.finder().find(view, c -> name.equals(c.getName()) && c.isShowing());
    }

    private String text(String name) {
        Component c = find(name);
        return GuiActionRunner.execute(() -> c instanceof JLabel l ? l.getText() : ((JButton) c).getText());
    }

    private String tip(String name) {
        JLabel l = (JLabel) find(name);
        return GuiActionRunner.execute((java.util.concurrent.Callable<String>) l::getToolTipText);
    }

    private void requireHidden(String name) {
        Component c = robot.finder().findByName(view, name, false);
        assertThat(GuiActionRunner.execute((java.util.concurrent.Callable<Boolean>) c::isShowing)).as(name).isFalse();
    }

    /** The names of the space buttons showing now. */
    private Set<String> buttons() {
        return GuiActionRunner.execute(() -> {
            Set<String> out = new TreeSet<>();
            for (Component c : robot.finder().findAll(view, k -> k instanceof JButton && k.isShowing())) {
                if (!"decline".equals(c.getName())) {
                    out.add(c.getName());
                }
            }
            return out;
        });
    }

    @Test
    void R40_without_an_offer_the_cards_show_sides_cubes_and_spent_spaces_in_words_and_no_buttons() {
        open(GamerSamples.cards());
        assertThat(buttons()).isEmpty();
        window.label("forbidden-side").requireText("Front side");
        assertThat(text("forbidden-1")).contains("3s and 8s cannot be played (Fairy)")
                .contains("The cube is here: in force");
        assertThat(text("forbidden-2")).contains("1s and 10s cannot be played (Mermaid)").doesNotContain("cube");
        assertThat(text("playable-1")).contains("place one Must Play token (Medusa)").contains("spent");
        assertThat(text("playable-2")).contains("The cube is here.");
        assertThat(text("choice-heart")).contains("Gain 1 heart").contains("Red's cube (\u2665 R) took it");
        assertThat(robot.finder().findAll(view, c -> c.getName() != null && c.getName().startsWith("cube-top-")))
                .extracting(Component::getName).containsExactlyInAnyOrder("cube-top-blue", "cube-top-green",
                        "cube-top-yellow");
        requireHidden("decline");
    }

    @Test
    void R40_the_legal_spaces_are_the_buttons_and_a_click_takes_its_action_once() {
        open(DragonCards.start());
        offer(DragonCards.start(), false, false);
        assertThat(buttons()).containsExactly("choice-apt", "choice-heart", "choice-mummy", "forbidden-1",
                "playable-1");
        assertThat(tip("forbidden-2"))
                .isEqualTo("The Forbidden cube moves down one space at a time: its next space is 1.");
        assertThat(tip("playable-3"))
                .isEqualTo("The Playable cube moves down one space at a time: its next space is 1.");
        assertThat(tip("choice-minotaur"))
                .isEqualTo("Minotaur cannot be chosen: there is no star block on the field.");
        press(window.button("forbidden-1"));
        assertThat(taken).containsExactly(new DragonAction.Forbidden());
        assertThat(buttons()).as("the offer ends with the click").isEmpty();
    }

    @Test
    void R40_a_choice_space_asks_which_colours_cube_offering_the_cubes_that_may_move() {
        open(GamerSamples.cards());
        offer(GamerSamples.cards(), true, false);
        assertThat(buttons()).contains("choice-apt", "choice-minotaur", "choice-mummy").doesNotContain("choice-heart");
        assertThat(tip("choice-heart")).startsWith("The red cube already took");
        press(window.button("choice-minotaur"));
        assertThat(GamerSamples.cubeMenu(robot)).containsExactly("cube-blue", "cube-green", "cube-yellow");
        window.menuItem("cube-green").click();
        assertThat(taken).containsExactly(new DragonAction.Choice(Colour.GREEN, ChoiceAction.MINOTAUR));
    }

    @Test
    void P349_the_cube_menu_lists_the_acting_players_cube_first_and_selects_it() {
        open(GamerSamples.cards());
        GuiActionRunner.execute(() -> view.actingPlayer(Colour.YELLOW));
        offer(GamerSamples.cards(), true, false);
        press(window.button("choice-minotaur"));
        assertThat(GamerSamples.cubeMenu(robot)).containsExactly("cube-yellow", "cube-blue", "cube-green");
        robot.pressAndReleaseKey(java.awt.event.KeyEvent.VK_ENTER);
        robot.waitForIdle();
        assertThat(taken).containsExactly(new DragonAction.Choice(Colour.YELLOW, ChoiceAction.MINOTAUR));
    }

    @Test
    void P349_a_player_without_a_cube_on_the_space_leaves_the_order_as_it_is() {
        assertThat(DragonCardsView.actorFirst(List.of(Colour.BLUE, Colour.GREEN), Colour.RED))
                .containsExactly(Colour.BLUE, Colour.GREEN);
        assertThat(DragonCardsView.actorFirst(List.of(Colour.RED, Colour.BLUE, Colour.GREEN), Colour.GREEN))
                .containsExactly(Colour.GREEN, Colour.RED, Colour.BLUE);
        assertThat(DragonCardsView.actorFirst(List.of(Colour.RED, Colour.BLUE), null))
                .containsExactly(Colour.RED, Colour.BLUE);
    }

    @Test
    void R40_the_cube_menu_works_with_the_keyboard() {
        open(DragonCards.start());
        offer(DragonCards.start(), false, false);
        press(window.button("choice-apt"));
        robot.pressAndReleaseKey(java.awt.event.KeyEvent.VK_DOWN);
        robot.pressAndReleaseKey(java.awt.event.KeyEvent.VK_ENTER);
        robot.waitForIdle();
        assertThat(taken).containsExactly(new DragonAction.Choice(Colour.BLUE, ChoiceAction.APT));
    }

    @Test
    void R40_with_one_possible_cube_a_choice_space_takes_it_at_once() {
        DragonCards three = DragonCards.start();
        three = three.take(new DragonAction.Choice(Colour.RED, ChoiceAction.APT), Colour.RED).after();
        three = three.take(new DragonAction.Choice(Colour.BLUE, ChoiceAction.HEART), Colour.BLUE).after();
        three = three.take(new DragonAction.Choice(Colour.GREEN, ChoiceAction.MUMMY), Colour.GREEN).after();
        open(three);
        offer(three, true, false);
        press(window.button("choice-minotaur"));
        assertThat(taken).containsExactly(new DragonAction.Choice(Colour.YELLOW, ChoiceAction.MINOTAUR));
    }

    @Test
    void ruling_P196_the_offers_line_keeps_its_room_when_no_offer_stands() {
        open(DragonCards.start());
        offer(DragonCards.start(), false, true);
        window.label("dragonPrompt").requireVisible();
        window.button("decline").requireVisible();
        GuiActionRunner.execute(() -> view.setCards(DragonCards.start()));
        requireHidden("dragonPrompt");
        requireHidden("decline");
        for (String name : List.of("dragonPrompt", "decline")) {
            Component c = robot.finder().findByName(view, name, false);
            int[] room = GuiActionRunner.execute(() -> {
                view.validate();
                return new int[] {c.getHeight(), c.getY() + c.getHeight(), view.getPreferredSize().height};
            });
            assertThat(room[0]).as(name + ": its line keeps its height").isGreaterThan(0);
            assertThat(room[1]).as(name + ": inside the cards' height").isLessThanOrEqualTo(room[2]);
        }
    }

    @Test
    void ruling_P204_an_offer_and_its_end_leave_the_cards_size_as_it_was() {
        open(GamerSamples.cards());
        java.awt.Dimension before = GuiActionRunner.execute(() -> view.getPreferredSize());
        offer(GamerSamples.cards(), false, true);
        java.awt.Dimension during = GuiActionRunner.execute(() -> view.getPreferredSize());
        GuiActionRunner.execute(() -> view.setCards(GamerSamples.cards()));
        java.awt.Dimension after = GuiActionRunner.execute(() -> view.getPreferredSize());
        assertThat(during.width).as("no narrower during the offer").isGreaterThanOrEqualTo(before.width);
        assertThat(during.height).as("no lower during the offer").isGreaterThanOrEqualTo(before.height);
        assertThat(after).as("after the offer, as during it: no layout of all around").isEqualTo(during);
    }

    @Test
    void R15_decline_shows_only_after_a_2_or_9_and_ends_the_offer() {
        open(DragonCards.start());
        offer(DragonCards.start(), false, false);
        requireHidden("decline");
        offer(DragonCards.start(), false, true);
        window.label("dragonPrompt").requireText("Take a Dragon action: choose a space, or Decline.");
        press(window.button("decline"));
        assertThat(declined).isEqualTo(1);
        assertThat(taken).isEmpty();
        assertThat(buttons()).isEmpty();
    }

    @Test
    void R40_a_spent_forbidden_card_says_so_and_why_no_forbidden_action_is_left() {
        open(GamerSamples.backs());
        offer(GamerSamples.backs(), false, false);
        window.label("forbidden-spent").requireText("Spent for this round");
        window.label("choice-side").requireText("Back side");
        assertThat(buttons()).noneMatch(n -> n.startsWith("forbidden"));
        for (int n = 1; n <= 4; n++) {
            assertThat(tip("forbidden-" + n)).isEqualTo("\u201cYou cannot Hard Pass\u201d stands to the end of the "
                    + "round: no Forbidden action can be taken any more.");
        }
        assertThat(text("choice-goout")).contains("Green's cube");
    }

    /** Every part below the view, in order. */
    private List<Component> parts() {
        return GuiActionRunner.execute(() -> {
            List<Component> out = new ArrayList<>();
            collect(view, out);
            return out;
        });
    }

    private static void collect(java.awt.Container c, List<Component> out) {
        for (Component k : c.getComponents()) {
            out.add(k);
            if (k instanceof java.awt.Container kc) {
                collect(kc, out);
            }
        }
    }

    @Test
    void ruling_P190_a_new_offer_or_new_cards_change_the_parts_made_once_and_parse_no_html() {
        open(DragonCards.start());
        List<Component> before = parts();
        DragonCards after = DragonCards.start().take(new DragonAction.Forbidden(), Colour.RED).after();
        offer(DragonCards.start(), false, true);
        assertThat(buttons()).contains("forbidden-1");
        GuiActionRunner.execute(() -> view.setCards(after));
        offer(after, true, false);
        assertThat(buttons()).contains("forbidden-2", "choice-minotaur").doesNotContain("forbidden-1");
        assertThat(text("forbidden-1")).contains("The cube is here: in force");
        assertThat(parts()).as("the same parts, in the same order").containsExactlyElementsOf(before);
        for (Component c : parts()) {
            String t = GuiActionRunner.execute(() -> c instanceof JLabel l ? l.getText()
                    : c instanceof JButton b ? b.getText() : null);
            assertThat(t == null || !t.startsWith("<html")).as(c.getName() + ": " + t).isTrue();
            assertThat(((javax.swing.JComponent) c).getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey))
                    .as("no HTML view on " + c.getName()).isNull();
        }
    }

    @Test
    void ruling_P191_a_space_wraps_its_words_at_the_cards_width_with_its_state_on_a_line_of_its_own() {
        JLabel probe = GuiActionRunner.execute(() -> new JLabel());
        String words = "a Hard Pass earns 1 heart per unused disc, for every colour revealed";
        String state = "\u25A0 Green's cube (\u2663 G) took it";
        int width = GuiActionRunner.execute(() -> probe.getFontMetrics(probe.getFont()).stringWidth("a Hard Pass earns"));
        List<TextWrap.Line> lines = GuiActionRunner.execute(() -> SpaceLines.wrap(probe, 4, words, state, width));
        List<String> texts = lines.stream().map(TextWrap.Line::text).toList();
        assertThat(String.join(" ", texts)).isEqualTo("4" + "a Hard Pass earns 1 heart per unused disc, for every "
                + "colour revealed " + state);
        assertThat(texts.get(0)).startsWith("4a Hard");
        assertThat(texts).as("the state starts a line").anyMatch(t -> t.startsWith("\u25A0 Green's"));
        assertThat(texts).as("the mark stays whole").noneMatch(t -> t.endsWith("(\u2663"));
        assertThat(lines.size()).as("wrapped, not one long line").isGreaterThanOrEqualTo(5);
        for (TextWrap.Line l : lines) {
            TextWrap.Run last = l.runs().get(l.runs().size() - 1);
            int end = GuiActionRunner.execute(() -> last.x() + probe.getFontMetrics(last.font()).stringWidth(last.text()));
            assertThat(end).as(l.text()).isLessThanOrEqualTo(width);
        }
    }

    @Test
    void ruling_P193_a_new_text_of_the_same_size_asks_for_no_layout_and_a_new_state_line_does() {
        DragonSpace space = GuiActionRunner.execute(() -> new DragonSpace("forbidden-1"));
        javax.swing.JPanel card = GuiActionRunner.execute(() -> {
            javax.swing.JPanel p = new javax.swing.JPanel(new net.miginfocom.swing.MigLayout("hidemode 3, wrap 1"));
            space.addTo(p);
            space.show(1, "3s and 8s cannot be played (Fairy)", "", null, "why");
            JFrame f = new JFrame("space");
            f.setContentPane(p);
            f.pack(); // displayable: a part without a peer is never valid
            return p;
        });
        Component shown = card.getComponent(0);
        java.awt.Dimension size = GuiActionRunner.execute(shown::getPreferredSize);
        GuiActionRunner.execute(() -> space.show(1, "1s and 10s cannot be played (Mermaid)", "", null, "why"));
        assertThat(GuiActionRunner.execute(shown::getPreferredSize)).isEqualTo(size);
        assertThat(GuiActionRunner.execute(shown::isValid)).as("the label").isTrue();
        assertThat(GuiActionRunner.execute(card::isValid)).as("the same size: no layout").isTrue();
        GuiActionRunner.execute(() -> space.show(1, "1s and 10s cannot be played (Mermaid)",
                "\u25A0 The cube is here.", null, null));
        assertThat(GuiActionRunner.execute(card::isValid)).as("a state line more: a layout").isFalse();
        GuiActionRunner.execute(() -> javax.swing.SwingUtilities.getWindowAncestor(card).dispose());
    }
}
