package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.List;


import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * P196: a Dragon offer that comes and goes does not resize the track and the Dragon cards below the field (a new
 * size laid out and repainted the whole part below the field on about one Expert move in three).
 */
class GamerPartSteadyTest extends AppGuiTest {
    /**
     * Where the Gamer part ends below the field and where the field lies (P330, P331: the part is laid out whole
     * below the field; where its cards are compact, an offer lays them over the field from the same bottom edge).
     */
    private int pairHeight() {
        Component gamer = named("gamer");
        Component field = named("field-area");
        return GuiActionRunner.execute(() -> (gamer.getY() + gamer.getHeight()) * 100_000 + field.getY() * 1000
                + field.getHeight());
    }

    @Test
    void ruling_P196_a_dragon_offer_that_comes_and_goes_keeps_the_gamer_parts_height() {
        openWindow();
        newGame("expert", List.of("red", "blue", "green", "yellow"), "red");
        send("red: play R4");
        send("blue: play R3");
        int before = pairHeight();
        send("green: play R2"); // a 2: the Dragon offer with its Decline (R40, R15)
        assertThat(GuiActionRunner.execute(() -> frame.table().legalMoves().stream()
                .anyMatch(m -> m instanceof org.eternalsevens.rules.Move.DeclineDragon))).isTrue();
        int offered = pairHeight();
        send("green: dragon none");
        int after = pairHeight();
        assertThat(offered).as("the offer's line has its room before the offer").isEqualTo(before);
        assertThat(after).as("and keeps it after").isEqualTo(offered);
    }
}
