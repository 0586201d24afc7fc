package org.eternalsevens.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordJson;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One game's story (P412): the record replayed gives each player's hearts and stars after every move; each round's
 * line ends where the history's facts (P370, R47) say the round ended, round 2 starts where round 1 ended, and the
 * last points are the final hearts and stars. Seeds over Pro, Expert and Standard, 2–4 players (SimRecords.game).
 */
class GameStoryTest {
    @TempDir
    Path folder;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9})
    void P412_eachRoundsLineEndsAtThePlayersHeartsAndStarsOfThatRound(long seed) throws Exception {
        System.out.println("GameStoryTest seed " + seed);
        GameRecord record = SimRecords.game(seed);
        GameFacts facts = ((Facts.Read) Facts.of(record, Instant.EPOCH, null)).facts();
        GameStory story = GameStory.read(SimRecords.write(folder, "g.json", record, Instant.EPOCH));
        assertThat(story.moves()).isEqualTo(record.moves().size());
        assertThat(story.players()).extracting(p -> p.colour().id())
                .containsExactlyElementsOf(facts.seats().stream().map(GameFacts.Seat::colour).toList());
        for (GameStory.Player p : story.players()) {
            List<GameFacts.RoundLine> lines = facts.rounds().stream()
                    .filter(l -> l.colour().equals(p.colour().id())).toList();
            assertThat(p.rounds()).as("rounds of " + p.name()).hasSize(lines.size());
            for (int i = 0; i < lines.size(); i++) {
                GameStory.Point last = p.rounds().get(i).last();
                assertThat(p.rounds().get(i).round()).isEqualTo(lines.get(i).round());
                assertThat(new int[] {last.hearts(), last.stars()}).as(p.name() + " round " + (i + 1))
                        .containsExactly(lines.get(i).hearts(), lines.get(i).stars());
            }
            GameStory.Round first = p.rounds().get(0);
            assertThat(first.points().get(0).move()).isZero();
            assertThat(p.rounds().get(p.rounds().size() - 1).last().move()).isEqualTo(story.moves());
            if (p.rounds().size() == 2) {
                assertThat(p.rounds().get(1).points().get(0)).as("round 2 starts where round 1 ended")
                        .isEqualTo(first.last());
                assertThat(first.last().move()).isEqualTo(story.roundOneEnd()).isBetween(1, story.moves() - 1);
            } else {
                assertThat(story.roundOneEnd()).isZero();
            }
            GameFacts.Seat seat = facts.seats().stream().filter(s -> s.colour().equals(p.colour().id())).findFirst()
                    .orElseThrow();
            assertThat(p.name()).isEqualTo(seat.name());
            for (GameStory.Round r : p.rounds()) {
                assertThat(r.points()).extracting(GameStory.Point::move).isSorted().doesNotHaveDuplicates();
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3})
    void P412_aRecordStoppedByARefusedMoveTellsItsStoryUpToThatMove(long seed) throws Exception {
        GameRecord whole = SimRecords.game(seed);
        List<String> moves = new java.util.ArrayList<>(whole.moves().subList(0, 20));
        moves.add(moves.get(moves.size() - 1)); // the same move again: refused
        moves.addAll(whole.moves().subList(20, 30));
        GameStory story = GameStory.of(RecordJson.read(RecordJson.write(new GameRecord(whole.setup(), moves, null))));
        assertThat(story.moves()).isEqualTo(20);
        assertThat(story.players()).allSatisfy(p -> assertThat(p.rounds().get(p.rounds().size() - 1).last().move())
                .isEqualTo(20));
    }
}
