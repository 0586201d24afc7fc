package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;

import org.eternalsevens.rules.GameState;
import org.eternalsevens.rules.LegalMoves;
import org.eternalsevens.rules.Move;
import org.eternalsevens.rules.TableEvent;
import org.eternalsevens.testkit.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 10, items 7, 8, 10 and 13: the byte-order mark, permissions, notation blanks and notes, corrections. */
class AutosaveFilesTest {
    @TempDir
    Path dir;

    @Test
    void item_8_p61_save_keeps_a_files_permissions() throws Exception {
        Path file = dir.resolve("game.json");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        RecordFiles.save(file, Games.record(List.of("red: play R5"), "beginner", "red", "blue"));
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PosixFilePermissions.fromString("rw-r-----"));
        assertThat(RecordFiles.open(file).moves()).containsExactly("red: play R5");
    }

    @Test
    void item_8_p61_a_new_record_gets_the_permissions_of_any_new_file() throws Exception {
        Path plain = Files.createFile(dir.resolve("plain.txt")); // as the umask makes any new file (0644 under 022)
        Set<PosixFilePermission> usual = Files.getPosixFilePermissions(plain);
        Path file = dir.resolve("new.json");
        RecordFiles.save(file, Games.record(List.of(), "beginner", "red", "blue"));
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(usual);
        assertThat(usual).contains(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("plain.txt", "new.json");
        }
    }

    @Test
    void item_7_a_byte_order_mark_is_dropped_before_the_record_is_read() throws Exception {
        Path file = dir.resolve("bom.json");
        byte[] text = RecordJson.write(Games.record(List.of("red: play R5"), "beginner", "red", "blue")).getBytes(
                java.nio.charset.StandardCharsets.UTF_8);
        byte[] b = new byte[text.length + 3];
        b[0] = (byte) 0xef;
        b[1] = (byte) 0xbb;
        b[2] = (byte) 0xbf;
        System.arraycopy(text, 0, b, 3, text.length);
        Files.write(file, b);
        assertThat(RecordFiles.open(file).moves()).containsExactly("red: play R5");
    }

    @Test
    void item_10_a_non_breaking_space_after_the_colon_is_a_blank() throws Exception {
        assertThat(Notation.parse("red:\u00a0play\u00a0R5")).isEqualTo(Notation.parse("red: play R5"));
        assertThat(Notation.parse("\u00a0red :\u202fplay R5\u00a0")).isEqualTo(Notation.parse("red: play R5"));
    }

    @Test
    void item_10_a_move_that_is_only_a_comment_is_kept_as_a_note_and_changes_nothing() {
        List<String> moves = List.of("red: play R5", "# just a note", "  #\u00a0Ann is thinking", "blue: pass discard");
        Replayer.Result r = Replayer.replay(Games.setup("beginner", "red", "blue", "green"), moves);
        assertThat(r.rejected()).isNull();
        assertThat(r.events()).hasSize(4);
        assertThat(r.events().get(1)).containsExactly(new TableEvent.Noted("just a note"));
        assertThat(r.events().get(2)).containsExactly(new TableEvent.Noted("Ann is thinking"));
        Replayer.Result without = Replayer.replay(Games.setup("beginner", "red", "blue", "green"),
                List.of("red: play R5", "blue: pass discard"));
        assertThat(Summary.toJson(r.state(), null)).isEqualTo(Summary.toJson(without.state(), null));
        assertThat(Notation.note("red: play R5 # not only a note")).isNull();
    }

    @Test
    void item_13_a_turn_ends_by_itself_after_a_correction_leaves_no_card_to_follow_P6() {
        // RECORD-FORMAT "A turn ends by itself as soon as the player can do nothing more in it"
        Replayer.Result r = Replayer.replay(Games.setup("standard", "red", "blue"),
                List.of("table: fix apt red 1", "red: play R5", "table: fix apt red 0"));
        assertThat(r.rejected()).isNull();
        GameState s = r.state();
        assertThat(s.toMove().id()).as("red can do nothing more: blue moves").isEqualTo("blue");
        // the legal spaces and the engine agree: every space listed is accepted for the player to move
        LegalMoves.spaces(s).play().forEach(sp -> assertThat(org.eternalsevens.rules.Engine.check(s,
                new Move.Play(s.toMove(), sp)).ok()).as("legal.play lists %s", sp).isTrue());
    }

    @Test
    void item_13_a_turn_left_open_by_a_token_stays_open_while_one_remains() {
        Replayer.Result r = Replayer.replay(Games.setup("standard", "red", "blue"),
                List.of("table: fix apt red 2", "red: play R5", "table: fix apt red 1"));
        assertThat(r.rejected()).isNull();
        assertThat(r.state().toMove().id()).isEqualTo("red");
    }
}
