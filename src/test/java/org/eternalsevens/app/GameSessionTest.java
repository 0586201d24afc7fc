package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Journal;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.RejectCode;
import org.eternalsevens.testkit.FullDiskChannel;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameSessionTest {
    @TempDir
    Path dir;

    private GameSession session(List<String> moves, Journal journal) {
        return new GameSession(Games.beginner4(), Games.record(moves, "beginner", "red", "blue", "green", "yellow"),
                List.of(), journal);
    }

    private final FullDiskChannel[] disk = new FullDiskChannel[1];

    private Journal journalOnDisk(Path file) throws IOException {
        return Journal.start(file, Games.record(List.of(), "beginner", "red", "blue", "green", "yellow"),
                ch -> disk[0] = new FullDiskChannel(ch));
    }

    @Test
    void p198_listeners_take_a_move_while_it_goes_to_disk_and_play_returns_once_it_is_there() throws Exception {
        try (Journal j = journalOnDisk(dir.resolve("j.jsonl"))) {
            GameSession s = session(List.of(), j);
            CountDownLatch heard = new CountDownLatch(1);
            AtomicBoolean heardWhileForcing = new AtomicBoolean();
            AtomicBoolean forced = new AtomicBoolean();
            disk[0].whileForcing = () -> {
                try {
                    heardWhileForcing.set(heard.await(2, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                forced.set(true);
            };
            s.addListener(x -> heard.countDown());
            s.play("red: play R5");
            assertThat(heardWhileForcing).as("the listeners were told while the entry was being forced").isTrue();
            assertThat(forced).as("play returned only once the entry was forced").isTrue();
        }
    }

    @Test
    void p198_a_move_or_an_undo_whose_force_fails_is_taken_back_and_thrown() throws Exception {
        Path file = dir.resolve("j.jsonl");
        try (Journal j = journalOnDisk(file)) {
            GameSession s = session(List.of(), j);
            List<Integer> heard = new ArrayList<>();
            s.addListener(x -> heard.add(x.moveCount()));
            disk[0].failForces = 1;
            assertThatThrownBy(() -> s.play("red: play R5")).isInstanceOf(IOException.class);
            assertThat(s.moveCount()).isZero();
            assertThat(s.state()).isEqualTo(s.stateAt(0));
            assertThat(heard).as("told of the move while it was forced, then of its taking back").containsExactly(1, 0);

            s.play("red: play R5");
            s.play("blue: play R6");
            disk[0].failForces = 1;
            assertThatThrownBy(s::undo).isInstanceOf(IOException.class);
            assertThat(s.moves()).containsExactly("red: play R5", "blue: play R6");
            assertThat(s.canRedo()).isFalse();
        }
        assertThat(JournalReader.read(file).record().moves()).containsExactly("red: play R5", "blue: play R6");
    }

    @Test
    void aRefusedMoveChangesNothingAndIsNotJournalled() throws Exception {
        Path file = dir.resolve("j.jsonl");
        GameRecord rec = Games.record(List.of(), "beginner", "red", "blue", "green", "yellow");
        try (Journal j = Journal.start(file, rec)) {
            GameSession s = session(List.of("red: play R5"), j);
            var before = s.state();
            Outcome o = s.play("blue: play R9");
            assertThat(o).isInstanceOf(Outcome.Rejected.class);
            assertThat(((Outcome.Rejected) o).code()).isEqualTo(RejectCode.NOT_ADJACENT);
            assertThat(s.state()).isEqualTo(before);
            assertThat(s.moveCount()).isEqualTo(1);
        }
        assertThat(JournalReader.read(file).record().moves()).isEmpty();
    }

    @Test
    void undoAndRedoWithoutLimitAndTheJournalFollows() throws Exception {
        Path file = dir.resolve("j.jsonl");
        try (Journal j = Journal.start(file, Games.record(List.of(), "beginner", "red", "blue", "green", "yellow"))) {
            GameSession s = session(List.of(), j);
            List<Integer> seen = new ArrayList<>();
            s.addListener(x -> seen.add(x.moveCount()));
            s.play("red: play R5");
            s.play("blue: play R6");
            s.play("green: play R7");
            s.undo();
            s.undo();
            s.undo();
            assertThat(s.canUndo()).isFalse();
            assertThat(s.state()).isEqualTo(s.stateAt(0));
            s.redo();
            s.redo();
            assertThat(s.moves()).containsExactly("red: play R5", "blue: play R6");
            assertThat(seen).containsExactly(1, 2, 3, 2, 1, 0, 1, 2);
        }
        JournalReader.Recovery r = JournalReader.read(file);
        assertThat(r.record().moves()).containsExactly("red: play R5", "blue: play R6");
        assertThat(r.redo()).containsExactly("green: play R7");
    }

    @Test
    void aNewMoveClearsRedoAndContinueFromCutsLaterMoves() throws Exception {
        GameSession s = session(List.of("red: play R5", "blue: play R6", "green: play R7"), null);
        s.undo();
        s.play("green: play B6");
        assertThat(s.canRedo()).isFalse();
        s.continueFrom(1);
        assertThat(s.moves()).containsExactly("red: play R5");
        assertThat(s.state().toMove().id()).isEqualTo("blue");
    }

    @Test
    void aRecordWithAnIllegalMoveLoadsUpToItAndSaysWhich() {
        GameSession s = session(List.of("red: play R5", "blue: play G2", "green: play R6"), null);
        assertThat(s.moveCount()).isEqualTo(1);
        assertThat(s.loadRejection().index()).isEqualTo(1);
        assertThat(s.loadRejection().code()).isEqualTo(RejectCode.FIRST_CARD_4_TO_7);
    }

    @Test
    void movesAreStoredInCanonicalNotation() throws Exception {
        GameSession s = session(List.of(), null);
        s.play("  RED:   Play  r5   # opening");
        assertThat(s.toRecord().moves()).containsExactly("red: play R5");
    }
}
