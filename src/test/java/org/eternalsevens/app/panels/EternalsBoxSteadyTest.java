package org.eternalsevens.app.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.QuietTable;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.sim.SimulatedGame;
import org.eternalsevens.sim.Simulator;
import org.junit.jupiter.api.Test;

/**
 * P199: the eternals box keeps its tallest height in a game. A reveal that takes a name off a deck's line, one line
 * shorter, used to shrink the box, so the log below it moved and the whole side column was laid out and repainted.
 */
class EternalsBoxSteadyTest {
    private static TableControl table() {
        return QuietTable.make();
    }

    private static GameSession session(SimulatedGame game) {
        return new GameSession(game.setup(), new GameRecord(RecordSetup.of(game.setup()), List.of(), null), List.of(),
                null);
    }

    /** The box's preferred height at this width, laid out in a window as the side column lays it out. */
    private static int height(EternalsPanel box, int width) {
        javax.swing.JFrame f = (javax.swing.JFrame) javax.swing.SwingUtilities.getWindowAncestor(box);
        if (f == null) {
            f = new javax.swing.JFrame();
            f.getContentPane().setLayout(null);
            f.getContentPane().add(box);
            f.addNotify(); // a peer, not shown: validate lays out the whole box
        }
        for (int i = 0; i < 3; i++) { // the texts wrap to their widths, then the box takes its height
            box.setBounds(0, 0, width, box.getPreferredSize().height);
            box.invalidate();
            f.validate();
        }
        return box.getPreferredSize().height;
    }

    @Test
    void ruling_P199_a_reveal_that_shortens_a_deck_keeps_the_boxs_height_and_a_new_game_starts_afresh() {
        long seed = 8;
        System.out.println("seed " + seed);
        SimulatedGame game = Simulator.play(seed, Level.STANDARD, 4, null);
        int[] found = GuiActionRunner.execute(() -> {
            for (int width = 150; width <= 400; width += 10) {
                TableControl t = table();
                GameSession s = session(game);
                t.setSession(s);
                EternalsPanel box = new EternalsPanel();
                box.showTable(t);
                int start = height(box, width);
                for (int n = 0; n < game.moves().size(); n++) {
                    String move = game.moves().get(n);
                    int deck = s.state().eternals().instantDeck().size() + s.state().eternals().continuousDeck().size();
                    play(s, move);
                    int after = s.state().eternals().instantDeck().size() + s.state().eternals().continuousDeck().size();
                    if (after == deck) {
                        continue;
                    }
                    EternalsPanel fresh = new EternalsPanel(); // what the box would want with nothing kept
                    fresh.showTable(t);
                    int natural = height(fresh, width);
                    int tallestBefore = height(box, width);
                    box.showTable(t);
                    int kept = height(box, width);
                    if (natural < tallestBefore) {
                        return new int[] {width, start, tallestBefore, natural, kept, freshGame(game, width, n + 1)};
                    }
                }
            }
            return null;
        });
        disposeAll();
        assertThat(found).as("a width at which a reveal takes a line off the box").isNotNull();
        assertThat(found[4]).as("the box's height after the reveal (width %d)", found[0]).isEqualTo(found[2]);
        assertThat(found[5]).as("a new game's box takes its own height").isEqualTo(found[3]);
    }

    @Test
    void ruling_P199_a_height_asked_for_before_the_texts_took_a_new_width_is_not_kept() {
        SimulatedGame game = Simulator.play(8, Level.STANDARD, 4, null);
        int[] heights = GuiActionRunner.execute(() -> {
            TableControl t = table();
            t.setSession(session(game));
            EternalsPanel box = new EternalsPanel();
            box.showTable(t);
            int narrow = height(box, 150); // the texts wrapped for a narrow box, as at the window's first layout
            box.setSize(371, narrow); // wide now; its texts are laid out for it only at the box's next layout
            box.getPreferredSize(); // as the side column asks in between: the height of the narrow texts
            int wide = height(box, 371);
            EternalsPanel fresh = new EternalsPanel();
            fresh.showTable(t);
            return new int[] {narrow, wide, height(fresh, 371)};
        });
        disposeAll();
        assertThat(heights[0]).as("narrow texts take more lines").isGreaterThan(heights[2]);
        assertThat(heights[1]).as("the wide box's height: its own, no room left from the narrow one")
                .isEqualTo(heights[2]);
    }

    @Test
    void issue8_1_at_250_percent_every_line_of_the_box_fits_its_width() {
        SimulatedGame game = Simulator.play(8, Level.STANDARD, 4, null);
        List<String> cut = GuiActionRunner.execute(() -> {
            com.formdev.flatlaf.util.UIScale.setZoomFactor(2.5f);
            com.formdev.flatlaf.FlatLightLaf.setup();
            try {
                TableControl t = table();
                t.setSession(session(game));
                EternalsPanel box = new EternalsPanel();
                box.showTable(t);
                height(box, 420); // the side column's width at 250 % on 1920 x 1080
                List<String> wider = new java.util.ArrayList<>();
                int right = box.getWidth() - box.getInsets().right;
                for (java.awt.Component c : box.getComponents()) {
                    int wants = c.getX() + Math.max(c.getWidth(), c.getPreferredSize().width);
                    if (c.isVisible() && wants > right) {
                        wider.add(c.getName() + " reaches " + wants + " of " + right);
                    }
                }
                return wider;
            } finally {
                com.formdev.flatlaf.util.UIScale.setZoomFactor(1f);
                com.formdev.flatlaf.FlatLightLaf.setup();
            }
        });
        disposeAll();
        assertThat(cut).as("lines cut at the box's edge (\"Last instant: none yet\" was)").isEmpty();
    }

    /** A box that showed a game's start, then another game after {@code moves} moves: that game's own height. */
    private static int freshGame(SimulatedGame game, int width, int moves) {
        TableControl t = table();
        t.setSession(session(game));
        EternalsPanel box = new EternalsPanel();
        box.showTable(t);
        height(box, width);
        GameSession other = session(game);
        for (String move : game.moves().subList(0, moves)) {
            play(other, move);
        }
        t.setSession(other);
        box.showTable(t);
        return height(box, width);
    }

    private static void disposeAll() {
        GuiActionRunner.execute(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                w.dispose();
            }
        });
    }

    private static void play(GameSession s, String move) {
        try {
            s.play(move);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

}
