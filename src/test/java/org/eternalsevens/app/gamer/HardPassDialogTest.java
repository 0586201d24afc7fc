package org.eternalsevens.app.gamer;

import org.eternalsevens.testkit.Said;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JComboBox;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.HardPass;
import org.eternalsevens.rules.basics.KnownOut;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.basics.Verdict;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Hard Pass hand entry (R42, R49): the tracked number of cards, the engine's refusals, the reward, Esc. */
class HardPassDialogTest extends GuiTestBase {
    private DialogFixture window;
    private HardPassDialog dialog;
    private final List<List<RevealedCard>> asked = new ArrayList<>();

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private void open(int size, int rares, Verdict may) {
        open(size, rares, may, GamerSamples.fieldWithRed3(), GamerSamples.knownBlue5());
    }

    private void open(int size, int rares, Verdict may, Field field, KnownOut known) {
        dialog = GuiActionRunner.execute(() -> new HardPassDialog(null, Colour.BLUE, "Blue", size, rares, may, field,
                known, h -> {
                    asked.add(h);
                    return GamerSamples.hardPass(Colour.BLUE, h, true);
                }));
        window = new DialogFixture(robot, dialog);
        window.show();
        window.focus();
    }

    private static Verdict allowed(int hand) {
        return HardPass.EXPERT.may(org.eternalsevens.rules.basics.Colour.BLUE, true, true, hand, false);
    }

    /** Chooses an entry with the keyboard, as a table would: focus, then type its first letter or digit. */
    private void choose(String combo, int index) {
        JComboBox<?> box = (JComboBox<?>) window.comboBox(combo).target();
        window.comboBox(combo).requireEnabled();
        GuiActionRunner.execute(() -> box.setSelectedIndex(index));
        window.comboBox(combo).requireSelection(index);
    }

    @Test
    void R42_the_entry_offers_exactly_the_tracked_cards_shows_the_reward_and_returns_the_record_notation() {
        open(2, 1, allowed(2));
        window.comboBox("kind1").requireSelection("Choose\u2026");
        window.comboBox("kind2").requireSelection("Rare card (*)");
        assertThat(robot.finder().findAll(dialog, c -> c instanceof JComboBox<?>)).hasSize(4);
        window.button("confirm").requireDisabled();
        choose("kind1", 2); // blue
        choose("number1", 4);
        window.label("reward").requireVisible();
        assertThat(window.label("reward").text()).contains("Reward: " + Said.of(GamerSamples.hardPass(Colour.BLUE,
                List.of(RevealedCard.parse("B4"), RevealedCard.RARE), true)) + ".");
        assertThat(asked.get(asked.size() - 1)).containsExactly(RevealedCard.parse("B4"), RevealedCard.RARE);
        press(window.button("confirm"));
        window.requireNotVisible();
        assertThat(dialog.result()).contains("B4 *");
    }

    @Test
    void P349_nothing_red_before_the_player_chooses_then_what_is_missing() {
        open(2, 1, allowed(2));
        javax.swing.JLabel problem = (javax.swing.JLabel) robot.finder().findByName(dialog, "problem", false);
        assertThat(GuiActionRunner.execute(() -> problem.isShowing() || !problem.getText().isEmpty()))
                .as("no red line before anything was entered").isFalse();
        window.button("confirm").requireDisabled();
        choose("kind1", 2); // blue, no number yet
        window.label("problem").requireVisible();
        assertThat(window.label("problem").text()).contains("Choose the number of card 1.");
        choose("kind1", 0); // back to "Choose…": now it is said
        assertThat(window.label("problem").text()).contains("Choose card 1.");
    }

    @Test
    void R42_the_hand_can_be_entered_with_the_keyboard_alone() {
        open(2, 1, allowed(2));
        window.comboBox("kind1").focus();
        window.comboBox("kind1").pressAndReleaseKeys(KeyEvent.VK_G);
        window.comboBox("kind1").requireSelection("Green \u2663");
        window.comboBox("kind1").pressAndReleaseKeys(KeyEvent.VK_TAB);
        window.comboBox("number1").requireFocused();
        window.comboBox("number1").pressAndReleaseKeys(KeyEvent.VK_7);
        window.comboBox("number1").requireSelection("7");
        window.button("confirm").requireEnabled();
        window.comboBox("number1").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.requireNotVisible();
        assertThat(dialog.result()).contains("G7 *");
    }

    @Test
    void R49_a_card_on_the_field_or_known_to_be_out_is_refused_with_the_engines_reason() {
        open(2, 1, allowed(2));
        choose("kind1", 1); // red
        choose("number1", 3);
        assertThat(window.label("problem").text()).contains("Red 3 is already on the field.");
        window.button("confirm").requireDisabled();
        choose("kind1", 2);
        choose("number1", 5);
        assertThat(window.label("problem").text())
                .contains("Blue 5 was revealed in an earlier Hard Pass and is out of play this round.");
        window.button("confirm").requireDisabled();
        javax.swing.JLabel reward = (javax.swing.JLabel) robot.finder().findByName(dialog, "reward", false);
        assertThat(GuiActionRunner.execute(() -> reward.isShowing() || !reward.getText().isEmpty())).isFalse();
    }

    @Test
    void R42_the_rare_cards_must_match_the_tracked_count_and_P_may_repeat() {
        open(2, 1, allowed(2));
        choose("kind1", 5); // purple
        choose("kind2", 5);
        window.comboBox("number2").requireDisabled();
        assertThat(window.label("problem").text()).contains("Blue holds 1 rare card, but the revealed hand lists 0.");
        choose("kind2", 6);
        window.button("confirm").requireEnabled();
        press(window.button("confirm"));
        assertThat(dialog.result()).contains("P *");
    }

    @Test
    void R42_when_a_hard_pass_is_not_allowed_the_entry_says_why_and_nothing_can_be_confirmed() {
        open(3, 0, allowed(3));
        assertThat(window.label("problem").text())
                .contains("Blue holds three cards: a Hard Pass needs two cards or fewer.");
        window.comboBox("kind1").requireDisabled();
        window.button("confirm").requireDisabled();
        press(window.button("cancel"));
        window.requireNotVisible();
        assertThat(dialog.result()).isEmpty();
    }

    @Test
    void R42_an_empty_hand_reveals_nothing_and_escape_closes_without_a_result() {
        open(0, 0, allowed(0));
        window.button("confirm").requireEnabled();
        window.label("reward").requireVisible();
        window.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        window.requireNotVisible();
        assertThat(dialog.result()).isEmpty();
        open(0, 0, allowed(0), Field.EMPTY, KnownOut.NONE);
        press(window.button("confirm"));
        assertThat(dialog.result()).contains("");
    }
}
