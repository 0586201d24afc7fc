package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eternalsevens.testkit.FullDiskChannel;
import org.eternalsevens.testkit.Games;
import org.eternalsevens.rules.basics.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 10, item 2 and P63: a full disk never leaves a torn entry for later moves to follow. */
class JournalFullDiskTest {
    @TempDir
    Path dir;
    FullDiskChannel disk;

    Journal journal() throws IOException {
        return Journal.start(dir.resolve("current.jsonl"), Games.record(List.of(), "beginner", "red", "blue", "green"),
                ch -> disk = new FullDiskChannel(ch));
    }

    @Test
    void p63_a_failed_write_is_cut_back_at_once_and_later_moves_wait_for_a_write_that_succeeds() throws Exception {
        Path file = dir.resolve("current.jsonl");
        try (Journal j = journal()) {
            j.move("red: play R5");
            long whole = Files.size(file);
            disk.room = whole + 25; // room for 25 bytes of the next entry: the torn entry of the issue
            assertThatThrownBy(() -> j.move("blue: play R6")).hasMessageContaining("No space left");
            assertThat(Files.size(file)).as("cut back to the last complete entry at once").isEqualTo(whole);
            assertThat(j.failing()).isTrue();
            assertThatThrownBy(() -> j.move("blue: play R6")).hasMessageContaining("No space left");
            assertThat(Files.size(file)).isEqualTo(whole);

            JournalReader.Recovery killedNow = JournalReader.read(file);
            assertThat(killedNow.record().moves()).containsExactly("red: play R5");
            assertThat(killedNow.warning()).as("nothing was cut short by a crash").isNull();

            disk.room = Long.MAX_VALUE; // space is freed
            j.move("blue: play R6");
            assertThat(j.failing()).isFalse();
            j.move("green: play R7");
        }
        JournalReader.Recovery r = JournalReader.read(file);
        assertThat(r.record().moves()).containsExactly("red: play R5", "blue: play R6", "green: play R7");
        assertThat(r.warning()).isNull();
    }

    /** Journals a move and waits for the disk; the next force fails. Returns the file's size with the move. */
    private long oneMoveOnDiskThenAFailingForce(Journal j, Path file) throws IOException {
        j.move("red: play R5");
        j.awaitForced();
        disk.failForces = 1;
        return Files.size(file);
    }

    @Test
    void p216_a_force_that_fails_cuts_the_file_back_to_what_is_on_disk_and_is_thrown_when_awaited() throws Exception {
        Path file = dir.resolve("current.jsonl");
        try (Journal j = journal()) {
            long whole = oneMoveOnDiskThenAFailingForce(j, file);
            j.move("blue: play R6"); // written at once; forcing it to disk fails on the forcing thread
            assertThatThrownBy(j::awaitForced).hasMessageContaining("Input/output error");
            assertThat(Files.size(file)).as("cut back to the last entry on disk").isEqualTo(whole);
            assertThat(j.failing()).isTrue();
            j.move("blue: play R6");
            j.awaitForced();
            assertThat(j.failing()).isFalse();
        }
        assertThat(JournalReader.read(file).record().moves()).containsExactly("red: play R5", "blue: play R6");
    }

    @Test
    void p216_an_entry_written_after_an_unsettled_failed_force_is_cut_back_with_it_when_it_is_settled()
            throws Exception {
        Path file = dir.resolve("current.jsonl");
        try (Journal j = journal()) {
            long onDisk = oneMoveOnDiskThenAFailingForce(j, file);
            j.move("blue: play R6");
            j.waitForDisk(); // its force has failed; the session has not heard yet
            j.move("green: play R7"); // the move made meanwhile is written, not refused half-way
            assertThat(j.writtenLength()).isGreaterThan(onDisk);
            assertThatThrownBy(j::checkForced).hasMessageContaining("Input/output error");
            assertThat(Files.size(file)).as("both cut back to what the disk took").isEqualTo(onDisk);
            assertThat(j.writtenLength()).isEqualTo(onDisk);
            assertThat(j.forcedLength()).isEqualTo(onDisk);
        }
        assertThat(JournalReader.read(file).record().moves()).containsExactly("red: play R5");
    }

