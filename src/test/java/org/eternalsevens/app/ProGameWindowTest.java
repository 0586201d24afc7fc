package org.eternalsevens.app;

import org.eternalsevens.words.RankWords;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import javax.swing.JButton;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JButtonFixture;
import org.eternalsevens.app.gamer.GamerFlow;
import org.eternalsevens.app.pro.BoardWords;
import org.eternalsevens.record.Notation;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.board.EternalBoard;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.PassArgs;
import org.eternalsevens.rules.basics.Pending;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.board.ProSetup;
import org.eternalsevens.rules.basics.Space;
import org.junit.jupiter.api.Test;
import org.eternalsevens.app.pro.ProPassChoices;

/**
 * Issue 11 item 4, the GUI test: a whole two-round Pro game in the window, from the new-game dialog (Pro, the
 * prepared boards and their sides picked by clicks) to the results. The choosing of both rounds by clicks on the
 * boards on offer; each board on its player's panel; Dragon actions by clicks on the Dragon cards; a Pro pass
 * prompt (mustplay2, take, declare) by clicks whenever the engine offers one; other moves through the typed-move
 * path, picked from {@code LegalMoves.of} with a printed seed.
 */
class ProGameWindowTest extends AppGuiTest {
    @Test
    void R52_R53_R54_wholeTwoRoundProGame_choosingByClicksInBothRounds_toTheResults() {
        long seed = 7;
        System.out.println("ProGameWindowTest seed " + seed + ", 2 players");
        openWindow();
        window.menuItem("menu-new").click();
        DialogFixture setup = window.dialog();
        press(setup.toggleButton("players2"));
        press(setup.toggleButton("level.pro"));
        javax.swing.JTabbedPane tabs = setup.tabbedPane("tabs").target();
        GuiActionRunner.execute(() -> tabs.setSelectedIndex(2));
        robot.waitForIdle();
        // keys, not clicks a loaded Xvfb may lose (GuiTestBase.press)
        press(setup.checkBox("board-1")); // 2A 3A 9B: witch, minotaur, jinn; round 2 vampire, medusa, kyubi
        press(setup.checkBox("board-9"));
        press(setup.toggleButton("side-9B"));
        press(setup.button("start"));
        waitFor("the Pro game", () -> frame.table().session() != null);
        assertThat(state().setup().level()).isEqualTo(Level.PRO);
        assertThat(state().setup().pro()).isEqualTo(new ProSetup(List.of("2A", "3A", "9B"), ProSetup.Round2Sides.FLIP));
        playToTheResults(new Random(seed), 0);
    }

