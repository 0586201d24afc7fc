package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.sim.ExpertGames;
import org.eternalsevens.sim.PlayedGame;

/**
 * P590: the move that ends round 1 answers with its summary first. A table whose window paints the summary first
 * holds its views at round 1's last position through that move, and shows round 2 when released (after the summary
 * is seen); every other change, and a table without a summary, shows at once.
 */
class SummaryFirstTest {
    private static final long SEED = 7;

    /** A table with a recording view, on a two-player Expert game one move before the end of round 1. */
    private static final class Watched {
        final List<Integer> rounds = new ArrayList<>(); // the round each refresh showed
        final List<Integer> roundOvers = new ArrayList<>();
        final TableControl table;
        final PlayedGame game = ExpertGames.play(2, SEED);
        final int end = roundEnd(game);

        Watched(boolean summaryFirst) {
            table = new TableControl(new TableControl.Events() {
                @Override
                public void roundOver(int n) {
                    roundOvers.add(n);
                }

                @Override
                public boolean summaryFirst() {
                    return summaryFirst;
                }
            });
            table.addView(t -> rounds.add(t.shown() == null ? 0 : t.shown().round()));
            RecordSetup rs = RecordSetup.of(game.setup());
            table.setSession(new GameSession(game.setup(), new GameRecord(rs, game.moves().subList(0, end - 1), null),
                    List.of(), null));
            rounds.clear();
        }

        String last() {
            return game.moves().get(end - 1);
        }
    }

    private static int roundEnd(PlayedGame g) {
        for (int i = 1; i < g.states().size(); i++) {
            if (g.states().get(i).round() == 2 && g.states().get(i - 1).round() == 1) {
                return i;
            }
        }
        throw new AssertionError("ExpertGames seed " + SEED + " never reaches round 2");
    }

    @Test
    void P590_theMoveThatEndsRound1HoldsTheViewsUntilTheSummaryReleasesThem() {
        Watched w = new Watched(true);
        assertThat(w.table.sendTyped(w.last())).isNull();
        assertThat(w.table.session().state().round()).isEqualTo(2);
        assertThat(w.roundOvers).as("the summary is asked for").containsExactly(w.end);
        assertThat(w.rounds).as("no view showed anything during the move").isEmpty();
        w.table.releaseViews();
        assertThat(w.rounds).as("released: round 2 shown once").containsExactly(2);
        w.table.releaseViews();
        assertThat(w.rounds).as("a second release shows nothing again").containsExactly(2);
    }

    @Test
    void P590_undoAndOtherMovesShowAtOnce() {
        Watched w = new Watched(true);
        w.table.undo(); // an ordinary change, backwards
        assertThat(w.rounds).containsExactly(1);
        w.table.redo(); // the move before the last, made again: round 1 goes on
        assertThat(w.rounds).containsExactly(1, 1);
        assertThat(w.table.sendTyped(w.last())).isNull();
        assertThat(w.rounds).as("held through the move that ends round 1").containsExactly(1, 1);
        w.table.undo(); // Undo in the summary: taken back at once, and the hold is over
        assertThat(w.rounds).containsExactly(1, 1, 1);
        w.table.releaseViews();
        assertThat(w.rounds).as("nothing was held any more").containsExactly(1, 1, 1);
        w.table.redo(); // Redo ends round 1 again: held again for its summary
        assertThat(w.roundOvers).containsExactly(w.end, w.end);
        assertThat(w.rounds).containsExactly(1, 1, 1);
        w.table.releaseViews();
        assertThat(w.rounds).containsExactly(1, 1, 1, 2);
    }

    @Test
    void P590_aTableWithoutASummaryShowsRound2AtOnce() {
        Watched w = new Watched(false);
        assertThat(w.table.sendTyped(w.last())).isNull();
        assertThat(w.rounds).containsExactly(2);
        assertThat(w.roundOvers).containsExactly(w.end);
    }

    @Test
    void P590_aRefusedMoveHoldsNothing() {
        Watched w = new Watched(true);
        String refused = w.table.sendTyped(w.last().replace(":", ": nonsense"));
        assertThat(refused).isNotNull();
        assertThat(w.table.session().state().round()).isEqualTo(1);
        w.table.releaseViews();
        assertThat(w.rounds).as("nothing held, nothing shown").isEmpty();
    }
}
