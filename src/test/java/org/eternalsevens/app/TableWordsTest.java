package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.eternalsevens.app.dialogs.HelpDialog;
import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.app.session.TableControl;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.TurnEvent;

/** Issue 8, defect 13 and the table conveniences' words: log sentences, Undo/Redo names, the Help text. */
class TableWordsTest {
    private static GameSession game(String level, List<String> seats, String... moves) {
        RecordSetup rs = new RecordSetup(level, seats, seats.get(0), Map.of(), null, null, null);
        GameSession s = new GameSession(rs.toSetup(ContentLoader.defaults()).setup(),
                new GameRecord(rs, List.of(moves), null), List.of(), null);
        assertThat(s.loadRejection()).isNull();
        return s;
    }

    private static List<String> lastEvents(GameSession s) {
        return s.eventsOf(s.moveCount() - 1);
    }

    @Test
    void R31_a_shared_pass_says_the_shared_icon() {
        GameSession s = game("standard", List.of("red", "blue"), "red: pass shared");
        assertThat(lastEvents(s)).contains("\u2665 Red passes on the shared icon.");
    }

    @Test
    void R12_a_rare_pass_says_the_player_takes_a_rare_card_without_a_bracket() {
        GameSession s = game("beginner", List.of("red", "blue", "green", "yellow"), "red: pass rare");
        assertThat(lastEvents(s)).contains("\u2665 Red takes a rare card.");
        assertThat(String.join(" ", lastEvents(s))).doesNotContain("(the rare icon)");
    }

    @Test
    void R10_a_must_play_pass_says_who_places_the_token() {
        GameSession s = game("standard", List.of("red", "blue", "green", "yellow"), "red: pass discard+1",
                "blue: pass mustplay+1 B8");
        assertThat(lastEvents(s)).contains("\u2666 Blue places a Must Play token on B8.");
    }

    @Test
    void undo_and_redo_name_the_move_they_take_back_and_put_back() throws IOException {
        TableControl t = QuietTable.make();
        t.setSession(game("beginner", List.of("red", "blue", "green", "yellow"), "red: play R5", "blue: play R4"));
        assertThat(t.undoWords()).isEqualTo("\u2666 Blue played red 4 on R4");
        assertThat(t.redoWords()).isNull();
        t.undo();
        assertThat(t.undoWords()).isEqualTo("\u2665 Red played red 5 on R5");
        assertThat(t.redoWords()).isEqualTo("\u2666 Blue played red 4 on R4");
    }

    @Test
    void P293_undo_names_the_card_not_the_token_it_used() throws IOException {
        TableControl t = QuietTable.make();
        t.setSession(game("standard", List.of("red", "blue", "green", "yellow"), "red: pass discard+1",
                "blue: pass mustplay+1 B8", "green: play R5", "yellow: play R6", "red: play R4", "red: play R7"));
        assertThat(t.session().eventValuesOf(5).get(0)).isEqualTo(new TurnEvent.TokenUsed(Colour.RED));
        assertThat(t.undoWords()).isEqualTo("\u2665 Red played red 7 on R7");
    }

    @Test
    void the_help_menu_shows_the_same_tables_as_the_readme() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        String help = HelpDialog.source();
        List<String> rows = help.lines().filter(l -> l.startsWith("|")).toList();
        assertThat(rows).hasSizeGreaterThan(20);
        for (String row : rows) {
            assertThat(readme).as("README holds the help row").contains(row);
        }
        String html = HelpDialog.html(help);
        assertThat(html).contains("<code>red: play R5</code>").contains("<h2>Keys</h2>");
    }
}
