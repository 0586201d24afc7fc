package org.eternalsevens.app;

import org.eternalsevens.words.RankWords;
import org.eternalsevens.testkit.Said;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import javax.swing.JButton;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JButtonFixture;
import org.eternalsevens.app.gamer.GamerFlow;
import org.eternalsevens.app.session.Settings;
import org.eternalsevens.record.Notation;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.ranking.Place;
import org.eternalsevens.rules.PlayerState;
import org.eternalsevens.rules.ranking.StartPlayer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 9 item 4: whole two-round Expert games in the window by clicks, from the new-game dialog to the results:
 * the field's spaces for the cards (a right click for a rare card), the pass buttons and what follows them, End turn,
 * the Hard Pass entry, the Dragon spaces and the round summary's Start round 2. Each round starts with four cards
 * in each hand, a table correction through the command box's code path, so that the test stays short; the moves
 * are picked from the engine's legal moves with a printed seed.
 */
class ExpertGameWindowTest extends AppGuiTest {
    private static final int HAND = 4;

    @ParameterizedTest(name = "R40 R42 R43 R46 R47 {0} players, seed {1}")
    @CsvSource({"4, 9", "2, 5"})
    void wholeTwoRoundExpertGame_fromTheNewGameDialogToTheResults(int players, long seed) {
        System.out.println("ExpertGameWindowTest seed " + seed + ", " + players + " players");
        Random rng = new Random(seed);
        openWindow();
        window.menuItem("menu-new").click();
        DialogFixture setup = window.dialog();
        press(setup.toggleButton("players" + players));
        press(setup.toggleButton("level.expert"));
        press(setup.button("start"));
        waitFor("the Expert game", () -> frame.table().session() != null);
        assertThat(state().setup().level()).isEqualTo(Level.EXPERT);
        assertThat(state().setup().playerCount()).isEqualTo(players);
        window.panel("gamer").requireVisible();
        // the Dragon cards, or their effects where the window is short (P331)
        assertThat(GuiActionRunner.execute(() -> named("dragonCards").isShowing() || named("dragonEffects").isShowing()))
                .isTrue();
        shortHands();

        int dragonClicks = 0;
        int hardPassClicks = 0;
        int cardClicks = 0;
        boolean undoneAcrossRound = false;
        for (int n = 0; n < 400 && !state().finished(); n++) {
            GameState s = state();
            int before = moveCount();
            DragonOffers offer = GuiActionRunner.execute(() -> LegalMoves.dragonOffers(s));
            PlayerState p = s.player(s.toMove());
            boolean mayHardPass = GuiActionRunner.execute(() -> GamerFlow.mayHardPass(frame.table()).ok());
            if (offer != null) {
                clickDragonSpace(s);
                dragonClicks++;
            } else if (mayHardPass && p.hand() <= 2 && (hardPassClicks == 0 || rng.nextDouble() < 0.5)) {
                hardPassByClicks(p);
                hardPassClicks++;
            } else {
                Move m = dragonClicks == 0 ? dragonPass(s).orElse(pick(s, rng)) : pick(s, rng);
                cardClicks += m instanceof Move.Play || m instanceof Move.PlayRare ? 1 : 0;
                byClicks(s, m);
            }
            waitFor("the move to be made", () -> frame.table().session().moveCount() == before + 1);
            if (state().round() == 2 && s.round() == 1) {
                closeRoundSummary(state());
                if (!undoneAcrossRound) { // R47: undo takes round 2's set-up back; redo brings the summary again
                    undoneAcrossRound = true;
                    window.menuItem("menu-undo").click();
                    waitFor("the undo", () -> frame.table().session().state().round() == 1);
                    window.menuItem("menu-redo").click();
                    waitFor("the redo", () -> frame.table().session().state().round() == 2);
                    closeRoundSummary(state());
                }
                shortHands();
            }
        }
        assertThat(state().finished()).isTrue();
        assertThat(dragonClicks).isPositive();
        assertThat(hardPassClicks).isPositive();
        assertThat(cardClicks).isPositive();
        assertThat(undoneAcrossRound).isTrue();
        DialogFixture results = window.dialog("gamerResultsDialog");
        List<Place> places = GuiActionRunner.execute(() -> GamerFlow.places(state()));
        assertThat(places).hasSize(players);
        for (Place pl : places) {
            assertThat(results.label("place" + pl.place()).text()).contains(RankWords.place(pl)); // wrapped in HTML (P340)
            assertThat(state().player(pl.colour()).place()).isEqualTo(pl.place());
        }
        assertThat(state().gamer().rewardsOf(1)).isNotEmpty(); // R41: round 1's rewards are shown after round 2
        assertThat(results.label("reward-1-1").text()).contains(Said.itemised(state().gamer().rewardsOf(1).get(0)));
        results.button("newGameSamePlayers").requireText("New game, same players"); // one name, as Casual's (P270)
        results.button("save").requireEnabled();
        press(results.button("close"));
    }

