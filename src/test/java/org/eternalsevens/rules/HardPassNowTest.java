package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.Notation;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.basics.RevealedCard;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.basics.Space;

/** Whether the player to move may Hard Pass now (R42), as the app's button will ask it. */
class HardPassNowTest {
    private static GameState after(Level level, String... moves) throws Exception {
        Setup setup = SetupCheck.check(ContentLoader.defaults(), level, Positions.FOUR, Colour.RED, null, null, null,
                null).setup();
        GameState s = GameState.initial(setup);
        for (String m : moves) {
            s = ((Outcome.Applied) Engine.apply(s, Notation.parse(m))).state();
        }
        return s;
    }

    @Test
    void ruling_R42_two_cards_or_fewer_at_the_start_of_the_turn() throws Exception {
        assertThat(LegalMoves.hardPass(after(Level.EXPERT)).code()).isEqualTo(RejectCode.HARD_PASS_HAND_SIZE);
        assertThat(LegalMoves.hardPass(after(Level.EXPERT, "table: fix hand red 2")).ok()).isTrue();
        assertThat(LegalMoves.hardPass(after(Level.EXPERT, "table: fix hand red 3")).ok()).isFalse();
    }

    @Test
    void ruling_R42_the_turn_stays_open_for_a_hard_pass_at_its_end() throws Exception {
        GameState s = after(Level.EXPERT, "table: fix hand red 3", "red: play R5");
        assertThat(s.toMove()).isEqualTo(Colour.RED);
        assertThat(LegalMoves.hardPass(s).ok()).isTrue();
        assertThat(LegalMoves.of(s)).containsExactly(new Move.EndTurn(Colour.RED));
        assertThat(LegalMoves.spaces(s).play()).isEmpty();
        GameState out = ((Outcome.Applied) Engine.apply(s, new Move.HardPass(Colour.RED,
                List.of(RevealedCard.number(Space.parse("R3")), RevealedCard.PURPLE)))).state();
        assertThat(out.player(Colour.RED).status()).isEqualTo(PlayerStatus.HARDPASSED);
        assertThat(out.toMove()).isEqualTo(Colour.BLUE);
    }

    @Test
    void ruling_R42_a_dragon_offer_comes_first() throws Exception {
        GameState s = after(Level.EXPERT, "red: pass dragon");
        assertThat(LegalMoves.hardPass(s).code()).isEqualTo(RejectCode.AWAITING_CHOICE);
    }

    @Test
    void casual_mode_has_no_hard_pass() throws Exception {
        assertThat(LegalMoves.hardPass(after(Level.BEGINNER, "table: fix hand red 2")).ok()).isFalse();
    }
}
