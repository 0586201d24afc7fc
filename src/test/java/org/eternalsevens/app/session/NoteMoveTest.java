package org.eternalsevens.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.eternalsevens.record.Journal;
import org.eternalsevens.record.JournalReader;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 10, item 10 and P64: a typed move that is only a comment is a note in the log, the journal and the record. */
class NoteMoveTest {
    @TempDir
    Path dir;

    @Test
    void p64_a_comment_only_move_is_kept_as_a_note_and_changes_nothing() throws Exception {
        Path file = dir.resolve("j.jsonl");
        try (Journal j = Journal.start(file, Games.record(List.of(), "beginner", "red", "blue", "green", "yellow"))) {
            GameSession s = new GameSession(Games.beginner4(), Games.record(List.of(), "beginner", "red", "blue",
                    "green", "yellow"), List.of(), j);
            s.play("red: play R5");
            var before = s.state();
            Outcome o = s.play("  # just a note ");
            assertThat(o).isInstanceOf(Outcome.Applied.class);
            assertThat(s.state()).isEqualTo(before);
            assertThat(s.moves()).containsExactly("red: play R5", "# just a note");
            assertThat(s.eventsOf(1)).containsExactly("Note: just a note");
            assertThat(s.play("blue:\u00a0play B6")).isInstanceOf(Outcome.Applied.class); // NBSP is a blank
            assertThat(s.toRecord().moves()).containsExactly("red: play R5", "# just a note", "blue: play B6");
            s.undo();
            s.undo();
            s.redo();
            assertThat(s.eventsOf(1)).containsExactly("Note: just a note");
        }
        GameSession back = new GameSession(Games.beginner4(), JournalReader.read(file).record(), List.of(), null);
        assertThat(back.moves()).containsExactly("red: play R5", "# just a note");
        assertThat(back.loadRejection()).isNull();
    }
}
