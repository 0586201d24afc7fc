package org.eternalsevens.app.gamer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import javax.swing.JFrame;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.eternalsevens.app.GuiTestBase;
import org.eternalsevens.rules.dragon.DragonAction;
import org.eternalsevens.rules.dragon.DragonCards;
import org.eternalsevens.rules.dragon.DragonOffers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Witch's and Vampire's cube move (R73) as a prompt: with an offer that moves the X cube, every Forbidden space
 * the offer allows is a button, and a click sends {@code dragon forbidden N}. The offer is hand-made here (the
 * engine's Witch ability is built elsewhere); the view shows whatever {@code DragonOffers.legal()} allows.
 */
class ProDragonCubeTest extends GuiTestBase {
    private FrameFixture window;
    private final List<DragonAction> taken = new ArrayList<>();

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private void open(DragonOffers offer) {
        DragonCardsView view = GuiActionRunner.execute(() -> {
            DragonCardsView v = new DragonCardsView(offer.cards(), taken::add, () -> { });
            v.setOffer(offer, false);
            return v;
        });
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

    @Test
    void R73_theWitchMayClickAnyXSystemSpaceOfTheSide_andTheClickMovesTheCubeThere() {
        DragonCards cubeOnFront1 = GamerSamples.cards(); // "3s and 8s cannot be played" in force
        DragonOffers witch = new DragonOffers(cubeOnFront1, false, true);
        open(witch);
        window.button("forbidden-2").requireEnabled(); // the cube's next space: the plain move
        window.button("forbidden-3").requireEnabled(); // an X-system space further on: the Witch's move
        assertThat(robot.finder().findAll(c -> "forbidden-4".equals(c.getName())
                && c instanceof javax.swing.JButton b && b.isShowing())).as("front 4 has no X system").isEmpty();
        press(window.button("forbidden-3"));
        assertThat(taken).containsExactly(new DragonAction.Forbidden(OptionalInt.of(3)));
        assertThat(witch.check(taken.get(0)).ok()).isTrue();
    }

    @Test
    void R73_withoutTheCubeMove_onlyTheNextSpaceIsOffered() {
        open(DragonOffers.of(GamerSamples.cards(), false));
        window.button("forbidden-2").requireEnabled();
        assertThat(robot.finder().findAll(c -> "forbidden-3".equals(c.getName())
                && c instanceof javax.swing.JButton b && b.isShowing())).isEmpty();
    }
}
