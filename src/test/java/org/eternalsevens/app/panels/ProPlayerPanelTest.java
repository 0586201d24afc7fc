package org.eternalsevens.app.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.app.WindowScreens;
import org.eternalsevens.app.pro.BoardCard;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.setup.GameContent;
import org.eternalsevens.rules.GameState;
import org.junit.jupiter.api.Test;

/** Issue 11 item 4: each player's Eternal board on their panel (R54, R55, R57), from the engine's state. */
class ProPlayerPanelTest extends GuiTestBase {
    private static final GameContent CONTENT = ContentLoader.defaults();

    /** A two-player Pro game's state after {@code moves} (also PlayerPanelHeightTest's). */
    static GameState after(String... moves) {
        RecordSetup rs = new RecordSetup("pro", List.of("red", "blue"), "red", null, null, null, null,
                List.of("8A", "5B", "1A"), "flip");
        GameSession s = new GameSession(rs.toSetup(CONTENT).setup(), new GameRecord(rs, List.of(moves), null),
                List.of(), null);
        assertThat(s.loadRejection()).isNull();
        return s.state();
    }

    private static <T> T find(java.awt.Container root, String name, Class<T> type) {
        for (java.awt.Component c : WindowScreens.all(root)) {
            if (name.equals(c.getName()) && type.isInstance(c)) {
                return type.cast(c);
            }
        }
        return null;
    }

    @Test
    void R54_R55_theChosenBoardOnThePanel_itsIconsFromTheEngine_thePreparationIconMarkedAndStruck() {
        GuiActionRunner.execute(() -> {
            PlayerPanel red = new PlayerPanel(Colour.RED);
            red.show(after("blue: choose cyclops"));
            assertThat(find(red, "no-board-red", javax.swing.JLabel.class).isVisible()).isTrue();
            assertThat(find(red, "board-red", BoardCard.class)).isNull();
            red.show(after("blue: choose cyclops", "red: choose skeleton"));
            assertThat(find(red, "no-board-red", javax.swing.JLabel.class).isVisible()).isFalse();
            PlayerPanel.IconLabel prep = find(red, "icon-red-0", PlayerPanel.IconLabel.class);
            assertThat(prep.getText()).isEqualTo("prep+1 (Preparation)");
            assertThat(prep.struck()).as("its disc lies on it (R54)").isTrue();
            PlayerPanel.IconLabel dragon = find(red, "icon-red-1", PlayerPanel.IconLabel.class);
            assertThat(dragon.getText()).isEqualTo("dragon+1");
            assertThat(dragon.struck()).isFalse();
            BoardCard card = find(red, "board-red", BoardCard.class);
            assertThat(card.texts()).containsExactly("Skeleton (board 8, side A)",
                    "Preparation: puts a disc on the leftmost icon and gains its token",
                    "Go out: 1 star, 4 hearts, 1 star if 0 unused discs",
                    "Hard Pass: 1 star if 0 unused discs, 3 hearts",
                    "Gives a card to another player after a purple card");
            return null;
        });
    }

    @Test
    void R57_aBoardOnThePanel_followsTheBoardInTheState() {
        GuiActionRunner.execute(() -> {
            PlayerPanel blue = new PlayerPanel(Colour.BLUE);
            GameState s = after("blue: choose cyclops", "red: choose phoenix");
            blue.show(s);
            BoardCard card = find(blue, "board-blue", BoardCard.class);
            assertThat(card.board()).isEqualTo(s.board(Colour.BLUE));
            assertThat(card.texts()).contains("Star block: 4 hearts", "Hard Pass only with exactly one card");
            blue.show(after("blue: choose phoenix"));
            assertThat(find(blue, "board-blue", BoardCard.class).board().name()).isEqualTo("phoenix");
            return null;
        });
    }

    /**
     * P435 (P393's contract, with a board): a panel asked its height at a width it does not have yet answers what it
     * then takes laid out at that width; its board card wraps its lines at its width. Asked the card's height as
     * wrapped now, the side column chose one width, then the other, for good.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "from {0} to {1} pixels")
    @org.junit.jupiter.params.provider.CsvSource({"600, 260", "260, 600", "420, 300", "300, 420"})
    void P435_aPanelWithItsBoard_measuresAtAWidthWhatItTakesThere(int now, int asked) {
        GuiActionRunner.execute(() -> {
            PlayerPanel red = new PlayerPanel(Colour.RED);
            red.show(after("blue: choose cyclops", "red: choose skeleton"));
            assertThat(find(red, "board-red", BoardCard.class)).isNotNull();
            layOut(red, now);
            int measured = red.heightAt(asked);
            BoardCard card = find(red, "board-red", BoardCard.class);
            int cardMeasured = card.heightAt(asked - com.formdev.flatlaf.util.UIScale.scale(20));
            layOut(red, asked);
            assertThat(card.getWidth()).isEqualTo(asked - com.formdev.flatlaf.util.UIScale.scale(20));
            assertThat(cardMeasured).as("the card's height measured before").isEqualTo(card.getPreferredSize().height);
            assertThat(measured).as("the panel's height measured before").isEqualTo(red.getPreferredSize().height);
            javax.swing.SwingUtilities.getWindowAncestor(red).dispose();
            return null;
        });
    }

    /** Lays the panel out at {@code width}, as often as its parts ask (a card's lines wrap at their new width). */
    private static void layOut(PlayerPanel p, int width) {
        if (p.getParent() == null) { // in a window made displayable, not shown: validate() lays out only such parts
            javax.swing.JFrame f = new javax.swing.JFrame();
            f.getContentPane().setLayout(null);
            f.getContentPane().add(p);
            f.addNotify();
        }
        for (int i = 0; i < 3; i++) {
            p.setSize(width, p.getPreferredSize().height);
            invalidateAll(p); // as the lines' own revalidate after a new width does, later in the app (P445)
            p.validate();
        }
    }

    private static void invalidateAll(java.awt.Component c) {
        c.invalidate();
        if (c instanceof java.awt.Container box) {
            for (java.awt.Component child : box.getComponents()) {
                invalidateAll(child);
            }
        }
    }
}
