package org.eternalsevens.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.sim.Simulator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Legal spaces use a reason-free fast path (R2–R9); on every space of every position of simulated games it must
 * agree with the checks that give the reasons, which Engine uses for each play.
 */
class LegalityFastPathTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {101, 202, 303, 404})
    void ruling_R2_to_R9_theFastPathAgreesWithTheReasonsOnEverySpace(long seed) {
        System.out.println("LegalityFastPathTest seed " + seed);
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Level level = i % 2 == 0 ? Level.BEGINNER : Level.STANDARD;
            Simulator.play(seed + i, level, 2 + i % 3, (sim, before, after, move, settled) -> {
                for (Space s : Space.ALL_SPACES) {
                    Field f = after.field();
                    ContinuousEternal a = after.active();
                    Verdict card = Legality.card(f, a, s);
                    Verdict rare = Legality.rare(f, a, s);
                    if (card.ok() != Legality.cardOk(f, a, s) || rare.ok() != Legality.rareOk(f, a, s)) {
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
