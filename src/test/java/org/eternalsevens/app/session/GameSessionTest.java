package org.eternalsevens.app.session;

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
import org.eternalsevens.rules.basics.RejectCode;
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
    void p216_a_move_is_shown_while_its_entry_goes_to_disk_and_play_does_not_wait_for_the_disk() throws Exception {
        Path file = dir.resolve("j.jsonl");
        try (Journal j = journalOnDisk(file)) {
            GameSession s = session(List.of(), j);
            CountDownLatch diskMayEnd = new CountDownLatch(1);
            AtomicBoolean forced = new AtomicBoolean();
            disk[0].whileForcing = () -> {
                try {
                    diskMayEnd.await(10, TimeUnit.SECONDS); // a disk that takes as long as the test wants
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                forced.set(true);
            };
            List<Integer> heard = new ArrayList<>();
            s.addListener(x -> heard.add(x.moveCount()));
            s.play("red: play R5");
            s.play("blue: play R6"); // the next move does not wait for the first one's force either
            assertThat(forced).as("play returned while the disk was still forcing").isFalse();
            assertThat(heard).containsExactly(1, 2);
            assertThat(JournalReader.read(file).record().moves()).as("written before it was shown: a kill keeps it")
                    .containsExactly("red: play R5", "blue: play R6");
            diskMayEnd.countDown();
            s.awaitDisk();
            assertThat(forced).isTrue();
            assertThat(j.forcedLength()).isEqualTo(j.writtenLength());
        }
    }

    @Test
    void p216_when_the_disk_fails_to_take_shown_moves_they_are_taken_back_and_thrown() throws Exception {
        Path file = dir.resolve("j.jsonl");
        try (Journal j = journalOnDisk(file)) {
            GameSession s = session(List.of(), j);
            s.play("red: play R5");
            s.awaitDisk();
            List<Integer> heard = new ArrayList<>();
            s.addListener(x -> heard.add(x.moveCount()));
            CountDownLatch diskMayEnd = disk[0].holdForces(); // a disk that takes as long as the test wants
            disk[0].failForces = 1;
            s.play("blue: play R6");
            s.play("green: play R7"); // written while the failing force goes on
            assertThat(s.moveCount()).as("both shown").isEqualTo(3);
            diskMayEnd.countDown();
            assertThatThrownBy(s::awaitDisk).isInstanceOfSatisfying(GameSession.TakenBack.class,
                    t -> assertThat(t.changes()).as("both moves after the last entry on disk").isEqualTo(2));
            assertThat(s.moves()).containsExactly("red: play R5");
            assertThat(s.state()).isEqualTo(s.stateAt(1));
            assertThat(heard).as("told of each move, then of their taking back").containsExactly(2, 3, 1);
            assertThat(JournalReader.read(file).record().moves()).as("cut back to what was on disk")
                    .containsExactly("red: play R5");

            disk[0].whileForcing = () -> { };
            s.play("blue: play R6"); // the disk takes moves again
            s.undo();
            s.awaitDisk(); // so that the failing force is the redo's
            disk[0].failForces = 1;
            s.redo();
            assertThatThrownBy(s::awaitDisk).isInstanceOf(GameSession.TakenBack.class);
            assertThat(s.moves()).as("the redo is taken back").containsExactly("red: play R5");
            assertThat(s.redoMove()).as("and may be made again").isEqualTo("blue: play R6");
            s.redo();
            s.awaitDisk();
        }
        assertThat(JournalReader.read(file).record().moves()).containsExactly("red: play R5", "blue: play R6");
    }

    @Test
    void p216_a_failed_force_found_by_the_next_move_takes_back_the_old_move_and_refuses_the_new_one() throws Exception {
        try (Journal j = journalOnDisk(dir.resolve("j.jsonl"))) {
            GameSession s = session(List.of(), j);
            disk[0].failForces = 1;
            s.play("red: play R5");
            j.waitForDisk(); // the force has failed; nobody has settled it yet
            assertThatThrownBy(() -> s.play("blue: play R6")).isInstanceOf(GameSession.TakenBack.class);
            assertThat(s.moveCount()).isZero();
            s.play("red: play R5");
            s.awaitDisk();
            assertThat(s.moves()).containsExactly("red: play R5");
        }
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
