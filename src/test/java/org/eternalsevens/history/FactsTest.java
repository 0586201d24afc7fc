package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.stream.LongStream;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Replayer;
import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.PlayerStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The facts the history keeps, against the engine's own final state (issue 27, P370). Seeded: the seeds print. */
class FactsTest {
    static LongStream seeds() {
        System.out.println("FactsTest seeds 1..18");
        return LongStream.rangeClosed(1, 18);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void P370_factsAgreeWithTheReplayedFinalState(long seed) {
        GameRecord record = SimRecords.game(seed);
        GameFacts g = ((Facts.Read) Facts.of(record, Instant.EPOCH, null)).facts();
        GameState end = Replayer.replay(record.setup().toSetup(ContentLoader.defaults()).setup(), record.moves()).state();
        assertThat(g.level()).isEqualTo(end.setup().level().id());
        assertThat(g.seats()).hasSize(end.setup().playerCount());
        for (GameFacts.Seat s : g.seats()) {
            Colour c = Colour.parse(s.colour());
            assertThat(end.setup().seats().get(s.seat() - 1)).isEqualTo(c);
            assertThat(s.hearts()).isEqualTo(end.hearts(c));
            assertThat(s.stars()).isEqualTo(end.stars(c));
            assertThat(s.name()).isEqualTo(end.setup().nameOf(c));
            List<GameFacts.RoundLine> mine = g.rounds().stream().filter(r -> r.colour().equals(s.colour())).toList();
            assertThat(mine).hasSize(end.gamer() == null ? 1 : 2);
            GameFacts.RoundLine last = mine.get(mine.size() - 1);
            assertThat(last.hearts()).isEqualTo(end.hearts(c)); // the track at the game's end is the last round's
            assertThat(last.place()).isEqualTo(s.place());
            assertThat(mine.stream().mapToInt(GameFacts.RoundLine::heartsGained).sum())
                    .isEqualTo(end.hearts(c) - GameState.initial(end.setup()).hearts(c));
            PlayerStatus st = end.player(c).status(); // the last round's way out, as the engine left it
            if (st == PlayerStatus.HARDPASSED) {
                assertThat(last.left()).isEqualTo(GameFacts.Left.HARD_PASS);
            } else if (st == PlayerStatus.ELIMINATED) {
                assertThat(last.left()).isEqualTo(GameFacts.Left.ELIMINATED);
            } else if (st == PlayerStatus.OUT) {
                assertThat(last.left()).isEqualTo(GameFacts.Left.OUT);
            }
            if (end.setup().pro() != null) { // R50: a board side chosen each round
                assertThat(mine).allSatisfy(r -> assertThat(r.board()).matches("\\d+[AB]"));
                assertThat(last.board()).isEqualTo(end.board(c).id());
            } else {
                assertThat(mine).allSatisfy(r -> assertThat(r.board()).isNull());
            }
        }
        assertThat(g.seats().stream().filter(GameFacts.Seat::won)).isNotEmpty();
    }

    @Test
    void P372_anUnfinishedRecordIsSkippedWithTheMovesAndRound() {
        GameRecord whole = SimRecords.game(4);
        GameRecord half = whole.withMoves(whole.moves().subList(0, whole.moves().size() / 2));
        Facts.Reading r = Facts.of(half, Instant.EPOCH, null);
        assertThat(r).isInstanceOf(Facts.Skipped.class);
        assertThat(((Facts.Skipped) r).reason()).contains(String.valueOf(half.moves().size())).contains("not over");
    }

    @Test
    void P372_aRecordWithARefusedMoveIsSkippedNamingTheMove() {
        GameRecord whole = SimRecords.game(4);
        List<String> moves = new java.util.ArrayList<>(whole.moves());
        moves.add(3, moves.get(2)); // the same move twice: the second is refused
        Facts.Reading r = Facts.of(whole.withMoves(moves), Instant.EPOCH, null);
        assertThat(r).isInstanceOf(Facts.Skipped.class);
        assertThat(((Facts.Skipped) r).reason()).startsWith("move 4 (");
    }

    @Test
    void P371_theHashIsOfTheContentNotOfTheWriting() {
        GameRecord a = SimRecords.game(2);
        GameRecord b = SimRecords.game(5);
        assertThat(Facts.hash(a)).isEqualTo(Facts.hash(new GameRecord(a.setup(), a.moves(), null)));
        assertThat(Facts.hash(a)).isNotEqualTo(Facts.hash(b));
    }
}
