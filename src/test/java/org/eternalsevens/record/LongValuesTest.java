package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.words.EventWords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 28, section 1, below the window: long values quoted short (P235), notes kept whole (P236), P237's memory. */
class LongValuesTest {
    @TempDir
    Path dir;

    static Setup setup(GameRecord r) {
        return r.setup().toSetup(ContentLoader.defaults()).setup();
    }

    @Test
    void p235_a_megabyte_format_is_quoted_short() throws Exception {
        assertThatThrownBy(() -> RecordFiles.open(HugeFiles.longFormat(dir))).isInstanceOf(RecordException.class)
                .hasMessageContaining("\u2026\" (1,000,000 characters)")
                .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(200));
    }

    @Test
    void p235_a_refused_megabyte_move_is_quoted_short_in_its_reason() throws Exception {
        GameRecord r = RecordFiles.open(HugeFiles.longMove(dir));
        Replayer.Result result = Replayer.replay(setup(r), r.moves());
        assertThat(result.rejected().index()).isEqualTo(2);
        assertThat(result.rejected().move()).hasSize(1_000_015); // the record's text, whole (RECORD-FORMAT)
        assertThat(result.rejected().reason()).contains("(1,000,000 characters)").hasSizeLessThan(300);
    }

    @Test
    void p236_a_megabyte_note_is_short_in_the_log_and_whole_in_the_record() throws Exception {
        GameRecord r = RecordFiles.open(HugeFiles.longNote(dir));
        Replayer.Result result = Replayer.replay(setup(r), r.moves());
        assertThat(result.rejected()).isNull();
        String line = String.join(" ", EventWords.of(setup(r)).sentences(result.events().get(2)));
        assertThat(line).startsWith("Note: xxx").endsWith("\u2026 (1,000,000 characters)").hasSizeLessThan(320);
        Path saved = dir.resolve("saved.json");
        RecordFiles.save(saved, r);
        assertThat(RecordFiles.open(saved).moves().get(2)).isEqualTo(HugeFiles.LONG_NOTE);
    }

    @Test
    void p237_a_record_of_a_million_and_a_half_notes_keeps_one_text_and_no_tree_of_its_moves() throws Exception {
        GameRecord r = RecordFiles.open(HugeFiles.manyNotes(dir));
        assertThat(r.moves()).hasSize(HugeFiles.MANY_NOTES);
        Set<String> texts = Collections.newSetFromMap(new IdentityHashMap<>());
        texts.addAll(r.moves());
        assertThat(texts).hasSize(1);
        assertThat(r.extra().has("moves")).isFalse(); // the moves are not kept a second time, as JSON
        assertThat(RecordJson.write(r)).contains("\"#\"").contains("\"format\" : \"eternal-sevens-record/1\"");
    }

    @Test
    void p237_an_autosave_of_600000_notes_keeps_one_text() throws Exception {
        JournalReader.Recovery rec = JournalReader.read(HugeFiles.manyNotesJournal(dir.resolve("current.jsonl")));
        assertThat(rec.record().moves()).hasSize(HugeFiles.JOURNAL_NOTES + 1).startsWith("red: play R5");
        Set<String> texts = Collections.newSetFromMap(new IdentityHashMap<>());
        texts.addAll(rec.record().moves().subList(1, rec.record().moves().size()));
        assertThat(texts).hasSize(1);
        assertThat(rec.warning()).isNull();
    }

    @Test
    void p237_texts_keep_at_most_their_room_and_never_a_long_one() {
        Texts t = new Texts();
        String a = new String("#");
        assertThat(t.once(new String("#"))).isNotSameAs(a);
        assertThat(t.once(a)).isNotSameAs(a); // the first "#" is kept
        String longText = "#" + "x".repeat(100);
        assertThat(t.once(longText)).isSameAs(longText);
        assertThat(t.once(new String(longText))).isNotSameAs(longText);
        for (int i = 0; i < Texts.MOST + 10; i++) {
            t.once("n" + i);
        }
        String late = "n" + (Texts.MOST + 5);
        assertThat(t.once(new String(late))).isNotSameAs(t.once(late)); // past its room nothing more is kept
    }

    @Test
    void p237_fields_other_than_the_moves_keep_their_order_and_a_field_twice_is_still_refused() throws Exception {
        GameRecord r = RecordJson.read("{\"format\": \"eternal-sevens-record/1\", \"b\": 1, \"setup\": "
                + HugeFiles.SETUP + ", \"moves\": [\"#\"], \"a\": [2]}");
        assertThat(RecordJson.write(r)).containsSubsequence("\"format\"", "\"setup\"", "\"moves\"", "\"b\"", "\"a\"");
        assertThatThrownBy(() -> RecordJson.read(HugeFiles.record("\"#\"").replace("\"moves\"",
                "\"moves\": [], \"moves\""))).hasMessageContaining("names the field \"moves\" twice");
        assertThatThrownBy(() -> RecordJson.read(HugeFiles.record("\"#\", 7"))).hasMessageContaining("item 2 does not");
        assertThatThrownBy(() -> RecordJson.read(HugeFiles.record("\"#\"") + " {}"))
                .hasMessageContaining("not complete, valid JSON");
    }

    @Test
    void p242_a_megabyte_name_is_shown_short_and_kept_whole_in_the_record() throws Exception {
        String name = "N".repeat(1_000_000);
        GameRecord r = RecordJson.read(HugeFiles.record("\"red: play R5\"").replace("\"Ann\"", "\"" + name + "\""));
        Setup s = setup(r);
        assertThat(s.nameOf(org.eternalsevens.rules.basics.Colour.RED)).endsWith("\u2026 (1,000,000 characters)")
                .hasSizeLessThanOrEqualTo(RecordSetup.LONGEST_NAME);
        assertThat(RecordJson.read(RecordJson.write(r)).setup().names().get("red")).isEqualTo(name);
    }

    @Test
    void p238_a_long_read_tells_how_far_it_is() throws Exception {
        String text = java.nio.file.Files.readString(HugeFiles.manyNotes(dir));
        java.util.List<long[]> told = new java.util.ArrayList<>();
        RecordJson.read(text, (done, of) -> told.add(new long[] {done, of}));
        assertThat(told).hasSizeGreaterThan(20); // every 65,536 moves of 1.5 million
        for (int i = 1; i < told.size(); i++) {
            assertThat(told.get(i)[0]).isGreaterThan(told.get(i - 1)[0]).isLessThanOrEqualTo(text.length());
            assertThat(told.get(i)[1]).isEqualTo(text.length());
        }
    }
}