    /**
     * R51, R77: two, three and four players with the first game's boards (the dialog's default), the same flow by
     * clicks; the table shortens each round by correcting every hand to three cards after the choosing (typed
     * corrections). At 1400x900 the window settles with every board chosen (P435).
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0} players")
    @org.junit.jupiter.params.provider.ValueSource(ints = {2, 3, 4})
    void R51_R52_R53_wholeTwoRoundProGame_twoThreeAndFourPlayers_defaultBoards_toTheResults(int players) {
        long seed = 10 + players;
        System.out.println("ProGameWindowTest seed " + seed + ", " + players + " players");
        openWindow();
        window.menuItem("menu-new").click();
        DialogFixture setup = window.dialog();
        press(setup.toggleButton("players" + players));
        press(setup.toggleButton("level.pro"));
        press(setup.button("start"));
        waitFor("the Pro game", () -> frame.table().session() != null);
        assertThat(state().setup().seats()).hasSize(players);
        assertThat(state().setup().pro()).isEqualTo(ProSetup.defaults(players));
        playToTheResults(new Random(seed), 3);
    }

    /** Plays the game on the table to its results; {@code shortHands} > 0: each hand set to that after a choosing. */
    private void playToTheResults(Random rng, int shortHands) {
        boolean[] shortened = new boolean[3];

        int[] chosenIn = new int[3];
        boolean highlightsChecked = false;
        int dragonClicks = 0;
        int proPrompts = 0;
        for (int n = 0; n < 3000 && !state().finished(); n++) {
            GameState s = state();
            int before = moveCount();
            if (s.pending() == Pending.CHOOSE) {
                chooseByClick(s, rng);
                chosenIn[s.round()]++;
            } else if (shortHands > 0 && !shortened[s.round()]) {
                shortened[s.round()] = true;
                for (Colour c : s.setup().seats()) {
                    int made = moveCount();
                    send(new Move.TableFix(org.eternalsevens.rules.basics.FixField.HAND, c,
                            Math.max(shortHands, s.player(c).rares())));
                    waitFor("the correction", () -> frame.table().session().moveCount() == made + 1);
                }
                continue;
            } else {
                if (!highlightsChecked && s.pending() == Pending.NONE && s.turn().cards() == 0) {
                    checkBoardsAndHighlights(s); // the first turn after the choosing
                    highlightsChecked = true;
                }
                DragonOffers offer = GuiActionRunner.execute(() -> LegalMoves.dragonOffers(s));
                Move pro = proPass(s);
                if (offer != null && dragonClicks < 4) {
                    clickDragonSpace();
                    dragonClicks++;
                } else if (pro != null && proPrompts < 3) {
                    passByClicks(s, (Move.Pass) pro);
                    proPrompts++;
                } else {
                    send(pick(s, rng));
                }
            }
            waitFor("the move to be made", () -> frame.table().session().moveCount() == before + 1);
            if (state().round() == 2 && s.round() == 1) {
                closeRoundSummary(s);
            }
        }
        assertThat(state().finished()).isTrue();
        int players = state().setup().playerCount();
        assertThat(chosenIn[1]).as("round 1's choices by clicks").isEqualTo(players);
        assertThat(chosenIn[2]).as("round 2's choices by clicks").isEqualTo(players);
        assertThat(highlightsChecked).isTrue();
        System.out.println("ProGameWindowTest: " + dragonClicks + " Dragon clicks, " + proPrompts + " Pro pass prompts");
        assertThat(proPrompts).as("a Pro pass prompt by clicks (the Minotaur's or Medusa's mustplay2)").isPositive();
        DialogFixture results = window.dialog("gamerResultsDialog");
        List<Place> places = GuiActionRunner.execute(() -> GamerFlow.places(state()));
        assertThat(places).hasSize(players);
        for (Place pl : places) {
            assertThat(results.label("place" + pl.place()).text()).contains(RankWords.place(pl)); // in HTML (P340)
        }
        GameState last = GuiActionRunner.execute(() -> frame.table().session().stateAt(moveCount() - 1));
        // round 2's rewards, itemised from the engine: a board reward names the board it was played with (R57)
        List<String> round2 = new java.util.ArrayList<>();
        for (int i = 1; ; i++) {
            String name = "reward-2-" + i;
            java.util.Optional<javax.swing.JLabel> l = results.robot().finder().findAll(results.target(),
                    new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JLabel>(javax.swing.JLabel.class) {
                        @Override
                        protected boolean isMatching(javax.swing.JLabel label) {
                            return name.equals(label.getName());
                        }
                    }).stream().findFirst();
            if (l.isEmpty()) {
                break;
            }
            round2.add(GuiActionRunner.execute(() -> l.get().getText()));
        }
        assertThat(round2).as("round 2's rewards in the results").isNotEmpty();
        assertThat(String.join(" ", round2)).containsAnyOf(state().setup().seats().stream()
                .map(c -> last.board(c).title()).toArray(String[]::new));
        press(results.button("close"));
    }

    /** R52/R53: the view names the chooser; the enabled buttons are exactly LegalMoves' choices; one is clicked. */
    private void chooseByClick(GameState s, Random rng) {
        window.scrollPane("choosing").requireVisible();
        Colour who = s.toMove();
        assertThat(window.label("choosing-who").text()).contains(s.setup().nameOf(who) + " chooses a board");
        List<Move> legal = GuiActionRunner.execute(() -> LegalMoves.of(s));
        Set<String> offered = new HashSet<>();
        for (Move m : legal) {
            offered.add(((Move.Choose) m).board());
        }
        List<JButton> enabled = GuiActionRunner.execute(() -> buttons(window.scrollPane("choosing").target(),
                "choose-"));
        Set<String> shown = new HashSet<>();
        enabled.forEach(b -> shown.add(b.getName().substring("choose-".length())));
        assertThat(shown).isEqualTo(offered);
        // a board with a prompt of its own (mustplay2, take, declare) when one is on offer, so a prompt is clicked
        JButton pickIt = enabled.stream().filter(b -> hasPrompt(s, b.getName().substring("choose-".length())))
                .findFirst().orElse(enabled.get(rng.nextInt(enabled.size())));
        GuiActionRunner.execute(() -> pickIt.scrollRectToVisible(new java.awt.Rectangle(pickIt.getSize())));
        press(new JButtonFixture(robot, pickIt));
    }

    private static boolean hasPrompt(GameState s, String board) {
        EternalBoard b = s.setup().eternalBoards().named(board);
        return b != null && b.icons().stream().anyMatch(i -> i.action() == org.eternalsevens.rules.board.PassAction.MUSTPLAY2
                || i.action() == org.eternalsevens.rules.board.PassAction.TAKE
                || i.action() == org.eternalsevens.rules.board.PassAction.DECLARE);
    }