    /** Four cards in each hand, as the table corrects it (the command box's code path). */
    private void shortHands() {
        for (Colour c : state().setup().seats()) {
            if (state().player(c).hand() > HAND) {
                int before = moveCount();
                String refused = GuiActionRunner.execute(() -> frame.table().sendTyped("table: fix hand " + c.id()
                        + " " + HAND));
                assertThat(refused).isNull();
                waitFor("the correction", () -> moveCount() == before + 1);
            }
        }
    }

    /** A pass on a dragon icon, when one is legal: the game's first Dragon action is then sure to come. */
    private static java.util.Optional<Move> dragonPass(GameState s) {
        return LegalMoves.of(s).stream().filter(m -> m instanceof Move.Pass ps
                && ps.action() == org.eternalsevens.rules.board.PassAction.DRAGON).findFirst();
    }

    /** Makes the move in the window, as a player would: the field with the mouse, the buttons with keys (P580). */
    private void byClicks(GameState s, Move m) {
        if (m instanceof Move.Play p) {
            click(p.space());
        } else if (m instanceof Move.PlayRare p) { // R8: the space's menu
            robot.waitForIdle(); // the window laid out as a player sees it before the click is aimed
            java.awt.Point at = GuiActionRunner.execute(() -> frame.field().centreOf(p.space()));
            robot.click(frame.field(), at, org.assertj.swing.core.MouseButton.RIGHT_BUTTON, 1);
            window.menuItem("play-rare").click();
        } else if (m instanceof Move.PlaceMustPlay p) {
            click(p.space());
        } else if (m instanceof Move.EndTurn) {
            press(window.button("end-turn"));
        } else if (m instanceof Move.Eliminate) {
            press(window.button("eliminate"));
        } else if (m instanceof Move.Acquire) {
            press(window.button("acquire"));
            press(window.dialog("acquire-dialog").button("acquire-none"));
        } else if (m instanceof Move.Pass p) {
            passByClicks(s, p);
        } else {
            throw new AssertionError("no click for " + Notation.print(m));
        }
    }

    /** The icon's button, then what it asks for: a space, a star block's row, or which card is discarded. */
    private void passByClicks(GameState s, Move.Pass p) {
        String name;
        if (p.action() == org.eternalsevens.rules.board.PassAction.SHARED) {
            name = "pass-shared";
        } else {
            List<org.eternalsevens.rules.board.PassIcon> icons = s.setup().board(p.actor()).icons();
            int index = -1;
            for (int i = 0; i < icons.size() && index < 0; i++) {
                if (LegalMoves.iconName(s, p.actor(), i).equals(p.icon())) {
                    index = i;
                }
            }
            assertThat(index).as(Notation.print(p)).isNotNegative();
            name = "pass-" + icons.get(index).label();
        }
        String wanted = name;
        JButton b = GuiActionRunner.execute(() -> buttons(window.panel("actions").target()).stream()
                .filter(x -> wanted.equals(x.getName())).findFirst().orElseThrow(() -> new AssertionError(wanted)));
        press(new JButtonFixture(robot, b));
        if (p.space() != null) {
            click(p.space());
        } else if (p.row() != null) {
            window.menuItem("block-" + p.row().id()).click();
        } else if (p.action() == org.eternalsevens.rules.board.PassAction.DISCARD && isMenuShowing()) {
            window.menuItem(p.rare() ? "discard-rare" : "discard-card").click();
        }
    }

