package org.eternalsevens.app.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.WindowScreens;
import org.eternalsevens.app.look.ScreenFit;
import org.eternalsevens.app.look.Theme;
import org.eternalsevens.app.pro.ProBoardsChooser;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.NewGame;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.setup.Setup;
import org.junit.jupiter.api.Test;

/** Issue 11 item 4: the new-game dialog offers Pro with its prepared boards, sides and round-2 rule (R51). */
class ProNewGameDialogTest extends NewGameDialogTestBase {
    private void boardsTab() {
        javax.swing.JTabbedPane tabs = window.tabbedPane("tabs").target();
        assertThat(GuiActionRunner.execute(() -> tabs.isEnabledAt(2))).as("the Eternal boards tab at Pro").isTrue();
        assertThat(GuiActionRunner.execute(() -> tabs.isEnabledAt(1))).as("no eternal decks at Pro").isFalse();
        selectTab(2);
    }

    private String showing() {
        ProBoardsChooser c = (ProBoardsChooser) robot.finder().findByName(dialog, "proBoards", false);
        return GuiActionRunner.execute(c::showingText);
    }

    private String problems() {
        return window.label("problems").text().replaceAll("<[^>]*>", " ");
    }

    @Test
    void R51_pro_offers_the_first_game_set_cut_to_the_players_and_flips_round_2_by_default() {
        open(fresh(), null);
        press(window.toggleButton("players4"));
        press(window.toggleButton("level.pro"));
        boardsTab();
        for (int n = 1; n <= 5; n++) {
            window.checkBox("board-" + n).requireSelected();
            window.toggleButton("side-" + n + "A").requireSelected();
        }
        window.checkBox("board-6").requireNotSelected();
        window.toggleButton("round2-flip").requireSelected();
        assertThat(showing()).isEqualTo("Round 1: Phoenix, Witch, Minotaur, Pegasus, Yeti; "
                + "round 2: Fairy, Vampire, Medusa, Barong, Cyclops.");
        selectTab(0);
        press(window.toggleButton("players2")); // the default set follows the number of seats
        boardsTab();
        window.checkBox("board-4").requireNotSelected();
        press(window.button("start"));
        Setup s = chosen().orElseThrow().setup();
        assertThat(s.level()).isEqualTo(Level.PRO);
        assertThat(s.pro()).isEqualTo(new ProSetup(List.of("1A", "2A", "3A"), ProSetup.Round2Sides.FLIP));
        RecordSetup rs = chosen().orElseThrow().recordSetup();
        assertThat(rs.eternalBoards()).isEqualTo(List.of("1A", "2A", "3A"));
        assertThat(rs.toSetup(content).setup().pro()).isEqualTo(s.pro());
    }

    @Test
    void P262_a_pasted_name_at_pro_is_cut_at_40_characters_and_the_game_starts_with_it() {
        open(fresh(), null);
        press(window.toggleButton("players2"));
        press(window.toggleButton("level.pro"));
        javax.swing.text.JTextComponent red = window.textBox("seat1.name").target();
        GuiActionRunner.execute(() -> {
            red.selectAll();
            red.replaceSelection("P".repeat(100)); // what a paste does
        });
        window.textBox("seat1.name").requireText("P".repeat(40));
        press(window.button("start"));
        Setup s = chosen().orElseThrow().setup();
        assertThat(s.level()).isEqualTo(Level.PRO);
        assertThat(s.nameOf(s.seats().get(0))).isEqualTo("P".repeat(40));
    }

    @Test
    void R51_P345_the_wrong_number_of_boards_disables_start_in_a_players_words_and_sides_and_same_are_kept() {
        open(fresh(), null);
        press(window.toggleButton("players2"));
        press(window.toggleButton("level.pro"));
        boardsTab();
        press(window.checkBox("board-9")); // keys, not a click a loaded Xvfb may lose (GuiTestBase.press)
        window.button("start").requireDisabled();
        // P345: in a player's words, not the record's field ("eternalBoards lists 4")
        assertThat(problems()).contains("Choose 3 Eternal boards for 2 players: one more than there are players.",
                "4 are chosen.").doesNotContain("eternalBoards");
        press(window.checkBox("board-3")); // keys, not a click a loaded Xvfb may lose (GuiTestBase.press)
        press(window.toggleButton("side-9B"));
        press(window.toggleButton("side-2B"));
        press(window.toggleButton("round2-same"));
        window.button("start").requireEnabled();
        assertThat(showing()).isEqualTo("Round 1: Phoenix, Vampire, Jinn; round 2: "
                + "Phoenix, Vampire, Jinn.");
        press(window.button("start"));
        Setup s = chosen().orElseThrow().setup();
        assertThat(s.pro()).isEqualTo(new ProSetup(List.of("1A", "2B", "9B"), ProSetup.Round2Sides.SAME));
    }

    @Test
    void R51_draw_at_random_prepares_players_plus_one_boards_each_once_and_the_same_players_game_shows_them() {
        long seed = 11;
        System.out.println("ProNewGameDialogTest seed " + seed);
        ProBoardsChooser.random = new Random(seed);
        open(fresh(), null);
        press(window.toggleButton("players3"));
        press(window.toggleButton("level.pro"));
        boardsTab();
        press(window.button("random-boards")); // keys, not a click a loaded Xvfb may lose
        window.button("start").requireEnabled();
        press(window.button("start"));
        ProSetup pro = chosen().orElseThrow().setup().pro();
        assertThat(pro.eternalBoards()).hasSize(4);
        assertThat(pro.eternalBoards().stream().map(EternalBoard::number).distinct()).hasSize(4);
        assertThat(pro.eternalBoards()).isNotEqualTo(ProSetup.defaults(3).eternalBoards());
        NewGame same = chosen().orElseThrow();
        window.cleanUp();
        open(fresh(), same); // File › New game, same players: the same boards and sides again
        boardsTab();
        for (String id : pro.eternalBoards()) {
            window.checkBox("board-" + EternalBoard.number(id)).requireSelected();
            window.toggleButton("side-" + id).requireSelected();
        }
        press(window.button("start"));
        assertThat(chosen().orElseThrow().setup().pro()).isEqualTo(pro);
    }

    @Test
    void issue8_a_dialog_that_refits_before_it_shows_stays_inside_the_screen() {
        NewGameDialog[] made = new NewGameDialog[1];
        try {
            java.awt.Rectangle[] at = GuiActionRunner.execute(() -> {
                Theme.scaleTo(250); // the largest scale: the Pro tabs are taller than a 1080-pixel screen
                GameSession pro = WindowScreens.pro(content);
                made[0] = new NewGameDialog(null, content, fresh(),
                        new NewGame(pro.setup(), org.eternalsevens.record.RecordSetup.of(pro.setup())));
                for (java.awt.Component c : WindowScreens.all(made[0].getRootPane())) {
                    if ("rollDie".equals(c.getName())) {
                        ((javax.swing.AbstractButton) c).doClick(); // a refit while not yet shown
                    }
                }
                return new java.awt.Rectangle[] {made[0].getBounds(), ScreenFit.usable(made[0])};
            });
            assertThat(at[1].contains(at[0])).as(at[0] + " inside " + at[1]).isTrue();
        } finally {
            GuiActionRunner.execute(() -> {
                if (made[0] != null) {
                    made[0].dispose();
                }
                Theme.scaleTo(100);
            });
        }
    }
}
