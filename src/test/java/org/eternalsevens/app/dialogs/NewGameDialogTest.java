package org.eternalsevens.app.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import org.eternalsevens.app.session.NewGame;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.InstantEternal;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;

class NewGameDialogTest extends NewGameDialogTestBase {
    @Test
    void first_time_defaults_give_a_valid_game_in_one_click() {
        open(fresh(), null);
        window.button("start").requireEnabled();
        press(window.button("start"));
        Setup s = chosen().orElseThrow().setup();
        assertThat(s.level()).isEqualTo(Level.BEGINNER);
        assertThat(s.seats()).containsExactly(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);
        assertThat(s.start()).isEqualTo(Colour.RED);
        assertThat(s.instant()).isEqualTo(content.level(Level.BEGINNER).defaultInstant());
        assertThat(chosen().orElseThrow().recordSetup().toSetup(content).ok()).isTrue();
    }

    @Test
    void ruling_R31_an_illegal_deck_disables_start_and_shows_the_reason() {
        open(fresh(), null);
        selectTab(1);
        tick("decks.defaults", false);
        window.button("start").requireEnabled();
        tick("instant.ghost", false);
        window.button("start").requireDisabled();
        assertThat(window.label("problems").text()).contains("instant deck must hold 8 to 10 eternals, not 7");
        tick("instant.king", true);
        window.button("start").requireEnabled();
        press(window.button("start"));
        assertThat(chosen().orElseThrow().setup().instant()).contains(InstantEternal.KING)
                .doesNotContain(InstantEternal.GHOST);
    }

    @Test
    void ruling_R31_beginner_offers_only_its_own_eternals() {
        open(fresh(), null);
        selectTab(1);
        GuiActionRunner.execute(() -> dialog.pack());
        assertThat(GuiActionRunner.execute(() -> dialog.isShowingCheckBox("instant.kappa"))).isFalse();
        assertThat(GuiActionRunner.execute(() -> dialog.isShowingCheckBox("continuous.medusa"))).isFalse();
        selectTab(0);
        press(window.toggleButton("level.standard"));
        selectTab(1);
        assertThat(GuiActionRunner.execute(() -> dialog.isShowingCheckBox("instant.kappa"))).isTrue();
        assertThat(GuiActionRunner.execute(() -> dialog.isShowingCheckBox("continuous.medusa"))).isTrue();
    }

    @Test
    void the_die_picks_a_seated_colour() {
        NewGameDialog.die = new Random(7);
        System.out.println("die seed 7");
        open(fresh(), null);
        press(window.toggleButton("players2"));
        for (int i = 0; i < 12; i++) {
            press(window.button("rollDie"));
            Colour start = GuiActionRunner.execute(() -> dialog.startColour());
            assertThat(start).isIn(Colour.RED, Colour.BLUE);
            assertThat(window.label("dieResult").text()).contains(start.title());
        }
        press(window.button("start"));
        assertThat(chosen().orElseThrow().setup().seats()).containsExactly(Colour.RED, Colour.BLUE);
    }

    @Test
    void two_players_at_standard_with_chosen_names_boards_and_seat_order() {
        open(fresh(), null);
        press(window.toggleButton("players2"));
        press(window.toggleButton("level.standard"));
        window.textBox("seat1.name").enterText("Ann");
        window.textBox("seat2.name").enterText("Ben");
        window.comboBox("seat2.colour").selectItem(3);
        window.comboBox("seat1.board").selectItem("Green"); // shown capitalised (issue 8, defect 12)
        press(window.button("seat1.down"));
        press(window.radioButton("seat2.start"));
        press(window.button("start"));
        Setup s = chosen().orElseThrow().setup();
        assertThat(s.level()).isEqualTo(Level.STANDARD);
        assertThat(s.seats()).containsExactly(Colour.YELLOW, Colour.RED);
        assertThat(s.start()).isEqualTo(Colour.RED);
        assertThat(s.nameOf(Colour.RED)).isEqualTo("Ann");
        assertThat(s.nameOf(Colour.YELLOW)).isEqualTo("Ben");
        assertThat(s.boardNames().get(Colour.RED)).isEqualTo("green");
        assertThat(s.instant()).isEqualTo(content.level(Level.STANDARD).defaultInstantTwoPlayer());
    }