    @Test
    void p216_a_force_that_takes_long_raises_saving_and_tells_the_watcher_when_it_goes_up_and_down() throws Exception {
        try (Journal j = journal()) {
            java.util.concurrent.atomic.AtomicInteger told = new java.util.concurrent.atomic.AtomicInteger();
            j.watch(told::incrementAndGet);
            java.util.concurrent.CountDownLatch diskMayEnd = disk.holdForces();
            j.move("red: play R5");
            assertThat(j.saving()).as("not at once").isFalse();
            long until = System.currentTimeMillis() + 5_000;
            while (!j.saving() && System.currentTimeMillis() < until) {
                Thread.sleep(10);
            }
            assertThat(j.saving()).as("after " + Journal.SLOW_FORCE_MS + " ms").isTrue();
            assertThat(told.get()).isEqualTo(1);
            diskMayEnd.countDown();
            j.awaitForced();
            assertThat(j.saving()).isFalse();
            until = System.currentTimeMillis() + 5_000; // told on the forcing thread, just after the wait ends
            while (told.get() < 2 && System.currentTimeMillis() < until) {
                Thread.sleep(10);
            }
            Thread.sleep(50); // and not a third time
            assertThat(told.get()).as("told again when the force ended").isEqualTo(2);
        }
    }

    @Test
    void p216_the_time_spent_waiting_for_the_disk_is_counted_for_the_click_measurement() throws Exception {
        try (Journal j = journal()) {
            long before = j.waitedNanos();
            Thread waiter = Thread.currentThread();
            disk.whileForcing = () -> {
                try {
                    // a slow disk: 30 ms from the moment the test waits for it (on a busy machine the test may come
                    // to wait later than the force begins, and only the time it waits is counted)
                    while (waiter.getState() != Thread.State.WAITING && waiter.getState() != Thread.State.TIMED_WAITING) {
                        Thread.sleep(1);
                    }
                    Thread.sleep(30);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
            j.move("red: play R5");
            j.awaitForced();
            assertThat(j.waitedNanos() - before).as("the wait for a 30 ms force").isGreaterThanOrEqualTo(25_000_000L);
        }
    }

    @Test
    void p63_when_cutting_back_fails_too_the_next_write_cuts_first() throws Exception {
        Path file = dir.resolve("current.jsonl");
        try (Journal j = journal()) {
            j.move("red: play R5");
            long whole = Files.size(file);
            disk.room = whole + 10;
            disk.failTruncates = 2; // the cut right after the failure, and the first try before the next entry
            assertThatThrownBy(() -> j.move("blue: play R6")).isInstanceOf(IOException.class);
            assertThat(Files.size(file)).as("the torn entry is still there").isEqualTo(whole + 10);
            disk.room = Long.MAX_VALUE;
            assertThatThrownBy(() -> j.move("blue: play R6")).hasMessageContaining("Input/output");
            assertThat(j.failing()).isTrue();
            j.move("blue: play R6");
            j.move("green: play R7");
        }
        JournalReader.Recovery r = JournalReader.read(file);
        assertThat(r.record().moves()).containsExactly("red: play R5", "blue: play R6", "green: play R7");
        assertThat(r.warning()).isNull();
    }

    @Test
    void a_journal_that_cannot_write_its_first_line_leaves_no_file() throws Exception {
        Path file = dir.resolve("current.jsonl");
        assertThatThrownBy(() -> Journal.start(file, Games.record(List.of(), "beginner", "red", "blue"), ch -> {
            FullDiskChannel d = new FullDiskChannel(ch);
            d.room = 7;
            return d;
        })).hasMessageContaining("No space left");
        assertThat(file).doesNotExist();
    }

    @Test
    void p64_every_damaged_copy_is_kept_under_its_own_name() throws Exception {
        Path file = dir.resolve("current.jsonl");
        try (Journal j = journal()) {
            j.move("red: play R5");
            j.move("blue: play R6");
        }
        List<String> lines = Files.readAllLines(file);
        Files.write(file, List.of(lines.get(0), "{\"t\":\"move\",\"move\":\"red: pla{\"t\":\"move\"}", lines.get(2)));
        List<String> first = Files.readAllLines(file);
        JournalReader.Recovery r1 = JournalReader.read(file);
        assertThat(r1.damage()).extracting(Reason::key, d -> d.args().get(3))
                .containsExactly("journal.damaged", dir.resolve("current.jsonl.damaged-1"));
        try (Journal j = Journal.resume(file, r1.validLength())) {
            j.move("red: play R5");
            j.move("blue: play R4");
        }
        List<String> again = Files.readAllLines(file);
        Files.write(file, List.of(again.get(0), again.get(1), "garbage", "{\"t\":\"undo\"}"));
        List<String> second = Files.readAllLines(file);
        JournalReader.Recovery r2 = JournalReader.read(file);
        assertThat(r2.damage().args().get(3)).isEqualTo(dir.resolve("current.jsonl.damaged-2"));
        assertThat(Files.readAllLines(dir.resolve("current.jsonl.damaged-1"))).isEqualTo(first);
        assertThat(Files.readAllLines(dir.resolve("current.jsonl.damaged-2"))).isEqualTo(second);
    }
}
