package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import javax.swing.JButton;
import javax.swing.JFrame;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.ChoiceAction;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Dragon offer in compact form (P425): one button a legal space (R40), the cube menu, Decline (R15). */
class DragonOfferLinesTest extends GuiTestBase {
    private FrameFixture window;
    private DragonOfferLines view;
    private final List<DragonAction> taken = new ArrayList<>();
    private int declined;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private void open(DragonOffers offer, boolean declinable, Colour actor) {
        view = GuiActionRunner.execute(() -> {
            DragonOfferLines v = new DragonOfferLines(taken::add, () -> declined++);
            v.setOffer(offer, declinable, actor);
            return v;
        });
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("Offer");
            // on top, at the height it asks for: in a fixed height the FlowWrap lays out again and again (P580)
            fr.getContentPane().add(view, java.awt.BorderLayout.NORTH);
            fr.setSize(1400, 300);
            return fr;
        });
        window = new FrameFixture(robot, f);
        window.show(new java.awt.Dimension(1400, 300));
    }

    /** The names of the buttons showing, in their order. */
    private List<String> buttons() {
        return GuiActionRunner.execute(() -> robot.finder().findAll(view, c -> c instanceof JButton && c.isShowing())
                .stream().sorted(java.util.Comparator.comparingInt((Component c) -> c.getY())
                        .thenComparingInt(Component::getX)).map(Component::getName).toList());
    }

    private String text(String name) {
        return GuiActionRunner.execute(() -> ((JButton) robot.finder().find(view,
                c -> name.equals(c.getName()) && c.isShowing())).getText());
    }

    @Test
    void P425_R40_the_buttons_are_exactly_the_legal_spaces_named_as_on_the_cards_and_a_click_takes_it_once() {
        open(DragonOffers.of(DragonCards.start(), false), false, Colour.RED);
        assertThat(buttons()).containsExactly("forbidden-1", "playable-1", "choice-apt", "choice-heart",
                "choice-mummy");
        assertThat(text("forbidden-1")).contains("1").contains("3s and 8s cannot be played (Fairy)");
        assertThat(text("playable-1")).contains("place one Must Play token (Medusa)");
        assertThat(text("choice-heart")).contains("gain 1 heart");
        press(window.button("playable-1"));
        assertThat(taken).containsExactly(new DragonAction.Playable());
        assertThat(buttons()).as("the offer ends with the click").isEmpty();
    }

    @Test
    void P425_R15_decline_shows_only_where_the_played_card_may_decline_and_declines() {
        open(DragonOffers.of(DragonCards.start(), false), false, Colour.RED);
        assertThat(buttons()).doesNotContain("decline");
        GuiActionRunner.execute(() -> view.setOffer(DragonOffers.of(DragonCards.start(), false), true, Colour.RED));
        robot.waitForIdle();
        assertThat(buttons()).endsWith("decline");
        press(window.button("decline"));
        assertThat(declined).isEqualTo(1);
        assertThat(taken).isEmpty();
    }

    @Test
    void P425_P349_a_choice_space_with_several_cubes_asks_which_the_acting_players_first() {
        open(DragonOffers.of(GamerSamples.cards(), true), false, Colour.YELLOW);
        assertThat(buttons()).contains("choice-minotaur").doesNotContain("choice-heart", "playable-1");
        press(window.button("choice-minotaur"));
        assertThat(GamerSamples.cubeMenu(robot)).containsExactly("cube-yellow", "cube-blue", "cube-green");
        window.menuItem("cube-green").click();
        assertThat(taken).containsExactly(new DragonAction.Choice(Colour.GREEN, ChoiceAction.MINOTAUR));
    }

    @Test
    void P425_R73_the_pro_x_cube_moves_are_buttons_of_their_own_spaces() {
        DragonCards cards = DragonCards.start();
        List<DragonAction.Forbidden> x = List.of();
        for (int k = 0; k < 4 && x.isEmpty(); k++) { // the cube moved down until it stands on an X-system space
            cards = cards.take(new DragonAction.Forbidden(), Colour.RED).after();
            x = new DragonOffers(cards, false, true).legal().stream().filter(a -> a instanceof DragonAction.Forbidden f
                    && f.space().isPresent()).map(a -> (DragonAction.Forbidden) a).toList();
        }
        assertThat(x).as("the X-cube's moves").isNotEmpty();
        open(new DragonOffers(cards, false, true), false, Colour.RED);
        x.forEach(f -> assertThat(buttons()).contains("forbidden-" + f.space().getAsInt()));
        int n = x.get(x.size() - 1).space().getAsInt();
        press(window.button("forbidden-" + n));
        assertThat(taken).containsExactly(new DragonAction.Forbidden(OptionalInt.of(n)));
    }

    @Test
    void P425_the_form_wraps_to_the_column_so_a_narrow_column_gets_more_lines() {
        open(DragonOffers.of(DragonCards.start(), false), true, Colour.RED);
        int wide = GuiActionRunner.execute(() -> view.heightFor(3000));
        int narrow = GuiActionRunner.execute(() -> view.heightFor(500));
        assertThat(narrow).isGreaterThan(wide);
        int one = GuiActionRunner.execute(() -> robot.finder().find(view, c -> "decline".equals(c.getName()))
                .getPreferredSize().height);
        assertThat(narrow - wide).isGreaterThanOrEqualTo(one);
    }
}
