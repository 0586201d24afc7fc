package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.sim.Simulator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.eternalsevens.rules.basics.Field;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.setup.RulesInForce;
import org.eternalsevens.rules.basics.Space;
import org.eternalsevens.rules.basics.Verdict;

/**
 * Legal spaces (R2–R9) and the engine's check of each play come from the same rules: on every position of simulated
 * games, the summary's spaces are among those the field's checks accept and are the plays the one legal list gives
 * (P227: for a hand holding such a card; under Cyclops a holder of a rare card is listed only some of them, as the
 * summary ignores Cyclops's priority by RECORD-FORMAT), and every refusal has a sentence.
 */
class LegalSpacesMatchChecksTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {101, 202, 303, 404})
    void ruling_R2_to_R9_legalSpacesAreExactlyThePlaysTheChecksAccept(long seed) {
        System.out.println("LegalSpacesMatchChecksTest seed " + seed);
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Level level = i % 2 == 0 ? Level.BEGINNER : Level.STANDARD;
            Simulator.play(seed + i, level, 2 + i % 3, (sim, before, after, move, settled) -> {
                LegalSpaces legal = LegalMoves.spaces(after);
                LegalSpaces listed = LegalSpaces.of(LegalMoves.plays(after));
                List<Space> plays = listed.play();
                List<Space> rares = listed.rare();
                PlayerState p = after.finished() ? null : after.player(after.turn().actor());
                boolean cyclops = p != null && p.rares() > 0
                        && after.rulesInForce(after.turn().actor()).rareFirst(); // R25: the list only
                boolean playsAgree = cyclops ? legal.play().containsAll(plays) : plays.equals(legal.play());
                if (p != null && (p.hand() > p.rares() && !playsAgree
                        || p.rares() > 0 && !rares.equals(legal.rare()))) {
                    wrong.add("the summary's " + legal + " against the listed " + plays + " and " + rares + " after "
                            + move);
                }
                for (Space s : Space.ALL_SPACES) {
                    Field f = after.field();
                    RulesInForce a = after.rulesInForce(after.turn().actor());
                    Verdict card = Legality.card(f, a, s);
                    Verdict rare = Legality.rare(f, a, s);
                    if (legal.play().contains(s) && !card.ok() || legal.rare().contains(s) && !rare.ok()) {
                        wrong.add(s + " after " + move);
                    }
                    if (!card.ok() && card.reason() == null || !rare.ok() && rare.reason() == null) {
                        wrong.add(s + " refused without a reason after " + move);
                    }
                }
            });
        }
        assertThat(wrong).isEmpty();
    }
}