    /** Each player's board on their panel (name and side, its reward lines); the field's highlights are LegalMoves'. */
    private void checkBoardsAndHighlights(GameState s) {
        Component choosing = robot.finder().findByName(frame, "choosing", false);
        assertThat(GuiActionRunner.execute(choosing::isVisible)).as("the choosing is over").isFalse();
        for (Colour c : s.setup().seats()) {
            EternalBoard b = s.board(c);
            assertThat(b).isNotNull();
            assertThat(window.label("board-title-" + c.id()).text()).contains(BoardWords.heading(b));
        }
        Set<Space> plays = new HashSet<>();
        for (Move m : LegalMoves.of(s)) {
            if (m instanceof Move.Play p) {
                plays.add(p.space());
            }
        }
        assertThat(GuiActionRunner.execute(() -> frame.field().highlighted())).isEqualTo(plays);
    }

    /** A legal Pro pass that has a prompt of its own (R66, R69, R70), or null while the engine offers none. */
    private static Move proPass(GameState s) {
        for (Move m : LegalMoves.of(s)) {
            if (m instanceof Move.Pass p && (p.args() instanceof PassArgs.TwoSpaces || p.args() instanceof PassArgs.Taken
                    || p.args() instanceof PassArgs.OfColour)) {
                return m;
            }
        }
        return null;
    }

    /** The pass button, then the menu item or the field's spaces, as a player would. */
    private void passByClicks(GameState s, Move.Pass m) {
        int index = -1;
        for (int i = 0; i < s.icons(s.toMove()).size(); i++) {
            if (s.icons(s.toMove()).get(i).action() == m.action() && !s.player(s.toMove()).iconUsed(i)) {
                index = i;
            }
        }
        press(window.button("pass-" + s.icons(s.toMove()).get(index).label()));
        if (m.args() instanceof PassArgs.TwoSpaces t) {
            click(t.first());
            if (t.second() != null) {
                click(t.second());
            }
        } else if (m.args() instanceof PassArgs.Taken t) {
            clickItemIfShown(org.eternalsevens.app.pro.ProPassChoices.takeName(t));
        } else if (m.args() instanceof PassArgs.OfColour o) {
            clickItemIfShown("declare-" + o.colour().id());
        }
    }

    private void clickItemIfShown(String name) {
        if (GuiActionRunner.execute(() -> javax.swing.MenuSelectionManager.defaultManager().getSelectedPath().length
                > 0)) {
            window.menuItem(name).click();
        }
    }

    private void send(Move m) {
        String refused = GuiActionRunner.execute(() -> frame.table().sendTyped(Notation.print(m)));
        assertThat(refused).as(Notation.print(m)).isNull();
    }

    /** A Forbidden or Playable space the engine offers (the witch's X-cube moves among them), else Decline. */
    private void clickDragonSpace() {
        List<JButton> offered = GuiActionRunner.execute(() -> buttons(window.panel("dragonCards").target(), ""));
        JButton space = offered.stream().filter(b -> b.getName() != null
                && (b.getName().startsWith("forbidden-") || b.getName().startsWith("playable-"))).findFirst()
                .orElse(null);
        if (space != null) {
            GuiActionRunner.execute(() -> space.scrollRectToVisible(new java.awt.Rectangle(space.getSize())));
            press(new JButtonFixture(robot, space));
        } else if (offered.stream().anyMatch(b -> "decline".equals(b.getName()))) {
            press(new JButtonFixture(robot, "decline"));
        } else {
            send(pick(state(), new Random(1)));
        }
    }

    private static List<JButton> buttons(Container c, String prefix) {
        List<JButton> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof JButton b && b.isShowing() && b.isEnabled() && b.getName() != null
                    && b.getName().startsWith(prefix)) {
                out.add(b);
            } else if (k instanceof Container inner) {
                out.addAll(buttons(inner, prefix));
            }
        }
        return out;
    }

    /** R47/R53: the round summary names each player's board; one click starts round 2 with its choosing. */
    private void closeRoundSummary(GameState round1) {
        DialogFixture summary = window.dialog("roundSummary");
        for (Colour c : round1.setup().seats()) {
            assertThat(summary.label("status-" + c.id()).text()).contains("(" + round1.board(c).title() + ")");
        }
        press(summary.button("startRound2"));
        assertThat(state().pending()).isEqualTo(Pending.CHOOSE);
    }

    /** Mostly the listed plays, as the Expert simulator picks. */
    private static Move pick(GameState s, Random rng) {
        List<Move> legal = LegalMoves.of(s);
        assertThat(legal).as("moves for " + s.toMove()).isNotEmpty();
        List<Move> plays = legal.stream().filter(m -> m instanceof Move.Play || m instanceof Move.PlayRare).toList();
        if (!plays.isEmpty() && rng.nextDouble() < 0.75) {
            return plays.get(rng.nextInt(plays.size()));
        }
        return legal.get(rng.nextInt(legal.size()));
    }
}
