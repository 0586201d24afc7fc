package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.board.IconName;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.board.PassAction;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.SetupCheck;
import org.eternalsevens.rules.basics.Space;

/** R15: at most two Additional Play Tokens are held; a token gained beyond that is lost. R16: none in Beginner. */
class AdditionalPlayTokenTest {
    private static final List<Colour> FOUR = List.of(Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW);
    private static final List<String> ALL_INSTANT = List.of("phoenix", "mummy", "skeleton", "kyubi", "barong",
            "minotaur", "ghost", "dragon", "king", "kappa", "yeti");

    private static GameState start(Level level, List<String> instant) {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), level, FOUR, Colour.RED, null, instant, null,
                null);
        assertThat(r.problems()).isEmpty();
        return GameState.initial(r.setup());
    }

    private static GameState apply(GameState s, Move... moves) {
        for (Move m : moves) {
            Outcome o = Engine.apply(s, m);
            assertThat(o).as(m.toString()).isInstanceOf(Outcome.Applied.class);
            s = ((Outcome.Applied) o).state();
        }
        return s;
    }

    private static Move.Pass pass(Colour c, PassAction a, Integer bonus, Space s) {
        return new Move.Pass(c, new IconName(a, bonus), s == null ? PassArgs.NONE : new PassArgs.OnSpace(s));
    }

    @Test
    void ruling_R15_gainingStopsAtTheCapOfTwo() {
        Draft d = new Draft(start(Level.STANDARD, null));
        Draft.P red = d.p(Colour.RED);
        assertThat(d.gainTokens(red, 1)).isEqualTo(1);
        assertThat(d.gainTokens(red, 2)).isEqualTo(1);
        assertThat(d.gainTokens(red, 1)).isZero();
        assertThat(red.apt).isEqualTo(2);
    }

    @Test
    void ruling_R16_beginnerHasNoTokensToGain() {
        Draft d = new Draft(start(Level.BEGINNER, null));
        assertThat(d.gainTokens(d.p(Colour.RED), 2)).isZero();
        assertThat(d.p(Colour.RED).apt).isZero();
    }

    @Test
    void ruling_R15_kappaBeyondTheCapIsLostButOthersGainOne() {
        GameState s = apply(start(Level.STANDARD, ALL_INSTANT),
                pass(Colour.RED, PassAction.DISCARD, 1, null),
                new Move.Play(Colour.BLUE, Space.parse("R5")),
                new Move.Play(Colour.GREEN, Space.parse("R4")),
                new Move.Play(Colour.YELLOW, Space.parse("B5")),
                pass(Colour.RED, PassAction.MUSTPLAY, 1, Space.parse("Y0")),
                new Move.Play(Colour.BLUE, Space.parse("R3")),
                new Move.Play(Colour.GREEN, Space.parse("R2")),
                new Move.Reveal(Colour.GREEN, "kappa"));
        assertThat(s.player(Colour.RED).apt()).isEqualTo(2);
        assertThat(s.player(Colour.BLUE).apt()).isEqualTo(1);
        assertThat(s.player(Colour.GREEN).apt()).isEqualTo(1);
        assertThat(s.player(Colour.YELLOW).apt()).isEqualTo(1);
    }

    @Test
    void ruling_R15_theTableCannotSetMoreThanTheCap() {
        GameState s = start(Level.STANDARD, null);
        assertThat(Engine.check(s, new Move.TableFix(FixField.APT, Colour.RED, 3)).code())
                .isEqualTo(RejectCode.BAD_CORRECTION);
        assertThat(Engine.check(s, new Move.TableFix(FixField.APT, Colour.RED, 2)).ok()).isTrue();
    }
}
