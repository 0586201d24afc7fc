package org.eternalsevens.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.Engine;
import org.eternalsevens.rules.basics.FixField;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.track.TrackLedger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 23 sections 4 and 5, P228 and P229: over simulated Gamer games, after every move each player's ledger entries
 * add up to the track, and so they do after a table's correction of hearts or stars made now and then in a random
 * position (within the caps), whose entry says CORRECTION and holds the change.
 */
@Tag("property")
@Execution(ExecutionMode.CONCURRENT) // cases share the cores where parallel runs are on (mvn -Pproperties)
class LedgerPropertyTest {
    @ParameterizedTest(name = "{0}, {1} players, seeds from {2}, {3} games")
    @MethodSource("org.eternalsevens.sim.GamerRuns#cases")
    void P228_theLedgerAddsUpToTheTrackAfterEveryMove(String level, int players, long firstSeed, int games) {
        GamerRuns.eachPosition("LedgerPropertyTest", level, players, firstSeed, games, p -> {
            assertThat(addsUp(p.state())).as(p.where()).isEmpty();
            Random rng = new Random(p.seed() * 1_000_003L + p.moves()); // the same correction for the same position
            if (!p.state().finished() && rng.nextInt(8) == 0) {
                assertThat(corrected(p.state(), rng)).as(p.where() + ", corrected").isEmpty();
            }
        });
    }

    /** Each player whose ledger does not add up to the track, in words. */
    static List<String> addsUp(GameState s) {
        List<String> wrong = new ArrayList<>();
        TrackLedger l = s.gamer().ledger();
        for (Colour c : s.setup().seats()) {
            int h = s.gamer().track().hearts(c);
            int st = s.gamer().track().stars(c);
            if (l.hearts(c) != h || l.stars(c) != st) {
                wrong.add(c + ": the ledger adds up to " + l.hearts(c) + " hearts and " + l.stars(c) + " stars, the "
                        + "track shows " + h + " and " + st + ": " + l.of(s.round(), c));
            }
        }
        return wrong;
    }

    /** A random correction of a player's hearts or stars within the caps: its entry, and the sums after it. */
    static List<String> corrected(GameState s, Random rng) {
        List<Colour> seats = s.setup().seats();
        Colour c = seats.get(rng.nextInt(seats.size()));
        boolean hearts = rng.nextBoolean();
        int value = hearts ? rng.nextInt(s.setup().gamer().caps().heartCap() + 1) : rng.nextInt(5); // 4 stars for all
        Move fix = new Move.TableFix(hearts ? FixField.HEARTS : FixField.STARS, c, value);
        Outcome o = Engine.apply(s, fix);
        if (!(o instanceof Outcome.Applied a)) {
            return List.of(); // refused (a player out of the round, say): nothing to add up
        }
        GameState after = a.state();
        List<String> wrong = new ArrayList<>(addsUp(after));
        int before = hearts ? s.gamer().track().hearts(c) : s.gamer().track().stars(c);
        List<TrackLedger.Entry> entries = after.gamer().ledger().entries();
        int first = s.gamer().ledger().entries().size(); // the correction's entry comes first
        if (value != before && (entries.size() <= first || entries.get(first).cause() != TrackLedger.Cause.CORRECTION
                || (hearts ? entries.get(first).hearts() : entries.get(first).stars()) != value - before)) {
            wrong.add("the correction of " + c + "'s " + (hearts ? "hearts" : "stars") + " to " + value + " has no "
                    + "CORRECTION entry of " + (value - before) + " first");
        }
        return wrong;
    }
}