    @Test
    void picking_a_colour_another_seat_holds_swaps_the_two() {
        open(fresh(), null);
        window.comboBox("seat1.colour").selectItem(2);
        window.button("start").requireEnabled();
        press(window.button("start"));
        assertThat(chosen().orElseThrow().setup().seats())
                .containsExactly(Colour.GREEN, Colour.BLUE, Colour.RED, Colour.YELLOW);
    }

    @Test
    void the_last_choices_are_remembered() {
        Settings prefs = fresh();
        open(prefs, null);
        press(window.toggleButton("players3"));
        press(window.toggleButton("level.standard"));
        window.textBox("seat1.name").enterText("Ann");
        press(window.button("start"));
        assertThat(chosen()).isPresent();
        Settings again = Settings.load(prefs.file());
        assertThat(again.level()).isEqualTo(Level.STANDARD);
        assertThat(again.seats()).containsExactly(Colour.RED, Colour.BLUE, Colour.GREEN);
        assertThat(again.name(Colour.RED)).isEqualTo("Ann");
    }

    @Test
    void a_new_game_with_the_same_players_keeps_seats_names_level_and_decks() {
        List<String> instant = List.of("phoenix", "mummy", "skeleton", "kyubi", "barong", "minotaur", "king",
                "kappa", "yeti");
        Setup before = SetupCheck.check(content, Level.STANDARD,
                new java.util.ArrayList<>(List.of(Colour.GREEN, Colour.RED, Colour.YELLOW)), Colour.YELLOW,
                Map.of(Colour.GREEN, "Gil", Colour.RED, "Ria"), instant, null, null).setup();
        open(fresh(), new NewGame(before, RecordSetup.of(before)));
        window.textBox("seat1.name").requireText("Gil");
        window.toggleButton("players3").requireSelected();
        window.button("start").requireEnabled();
        press(window.button("start"));
        Setup s = chosen().orElseThrow().setup();
        assertThat(s.seats()).containsExactly(Colour.GREEN, Colour.RED, Colour.YELLOW);
        assertThat(s.level()).isEqualTo(Level.STANDARD);
        assertThat(s.start()).isEqualTo(Colour.YELLOW);
        assertThat(s.nameOf(Colour.RED)).isEqualTo("Ria");
        assertThat(s.instant()).isEqualTo(before.instant());
    }

    @Test
    void P262_a_typed_or_pasted_name_is_cut_at_40_characters_and_the_game_starts_with_it() {
        Settings prefs = fresh();
        prefs.name(Colour.GREEN, "g".repeat(100)); // remembered by an older version
        open(prefs, null);
        String typed = "Ann".repeat(33) + "A"; // 100 characters
        window.textBox("seat1.name").deleteText().enterText(typed);
        window.textBox("seat1.name").requireText(typed.substring(0, 40));
        javax.swing.text.JTextComponent blue = window.textBox("seat2.name").target();
        GuiActionRunner.execute(() -> {
            blue.setText("Ben");
            blue.selectAll();
            blue.replaceSelection("b".repeat(100)); // what a paste does
        });
        window.textBox("seat2.name").requireText("b".repeat(40));
        GuiActionRunner.execute(() -> {
            blue.setCaretPosition(0);
            blue.replaceSelection("More"); // no room left: nothing goes in
        });
        window.textBox("seat2.name").requireText("b".repeat(40));
        window.textBox("seat3.name").requireText("g".repeat(40));
        press(window.button("start"));
        Setup s = chosen().orElseThrow().setup();
        assertThat(s.nameOf(Colour.RED)).isEqualTo(typed.substring(0, 40));
        assertThat(s.nameOf(Colour.BLUE)).isEqualTo("b".repeat(40));
        assertThat(chosen().orElseThrow().recordSetup().names()).containsEntry("red", typed.substring(0, 40))
                .containsEntry("green", "g".repeat(40));
    }

