package org.eternalsevens.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.eternalsevens.content.ContentLoader;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * P271: the summary written from records keeps RECORD-FORMAT's fields in its order, writes {@code null} where the
 * contract shows null, and leaves out what a level does not have (the replays of every scenario file and shared
 * example were compared byte for byte when the node-by-node writer was replaced).
 */
class SummaryJsonTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static JsonNode summary(String level, String seats, String... moves) throws RecordException {
        String text = "{\"format\": \"eternal-sevens-record/1\", \"setup\": {\"level\": \"" + level + "\", \"seats\": ["
                + seats + "], \"start\": \"red\"}, \"moves\": [" + String.join(", ", moves) + "]}";
        GameRecord r = RecordJson.read(text);
        Replayer.Result res = Replayer.replay(r.setup().toSetup(ContentLoader.defaults()).setup(), r.moves());
        String json = Summary.toJson(res.state(), res.rejected());
        assertThat(json).endsWith("}\n").isEqualTo(RecordJson.json().writeValueAsString(Summary.of(res.state(),
                res.rejected())) + "\n");
        return JSON.readTree(json);
    }

    private static List<String> names(JsonNode o) {
        return new ArrayList<>(o.propertyNames());
    }

    @Test
    void a_casual_two_player_summary_with_a_refusal_keeps_the_contracts_order() throws Exception {
        JsonNode s = summary("beginner", "\"red\", \"blue\"", "\"red: play R5\"", "\"blue: play B3\"");
        assertThat(names(s)).containsExactly("format", "level", "round", "finished", "toMove", "awaiting", "players",
                "field", "legal", "continuous", "ranking", "places", "supply", "rejected");
        assertThat(s.get("continuous").isNull()).isTrue();
        assertThat(names(s.get("players").get("red"))).containsExactly("hand", "rares", "discs", "passed", "apt",
                "stars", "hearts", "status", "place");
        assertThat(s.get("players").get("red").get("place").isNull()).isTrue();
        assertThat(names(s.get("field"))).containsExactly("cards", "rares", "blocks", "x", "mustPlay");
        assertThat(names(s.get("supply"))).containsExactly("rareArea", "discardFaceDown", "discardFaceUp",
                "discardedRares", "commonDeck", "faceUp", "instantDeck", "continuousDeck");
        assertThat(names(s.get("rejected"))).containsExactly("index", "move", "code", "reason");
        assertThat(s.get("rejected").get("index").asInt()).isEqualTo(1);
    }

    @Test
    void a_four_player_casual_summary_has_no_two_player_decks_and_no_rejected() throws Exception {
        JsonNode s = summary("beginner", "\"red\", \"blue\", \"green\", \"yellow\"", "\"red: play R5\"");
        assertThat(s.has("rejected")).isFalse();
        assertThat(s.get("supply").has("commonDeck")).isFalse();
        assertThat(s.has("heartOrder")).isFalse();
        assertThat(s.get("players").get("red").has("board")).isFalse();
    }

    @Test
    void a_pro_summary_adds_the_gamer_and_pro_fields_in_order_and_a_null_board_until_chosen() throws Exception {
        JsonNode s = summary("pro", "\"red\", \"blue\", \"green\", \"yellow\"");
        assertThat(names(s)).containsExactly("format", "level", "round", "finished", "toMove", "awaiting", "players",
                "field", "legal", "continuous", "ranking", "heartOrder", "dragon", "finalTurns", "places",
                "eternalBoards", "discardPile", "supply");
        assertThat(names(s.get("players").get("red"))).endsWith("place", "board");
        assertThat(s.get("players").get("red").get("board").isNull()).isTrue();
        assertThat(names(s.get("eternalBoards"))).containsExactly("showing", "offer", "order");
        assertThat(names(s.get("discardPile"))).containsExactly("cards", "rares");
    }
}
