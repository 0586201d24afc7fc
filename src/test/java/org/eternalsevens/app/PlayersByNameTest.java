package org.eternalsevens.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.eternalsevens.app.session.GameSession;
import org.eternalsevens.content.ContentLoader;
import org.eternalsevens.record.GameRecord;
import org.eternalsevens.record.RecordSetup;
import org.eternalsevens.record.Summary;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 §4, P357: the log calls players by name with the colour's symbol beside it ("♥ Dev"), in the rewards and
 * the ranking too, never by the colour's word when they have a name; the {@code replay} summary keeps the colours'
 * titles (RECORD-FORMAT.md).
 */
class PlayersByNameTest {
    private static GameSession game(String... moves) {
        RecordSetup rs = new RecordSetup("expert", List.of("red", "blue"), "red",
                Map.of("red", "Dev", "blue", "Mia"), null, null, null);
        GameSession s = new GameSession(rs.toSetup(ContentLoader.defaults()).setup(),
                new GameRecord(rs, List.of(moves), null), List.of(), null);
        assertThat(s.loadRejection()).isNull();
        return s;
    }

    @Test
    void P357_a_reward_in_the_log_names_the_player_with_the_colours_symbol() {
        GameSession s = game("table: fix hand red 0");
        List<String> log = s.eventsOf(0);
        assertThat(log).contains("\u2665 Dev goes out.");
        assertThat(log).anySatisfy(l -> assertThat(l).startsWith("\u2665 Dev goes out: First Bonus"));
        assertThat(String.join(" ", log)).doesNotContain("Red");
    }

    @Test
    void P357_the_ranking_in_the_log_names_the_players_and_the_summary_keeps_the_titles() {
        GameSession s = game("table: fix hand red 0", "table: fix hand blue 0", "table: fix hand blue 0",
                "table: fix hand red 0");
        assertThat(s.state().finished()).isTrue();
        String log = String.join(" ", s.eventsOf(s.moveCount() - 1));
        assertThat(log).containsPattern("1st \u2665 Dev: |1st \u2666 Mia: ").containsPattern("2nd \u2665 Dev: |2nd \u2666 Mia: ")
                .doesNotContain("Red").doesNotContain("Blue");
        String summary = Summary.toJson(s.state(), null);
        assertThat(summary).containsPattern("\"reason\" ?: ?\"1st (Red|Blue): ").doesNotContain("Dev");
    }

    @Test
    void P358_a_move_typed_with_a_name_is_kept_in_the_record_with_the_colour() throws Exception {
        GameSession s = game();
        assertThat(s.play("DEV: play R5")).isInstanceOf(org.eternalsevens.rules.Outcome.Applied.class);
        assertThat(s.move(0)).isEqualTo("red: play R5");
        assertThat(s.play("bob: play B5")).isInstanceOf(org.eternalsevens.rules.Outcome.Rejected.class);
    }
}