    @Test
    void P345_changing_the_players_keeps_the_chosen_level() {
        open(fresh(), null);
        for (String level : new String[] {"level.standard", "level.expert", "level.pro", "level.beginner"}) {
            press(window.toggleButton(level));
            for (String players : new String[] {"players2", "players4", "players3"}) {
                press(window.toggleButton(players));
                window.toggleButton(level).requireSelected();
            }
        }
        press(window.toggleButton("level.expert"));
        press(window.toggleButton("players2"));
        press(window.button("start"));
        assertThat(chosen().orElseThrow().setup().level()).isEqualTo(Level.EXPERT);
        assertThat(chosen().orElseThrow().setup().seats()).hasSize(2);
    }

    @Test
    void P345_the_dialog_keeps_its_size_and_place_whatever_the_level_players_or_warning() {
        open(fresh(), null);
        java.awt.Rectangle at = GuiActionRunner.execute(() -> dialog.getBounds());
        java.awt.Point start = GuiActionRunner.execute(() -> window.button("start").target().getLocationOnScreen());
        java.awt.Point cancel = GuiActionRunner.execute(() -> window.button("cancel").target().getLocationOnScreen());
        for (String click : new String[] {"level.pro", "players2", "level.expert", "players3", "level.standard",
            "players4", "level.beginner", "players2", "rollDie", "level.pro"}) {
            if (click.equals("rollDie")) {
                press(window.button(click));
            } else {
                press(window.toggleButton(click));
            }
            assertThat(GuiActionRunner.execute(() -> dialog.getBounds())).as("after " + click).isEqualTo(at);
            assertThat(GuiActionRunner.execute(() -> window.button("start").target().getLocationOnScreen()))
                    .as("Start after " + click).isEqualTo(start);
            assertThat(GuiActionRunner.execute(() -> window.button("cancel").target().getLocationOnScreen()))
                    .as("Cancel after " + click).isEqualTo(cancel);
        }
        // a warning comes (Pro with a board too many) and goes: nothing moves
        GuiActionRunner.execute(() -> window.tabbedPane("tabs").target().setSelectedIndex(2));
        press(window.checkBox("board-9")); // keys, not a click a loaded Xvfb may lose (GuiTestBase.press)
        window.button("start").requireDisabled();
        assertThat(window.label("problems").text()).contains("Choose 3 Eternal boards for 2 players");
        assertThat(GuiActionRunner.execute(() -> dialog.getBounds())).as("with a warning").isEqualTo(at);
        press(window.checkBox("board-9")); // keys, not a click a loaded Xvfb may lose (GuiTestBase.press)
        window.button("start").requireEnabled();
        assertThat(GuiActionRunner.execute(() -> dialog.getBounds())).as("the warning gone").isEqualTo(at);
        assertThat(GuiActionRunner.execute(() -> window.button("cancel").target().getLocationOnScreen()))
                .isEqualTo(cancel);
    }

    @Test
    void cancel_gives_no_game() {
        open(fresh(), null);
        press(window.button("cancel"));
        assertThat(chosen()).isEmpty();
        assertThat(List.of(Colour.values())).hasSize(4);
    }

    /**
     * Ticks or clears a box as a click does (its listeners hear the same action), without the robot: a robot click
     * on the decks tab was lost now and then in CI, with the box left as it was.
     */
    private void tick(String name, boolean on) {
        javax.swing.JCheckBox box = window.checkBox(name).target();
        GuiActionRunner.execute(() -> {
            if (box.isSelected() != on) {
                box.doClick();
            }
        });
        window.robot().waitForIdle();
        window.checkBox(name).requireSelected(on);
    }
}