    @org.junit.jupiter.api.Test
    void ruling_R47_resumeFromTheAutosaveAcrossTheChangeOfRound_thenUndoIntoRound1AndSaveAndOpen() throws Exception {
        long seed = 5;
        System.out.println("ExpertGameWindowTest resume seed " + seed);
        Random rng = new Random(seed);
        org.eternalsevens.record.GameRecord empty = org.eternalsevens.testkit.Games.record(List.of(), "expert", "red",
                "blue");
        GameState s = GameState.initial(empty.setup().toSetup(content()).setup());
        List<String> moves = new ArrayList<>();
        int roundEnd = -1;
        while (moves.size() < 3000 && !s.finished() && (roundEnd < 0 || moves.size() < roundEnd + 3)) {
            PlayerState p = s.player(s.toMove());
            Move hp = new Move.HardPass(s.toMove(), GamerFlow.probeHand(p));
            Move m = p.hand() <= 2 && Engine.check(s, hp).ok() && rng.nextDouble() < 0.6 ? hp : pick(s, rng);
            GameState next = ((org.eternalsevens.rules.Outcome.Applied) Engine.apply(s, m)).state();
            moves.add(Notation.print(m));
            if (next.round() == 2 && s.round() == 1) {
                roundEnd = moves.size();
            }
            s = next;
        }
        assertThat(roundEnd).as("round 2 reached").isPositive();
        java.nio.file.Path journal = home.resolve("autosave").resolve("current.jsonl");
        try (org.eternalsevens.record.Journal j = org.eternalsevens.record.Journal.start(journal, empty)) {
            for (String m : moves) {
                j.move(m);
            }
        }
        GameState expected = s;
        openWindow();
        GuiActionRunner.execute(() -> App.firstGame(frame, content(), Settings.load(), true));
        assertThat(moves()).isEqualTo(moves);
        assertThat(state().round()).isEqualTo(2);
        assertThat(state().gamer()).isEqualTo(expected.gamer());
        window.panel("gamer").requireVisible();
        for (Colour c : List.of(Colour.RED, Colour.BLUE)) { // R41: the player panels show the track's numbers
            int h = expected.gamer().track().hearts(c);
            int st = expected.gamer().track().stars(c);
            window.label("stars-" + c.id()).requireText("\u2665 " + h + (h == 1 ? " heart" : " hearts") + ", \u2605 "
                    + st + (st == 1 ? " star" : " stars"));
        }
        // undo back over the change of round: round 1's last state, its track and Dragon cards
        int back = moves.size() - roundEnd + 1;
        for (int i = 0; i < back; i++) {
            window.menuItem("menu-undo").click();
        }
        int atEnd = roundEnd - 1;
        waitFor("the undo into round 1", () -> frame.table().session().moveCount() == atEnd);
        assertThat(state().round()).isEqualTo(1);
        assertThat(GuiActionRunner.execute(() -> frame.table().session().stateAt(atEnd).gamer()))
                .isEqualTo(state().gamer());
        // the log's "continue from here" at round 2's first state, then a record saved and opened again
        GuiActionRunner.execute(() -> frame.table().redo());
        closeRoundSummary(state());
        int round2Start = roundEnd;
        GuiActionRunner.execute(() -> {
            frame.table().redo();
            frame.table().view(round2Start);
            frame.table().continueHere();
        });
        assertThat(moveCount()).isEqualTo(roundEnd);
        assertThat(state().round()).isEqualTo(2);
        java.nio.file.Path file = home.resolve("round2.json");
        org.eternalsevens.record.RecordFiles.save(file, GuiActionRunner.execute(() -> frame.table().session()
                .toRecord()));
        openRecord(file);
        assertThat(moveCount()).isEqualTo(roundEnd);
        assertThat(state().round()).isEqualTo(2);
        assertThat(state().gamer().track()).isEqualTo(expected.gamer().track());
    }

