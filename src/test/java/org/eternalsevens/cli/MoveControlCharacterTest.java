package org.eternalsevens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.Notation;
import org.eternalsevens.record.NotationException;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.Level;
import org.eternalsevens.rules.Outcome;
import org.eternalsevens.rules.basics.RejectCode;
import org.eternalsevens.rules.setup.Setup;
import org.eternalsevens.rules.setup.SetupCheck;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 28, section 4: RECORD-FORMAT "Moves: one string each" — a move (or a note) is plain text on one line, so a
 * control character in it (an escaped NUL, a line break, DEL, a C1 code) is refused by {@code replay} and by the app
 * (P246). A tab is a blank and still reads.
 */
class MoveControlCharacterTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "U+{0}")
    @ValueSource(strings = {"0000", "0001", "000A", "000D", "001F", "007F", "0085"})
    void movesOneStringEach_aControlCharacterInAMoveIsRefusedByReplay(String hex) throws Exception {
        String move = "green: play Y6" + (char) Integer.parseInt(hex, 16);
        Path f = dir.resolve("game.json");
        Files.writeString(f, "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"beginner\", "
                + "\"seats\": [\"red\", \"green\"], \"start\": \"green\"}, \"moves\": [\"green: play Y6\\u" + hex
                + "\"]}");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = ReplayCommand.run(f.toString(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        String summary = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(summary).isEqualTo(ReplayCommand.REJECTED);
        assertThat(summary).contains("\"index\" : 0").contains(RejectCode.UNREADABLE_MOVE.name())
                .contains("control character (U+" + hex + ")");
        assertThatThrownBy(() -> Notation.parse(move)).isInstanceOf(NotationException.class);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"# a note\u0000", "#\u0007bell", "# two\nlines"})
    void movesOneStringEach_aNoteWithAControlCharacterIsNoNoteAndIsRefused(String text) throws Exception {
        assertThat(Notation.note(text)).isNull();
        GameSession s = session();
        assertThat(s.play(text)).isInstanceOf(Outcome.Rejected.class);
        assertThat(s.moveCount()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"green: play Y6\u0000", "green:\u0001play Y6", "green: play\u001bY6"})
    void movesOneStringEach_theAppRefusesAControlCharacterInATypedMove(String text) throws Exception {
        GameSession s = session();
        Outcome o = s.play(text);
        assertThat(o).isInstanceOf(Outcome.Rejected.class);
        assertThat(((Outcome.Rejected) o).code()).isEqualTo(RejectCode.UNREADABLE_MOVE);
        assertThat(s.moveCount()).isZero();
        assertThat(s.play("green: play Y6")).as("the same move without it").isInstanceOf(Outcome.Applied.class);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"\tgreen:\tplay\tY6\t", "# a\tnote"})
    void movesOneStringEach_aTabIsABlankAndStillReads(String text) throws Exception {
        assertThat(session().play(text)).isInstanceOf(Outcome.Applied.class);
    }

    private static GameSession session() {
        SetupCheck.Result r = SetupCheck.check(ContentLoader.defaults(), Level.BEGINNER,
                List.of(Colour.RED, Colour.GREEN), Colour.GREEN, java.util.Map.of(), null, null, null);
        Setup setup = r.setup();
        return new GameSession(setup, new GameRecord(RecordSetup.of(setup), List.of(), null), List.of(), null);
    }
}
