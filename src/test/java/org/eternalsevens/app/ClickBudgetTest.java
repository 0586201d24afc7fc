package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JPanel;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.eternalsevens.app.gamer.DragonCardsView;
import org.eternalsevens.app.look.Paragraph;
import org.eternalsevens.app.panels.PlayerPanel;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.Verdict;
import org.eternalsevens.sim.SimulatedGame;
import org.eternalsevens.sim.Simulator;

/**
 * The click budget's rulings (P73–P78, docs/performance.md): what a move leaves alone must stay alone, and what it
 * changes must show. No timing here (speed is measured by scripts/clickbench.sh).
 */
class ClickBudgetTest extends AppGuiTest {
    private static final List<String> FOUR = List.of("red", "blue", "green", "yellow");

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 8, 17})
    void ruling_P73_theTablesKeptVerdictsAreTheEnginesOnEveryPositionOfAGame(long seed) {
        System.out.println("seed " + seed);
        SimulatedGame game = Simulator.play(seed, Level.STANDARD, 4, null);
        TableControl table = QuietTable.make();
        GameSession session = new GameSession(game.setup(), new org.eternalsevens.record.GameRecord(
                org.eternalsevens.record.RecordSetup.of(game.setup()), List.of(), null), List.of(), null);
        table.setSession(session);
        for (String text : game.moves()) {
            GameState s = session.state();
            List<Move> asked = new ArrayList<>(LegalMoves.of(s));
            for (org.eternalsevens.rules.basics.Colour c : s.setup().seats()) { // refusals too: out of turn, other icons
                asked.add(new Move.EndTurn(c));
                asked.add(new Move.Eliminate(c));
                asked.add(new Move.Play(c, org.eternalsevens.rules.basics.Space.parse("R5")));
            }
            for (int twice = 0; twice < 2; twice++) { // the second time from what the table kept
                for (Move m : asked) {
                    Verdict kept = table.check(m);
                    Verdict engine = Engine.check(s, m);
                    assertThat(kept.ok()).as(m + " after " + session.moveCount()).isEqualTo(engine.ok());
                    assertThat(kept.reason()).as(m.toString()).isEqualTo(engine.reason());
                }
            }
            try {
                assertThat(session.play(text)).isInstanceOf(Outcome.Applied.class);
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        }
    }

    @Test
    void ruling_P77_aNewTextOfTheSameSizeLaysOutNothingAndTheToMoveBadgeKeepsItsRoom() {
        openWindow();
        newGame("standard", FOUR, "red");
        robot.waitForIdle();
        boolean[] valid = GuiActionRunner.execute(() -> {
            frame.getRootPane().validate();
            PlayerPanel red = (PlayerPanel) named("player-red");
            javax.swing.JLabel hand = (javax.swing.JLabel) named("hand-red");
            String before = hand.getText();
            hand.setText(before.replace("1", "2")); // the same digits' width
            boolean same = frame.getRootPane().isValid() && red.isValid();
            hand.setText(before + " and a much longer text than before");
            boolean longer = red.isValid();
            hand.setText(before);
            return new boolean[] {same, longer};
        });
        assertThat(valid[0]).as("the same size: the window stays laid out").isTrue();
        assertThat(valid[1]).as("a longer text asks for a layout").isFalse();
        int[] widths = GuiActionRunner.execute(() -> new int[] {named("to-move-red").getPreferredSize().width,
                named("to-move-blue").getPreferredSize().width});
        assertThat(widths[1]).as("the badge of a player not to move keeps the room of \"▶ to move\"")
                .isEqualTo(widths[0]).isPositive();
    }

    @Test
    void ruling_P74_theEternalsAreDrawnTextThatWrapsAndKeepsCountsWithTheirWords() {
        Paragraph p = GuiActionRunner.execute(() -> {
            Paragraph q = new Paragraph(0);
            q.setSize(120, 10);
            q.setText("Discards:", "12\u00A0face\u00A0down, 3\u00A0face\u00A0up and more words to wrap");
            return q;
        });
        int oneLine = GuiActionRunner.execute(() -> p.getFontMetrics(p.getFont()).getHeight());
        assertThat(GuiActionRunner.execute(() -> p.getPreferredSize().height)).as("wrapped over lines")
                .isGreaterThan(2 * oneLine);
        GuiActionRunner.execute(() -> p.setSize(4000, 10));
        assertThat(GuiActionRunner.execute(() -> p.getPreferredSize().height)).as("one line when wide").isEqualTo(oneLine);
        assertThat(GuiActionRunner.execute(p::text)).contains("3\u00A0face\u00A0up");
    }

    @Test
    void ruling_P76_theAnswerCardNeverAddsOrRemovesAButtonFromOneRevealToTheNext() {
        openWindow();
        newGame("standard", FOUR, "red");
        GuiActionRunner.execute(() -> frame.table().sendTyped("red: pass discard+1"));
        GuiActionRunner.execute(() -> frame.table().sendTyped("blue: pass rare+1"));
        GuiActionRunner.execute(() -> frame.table().sendTyped("green: pass eternal+1")); // a continuous reveal
        robot.waitForIdle();
        JPanel grid = GuiActionRunner.execute(() -> (JPanel) named("reveal-kraken").getParent());
        List<Component> before = GuiActionRunner.execute(() -> List.of(grid.getComponents()));
        GuiActionRunner.execute(() -> frame.table().sendTyped("green: reveal kraken"));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> named("answers").isVisible())).isFalse();
        List<Component> after = GuiActionRunner.execute(() -> List.of(grid.getComponents()));
        assertThat(after).as("the answered reveal's buttons stay, hidden").containsExactlyElementsOf(before);
        GuiActionRunner.execute(() -> frame.table().undo()); // the same reveal again: the same buttons, shown
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> named("reveal-kraken").isShowing())).isTrue();
        assertThat(GuiActionRunner.execute(() -> List.of(grid.getComponents()))).containsExactlyElementsOf(before);
    }

    @Test
    void ruling_P77_theDragonCardsAreNotRebuiltForTheSameCards() {
        DragonCardsView v = GuiActionRunner.execute(() -> new DragonCardsView(DragonCards.start(), a -> { },
                () -> { }));
        List<Component> before = GuiActionRunner.execute(() -> List.of(v.getComponents()));
        GuiActionRunner.execute(() -> v.setCards(DragonCards.start()));
        assertThat(GuiActionRunner.execute(() -> List.of(v.getComponents()))).containsExactlyElementsOf(before);
    }
}