    /** Clicks a space the engine offers (a Forbidden or Playable space), or Decline when no such space is one. */
    private void clickDragonSpace(GameState s) {
        List<JButton> offered = GuiActionRunner.execute(() -> buttons(window.panel("dragonCards").target()));
        JButton space = offered.stream().filter(b -> b.getName() != null
                && (b.getName().startsWith("forbidden-") || b.getName().startsWith("playable-"))).findFirst()
                .orElse(null);
        if (space == null && offered.stream().anyMatch(b -> "decline".equals(b.getName()) && b.isShowing())) {
            press(new JButtonFixture(robot, "decline"));
        } else if (space != null) {
            press(new JButtonFixture(robot, space));
        } else { // only Choice spaces: the first one (a cube menu if several cubes may go there)
            JButton choice = offered.stream().filter(b -> b.getName() != null && b.getName().startsWith("choice-"))
                    .findFirst().orElseThrow();
            press(new JButtonFixture(robot, choice));
            if (GuiActionRunner.execute(() -> moveCount()) == 0 || isMenuShowing()) {
                window.menuItem(new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JMenuItem>(
                        javax.swing.JMenuItem.class) {
                    @Override
                    protected boolean isMatching(javax.swing.JMenuItem item) {
                        return item.getName() != null && item.getName().startsWith("cube-") && item.isShowing();
                    }
                }).click();
            }
        }
    }

    private boolean isMenuShowing() {
        return GuiActionRunner.execute(() -> javax.swing.MenuSelectionManager.defaultManager().getSelectedPath()
                .length > 0);
    }

    private static List<JButton> buttons(Container c) {
        List<JButton> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof JButton b && b.isShowing() && b.isEnabled()) {
                out.add(b);
            } else if (k instanceof Container inner) {
                out.addAll(buttons(inner));
            }
        }
        return out;
    }

    /** R42 R49: the Hard Pass button, the hand entry (purple for the ordinary cards, the rare ones preset), confirm. */
    private void hardPassByClicks(PlayerState p) {
        press(window.button("hard-pass"));
        DialogFixture d = window.dialog("hardPassDialog");
        for (int i = 1; i <= p.hand() - p.rares(); i++) {
            d.comboBox("kind" + i).selectItem("Purple card (P)");
        }
        d.label("reward").requireVisible();
        assertThat(d.label("reward").text()).startsWith("<html>").contains("Reward: ");
        press(d.button("confirm"));
    }

    /** R47: the round summary names round 2's start player with the engine's reason; one click starts round 2. */
    private void closeRoundSummary(GameState round2) {
        DialogFixture summary = window.dialog("roundSummary");
        StartPlayer next = round2.gamer().round2Start();
        summary.label("startPlayer").requireText(RankWords.start(next) + ".");
        assertThat(round2.toMove()).isEqualTo(next.colour());
        for (Colour c : round2.setup().seats()) {
            summary.panel("result-" + c.id()).requireVisible();
        }
        press(summary.button("startRound2"));
    }

    /** Mostly the listed plays, as the Expert simulator picks (ExpertGames); a rare card or acquire only when alone. */
    private static Move pick(GameState s, Random rng) {
        List<Move> all = LegalMoves.of(s);
        List<Move> common = all.stream().filter(m -> !(m instanceof Move.PlayRare || m instanceof Move.Acquire))
                .toList();
        List<Move> legal = common.isEmpty() ? all : common;
        assertThat(legal).as("moves for " + s.toMove()).isNotEmpty();
        List<Move> plays = legal.stream().filter(m -> m instanceof Move.Play || m instanceof Move.PlayRare).toList();
        if (!plays.isEmpty() && rng.nextDouble() < 0.75) {
            return plays.get(rng.nextInt(plays.size()));
        }
        Move m = legal.get(rng.nextInt(legal.size()));
        assertThat(Engine.check(s, m).ok()).isTrue();
        return m;
    }
}
